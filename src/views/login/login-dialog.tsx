/** Presentational login dialog: renders the login view model, reports intents through callbacks. */
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { Modal } from '../common/modal';
import { PhoneCodeFields } from '../common/phone-code-fields';
import { SocialLoginButtons } from '../social-login/social-login-buttons';
import type { SocialProviderName } from '../social-login/social-login-start';
import { loginErrorMessage, loginFieldErrorMessage, smsLoginErrorMessage } from './login.messages';
import './login.css';
import { DialogBanner } from '../banners/dialog-banner';

export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'countryDialingCode' | 'verificationCode';
export type LoginMode = 'password' | 'sms';

export interface LoginDialogModel {
  mode: LoginMode;
  smsLoginEnabled: boolean;
  values: Record<LoginField, string>;
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
  canSelectMode: boolean;
  canRegister: boolean;
}

export interface LoginDialogProps {
  view: LoginDialogModel;
  /** the get-code button of the SMS tab */
  codeButton: ReactNode;
  /** social login buttons the merchant offers (none: no buttons) */
  socialProviders: readonly SocialProviderName[];
  /** the social login is loaded: its buttons work */
  socialLoginReady: boolean;
  /** a social login button: sent within the click, so the provider's window may open */
  onSocialStart: (provider: SocialProviderName) => void;
  onModeSelect: (mode: LoginMode) => void;
  onFieldChange: (field: LoginField, value: string) => void;
  onRememberToggle: () => void;
  onSubmit: () => void;
  onRefreshCaptcha: () => void;
  onFreePlay: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
  onClose: () => void;
}

function imageSource(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

export function LoginDialog(props: LoginDialogProps) {
  const {
    view,
    codeButton,
    onModeSelect,
    onFieldChange,
    onRememberToggle,
    onSubmit,
    onRefreshCaptcha,
    onFreePlay,
    onForgotPassword,
    onRegister,
    onClose,
  } = props;
  const { socialProviders, socialLoginReady, onSocialStart } = props;
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const sms = view.mode === 'sms';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  // arrow keys move between the two tabs (the WAI-ARIA tabs pattern); focus follows the selection
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: LoginMode = sms ? 'password' : 'sms';
    onModeSelect(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-mode="${next}"]`)?.focus();
  }

  const fieldMessage = (field: LoginField) => {
    const code = view.fieldErrors[field];
    return code ? i18n._(loginFieldErrorMessage(field, code)) : undefined;
  };

  function fieldError(field: LoginField) {
    const message = fieldMessage(field);
    if (!message) return null;
    return (
      <p className="field__error" id={`login-${field}-error`}>
        {message}
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

  const tab = (mode: LoginMode, label: ReactNode) => (
    <button
      type="button"
      role="tab"
      className="mode-tabs__tab"
      id={`login-tab-${mode}`}
      aria-selected={view.mode === mode}
      aria-controls="login-form"
      tabIndex={view.mode === mode ? 0 : -1}
      disabled={view.mode !== mode && !view.canSelectMode}
      onClick={() => view.mode !== mode && onModeSelect(mode)}
      data-mode={mode}
    >
      {label}
    </button>
  );

  const errorMessage = view.errorCode ? i18n._(sms ? smsLoginErrorMessage(view.errorCode) : loginErrorMessage(view.errorCode)) : null;

  return (
    <Modal title={<Trans>Log in</Trans>} closable onClose={onClose} testId="login-dialog">
      <DialogBanner dialog="login" />
      {view.smsLoginEnabled ? (
        <div className="mode-tabs" role="tablist" aria-label={t`How to log in`} onKeyDown={onTabKey}>
          {tab('password', <Trans>With password</Trans>)}
          {tab('sms', <Trans>With SMS code</Trans>)}
        </div>
      ) : null}
      <form
        id="login-form"
        className="form"
        noValidate
        onSubmit={submit}
        aria-busy={view.busy}
        role={view.smsLoginEnabled ? 'tabpanel' : undefined}
        aria-labelledby={view.smsLoginEnabled ? `login-tab-${view.mode}` : undefined}
      >
        {errorMessage ? (
          <p className="form__error" role="alert" data-testid="login-error">
            {errorMessage}
          </p>
        ) : null}
        {sms ? (
          <PhoneCodeFields
            idPrefix="login"
            values={view.values}
            errors={{
              countryDialingCode: fieldMessage('countryDialingCode'),
              mobileNum: fieldMessage('mobileNum'),
              verificationCode: fieldMessage('verificationCode'),
            }}
            onChange={onFieldChange}
            codeButton={codeButton}
            autoFocus
          />
        ) : (
          <>
            {input('username', t`Username`, 'text', 'username')}
            {input('password', t`Password`, 'password', 'current-password')}
          </>
        )}
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
                // biome-ignore lint/a11y/useKeyWithClickEvents: the image refreshes on click (SPEC §2); the button beside it is the keyboard path
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
        <div className="dialog-links">
          <button type="button" className="text-button" onClick={onForgotPassword} disabled={view.busy}>
            <Trans>Forgot password?</Trans>
          </button>
          {view.canRegister ? (
            <button type="button" className="text-button" onClick={onRegister} disabled={view.busy}>
              <Trans>Register now</Trans>
            </button>
          ) : null}
        </div>
      </form>
      <SocialLoginButtons
        providers={socialProviders}
        label={t`Or log in with`}
        showLabel
        onStart={onSocialStart}
        disabled={view.busy || !socialLoginReady}
      />
    </Modal>
  );
}
