/** Presentational login dialog: renders the login view model, reports intents through callbacks. */
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { Modal } from '../common/modal';
import { loginErrorMessage, loginFieldErrorMessage } from './login.messages';

export type LoginField = 'username' | 'password' | 'captcha';

export interface LoginDialogModel {
  values: { username: string; password: string; captcha: string };
  remember: boolean;
  fieldErrors: Partial<Record<LoginField, string>>;
  errorCode: string | null;
  busy: boolean;
  captchaVisible: boolean;
  captchaImage: string | null;
  captchaLoading: boolean;
  canRefreshCaptcha: boolean;
  canFreePlay: boolean;
  canSubmit: boolean;
}

export interface LoginDialogProps {
  view: LoginDialogModel;
  onFieldChange: (field: LoginField, value: string) => void;
  onRememberToggle: () => void;
  onSubmit: () => void;
  onRefreshCaptcha: () => void;
  onFreePlay: () => void;
  onClose: () => void;
}

function imageSource(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

export function LoginDialog({ view, onFieldChange, onRememberToggle, onSubmit, onRefreshCaptcha, onFreePlay, onClose }: LoginDialogProps) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function fieldError(field: LoginField) {
    const code = view.fieldErrors[field];
    if (!code) return null;
    return (
      <p className="field__error" id={`login-${field}-error`}>
        {i18n._(loginFieldErrorMessage(field, code))}
      </p>
    );
  }

  const input = (field: 'username' | 'password', label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`login-${field}`}>
        {label}
      </label>
      {fieldError(field)}
      <input
        id={`login-${field}`}
        className="field__input"
        type={type}
        name={field}
        autoComplete={autoComplete}
        value={view.values[field]}
        aria-invalid={view.fieldErrors[field] ? true : undefined}
        aria-describedby={view.fieldErrors[field] ? `login-${field}-error` : undefined}
        onChange={(event) => onFieldChange(field, event.target.value)}
        data-autofocus={field === 'username' ? true : undefined}
      />
    </div>
  );

  return (
    <Modal title={<Trans>Log in</Trans>} closable onClose={onClose} testId="login-dialog">
      <form className="form" noValidate onSubmit={submit} aria-busy={view.busy}>
        {view.errorCode ? (
          <p className="form__error" role="alert" data-testid="login-error">
            {i18n._(loginErrorMessage(view.errorCode))}
          </p>
        ) : null}
        {input('username', t`Username`, 'text', 'username')}
        {input('password', t`Password`, 'password', 'current-password')}
        {view.captchaVisible ? (
          <div className="field">
            <label className="field__label" htmlFor="login-captcha">
              <Trans>Captcha</Trans>
            </label>
            {fieldError('captcha')}
            <div className="captcha">
              <input
                id="login-captcha"
                className="field__input"
                type="text"
                name="captcha"
                autoComplete="off"
                inputMode="text"
                maxLength={8}
                value={view.values.captcha}
                aria-invalid={view.fieldErrors.captcha ? true : undefined}
                aria-describedby={view.fieldErrors.captcha ? 'login-captcha-error' : undefined}
                onChange={(event) => onFieldChange('captcha', event.target.value)}
              />
              {view.captchaImage ? (
                // The image itself refreshes on click (SPEC §2); the button beside it is the keyboard path.
                <img
                  className="captcha__image"
                  src={imageSource(view.captchaImage)}
                  alt={t`Captcha`}
                  title={t`Click the image for a new captcha`}
                  onClick={view.canRefreshCaptcha ? onRefreshCaptcha : undefined}
                  data-testid="captcha-image"
                />
              ) : (
                <span className="captcha__placeholder" aria-live="polite">
                  {view.captchaLoading ? t`Loading…` : null}
                </span>
              )}
              <button
                type="button"
                className="captcha__refresh"
                onClick={onRefreshCaptcha}
                disabled={!view.canRefreshCaptcha}
                aria-label={t`New image`}
                data-testid="captcha-refresh"
              >
                <span aria-hidden="true">↻</span>
              </button>
            </div>
          </div>
        ) : null}
        <label className="checkbox">
          <input type="checkbox" checked={view.remember} onChange={onRememberToggle} />
          <Trans>Remember me</Trans>
        </label>
        <button type="submit" className="button button--block" disabled={view.busy || !view.canSubmit}>
          <Trans>Log in</Trans>
        </button>
        {view.canFreePlay ? (
          <button type="button" className="button button--secondary button--block" onClick={onFreePlay} disabled={view.busy}>
            <Trans>Free play</Trans>
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
