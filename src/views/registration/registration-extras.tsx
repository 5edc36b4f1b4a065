/** The parts of the registration popup around the form: banner area, app download, social logins. */
import { Trans, useLingui } from '@lingui/react/macro';

/** Banner group of the popup: `w_register` plus the language code (SPEC §2, "Banners"). */
export function registrationBannerGroup(languageCode: string): string {
  return `w_register${languageCode}`;
}

export function RegistrationBanner({ languageCode }: { languageCode: string }) {
  // banners are not served yet: the area keeps its place and names its group for when they are
  return <div className="register__banner" data-banner-group={registrationBannerGroup(languageCode)} aria-hidden="true" data-testid="register-banner" />;
}

export function DownloadAppBlock() {
  return (
    <aside className="register__download" aria-labelledby="register-download-title">
      <p className="register__download-title" id="register-download-title">
        <Trans>Get the app</Trans>
      </p>
      <p className="register__download-text">
        <Trans>Play anywhere with our mobile app.</Trans>
      </p>
      <a className="button button--secondary" href="/down">
        <Trans>Download</Trans>
      </a>
    </aside>
  );
}

export type SocialLogin = 'facebook' | 'google' | 'telegram';

/** Social login is a later flow: the buttons show only when switched on, and do nothing yet. */
export function SocialLoginButtons({ providers }: { providers: SocialLogin[] }) {
  const { t } = useLingui();
  if (providers.length === 0) return null;
  const names: Record<SocialLogin, string> = { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' };
  return (
    <div className="register__social" role="group" aria-label={t`Sign up with`}>
      {providers.map((provider) => (
        <button key={provider} type="button" className="button button--secondary" disabled data-testid={`social-${provider}`}>
          {names[provider]}
        </button>
      ))}
    </div>
  );
}
