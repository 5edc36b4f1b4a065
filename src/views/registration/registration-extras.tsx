/** The parts of the registration popup around the form: banner area, app download, social logins. */
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogBanner } from '../banners/dialog-banner';
import { SocialLoginButtons as SocialButtons } from '../social-login/social-login-buttons';
import type { SocialProviderName } from '../social-login/social-login-start';

/** The popup's banners: group `w_register_<LANG>` of the current language (SPEC §2, "Banners"). */
export function RegistrationBanner({ languageCode }: { languageCode: string }) {
  return <DialogBanner dialog="register" languageCode={languageCode} />;
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

export type SocialLogin = SocialProviderName;

/**
 * The popup's social login buttons, for the providers the merchant offers. A click starts the login
 * through the session (the callback comes from the session's dialogs, see social-login-start).
 */
export function SocialLoginButtons({ providers }: { providers: readonly SocialLogin[] }) {
  const { t } = useLingui();
  return <SocialButtons providers={providers} label={t`Sign up with`} className="register__social" />;
}
