/** The social login buttons of the login and registration dialogs: one per provider the merchant offers. */
import { useId } from 'react';
import { useSocialLoginStart } from './social-login-start';
import type { SocialLoginStart, SocialProviderName } from './social-login-start';
import './social-login.css';

/** Brand names: shown as they are in every language. */
export const PROVIDER_NAMES: Record<SocialProviderName, string> = { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' };

export interface SocialLoginButtonsProps {
  providers: readonly SocialProviderName[];
  /** names the group ("Sign up with", "Or log in with") */
  label: string;
  /** shows the name above the buttons instead of only to assistive technology */
  showLabel?: boolean;
  /** the session's start callback; by default the one the session's dialogs provide */
  onStart?: SocialLoginStart;
  disabled?: boolean;
  className?: string;
}

export function SocialLoginButtons({ providers, label, showLabel = false, onStart, disabled = false, className }: SocialLoginButtonsProps) {
  const provided = useSocialLoginStart();
  const labelId = useId();
  const start = onStart ?? provided;
  if (providers.length === 0) return null;
  return (
    <div
      className={`social-login ${className ?? ''}`.trim()}
      role="group"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      data-testid="social-login-buttons"
    >
      {showLabel ? (
        <p className="social-login__heading" id={labelId}>
          {label}
        </p>
      ) : null}
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`button button--secondary social-login__button social-login__button--${provider}`}
            disabled={disabled || !start}
            onClick={() => start?.(provider)}
            data-testid={`social-${provider}`}
          >
            {PROVIDER_NAMES[provider]}
          </button>
        ))}
      </div>
    </div>
  );
}
