/**
 * Presentational registration popup: renders the registration view model and reports intents
 * through callbacks. The SMS code button and the slider check are slots the container fills,
 * because they draw child charts of their own.
 */
import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import type { FieldSpec, RegistrationField, RegistrationMode, RegistrationView } from '../../../machines/registration';
import { Modal } from '../common/modal';
import { WarningDialog } from '../verification/warning-dialog';
import { RegistrationFieldInput } from './registration-field';
import { DownloadAppBlock, RegistrationBanner, SocialLoginButtons } from './registration-extras';
import { registrationErrorMessage } from './registration.messages';
import './registration.css';

export interface RegistrationDialogProps {
  view: RegistrationView;
  /** MS, EN or CN: the banner group carries it */
  languageCode: string;
  /** the get-code button, drawn by the SMS countdown chart */
  smsButton: ReactNode;
  /** the slider check while the submit runs one */
  slider: ReactNode;
  onModeSelect: (mode: RegistrationMode) => void;
  onFieldChange: (field: RegistrationField, value: string) => void;
  onCountrySelect: (countryDialingCode: string) => void;
  onTermsToggle: () => void;
  onRefreshCaptcha: () => void;
  onSubmit: () => void;
  onDismissWarning: () => void;
  onRetry: () => void;
  onLogin: () => void;
  onClose: () => void;
}

const png = (image: string) => (image.startsWith('data:') ? image : `data:image/png;base64,${image}`);

function ModeTabs({ mode, onSelect }: { mode: RegistrationMode; onSelect: (mode: RegistrationMode) => void }) {
  const { t } = useMacroLingui();
  const tab = (value: RegistrationMode, label: string) => (
    <button
      type="button"
      role="tab"
      className="register__tab"
      aria-selected={mode === value}
      tabIndex={mode === value ? 0 : -1}
      onClick={() => onSelect(value)}
      data-testid={`register-tab-${value}`}
    >
      {label}
    </button>
  );
  return (
    <div className="register__tabs" role="tablist" aria-label={t`Sign up with`}>
      {tab('mobile', t`Mobile number`)}
      {tab('username', t`Username`)}
    </div>
  );
}

function CaptchaAddon({ view, onRefresh }: { view: RegistrationView; onRefresh: () => void }) {
  const { t } = useMacroLingui();
  return (
    <>
      {view.captchaImage ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the image refreshes on click (SPEC §2); the button beside it is the keyboard path
        <img
          className="captcha__image"
          src={png(view.captchaImage)}
          alt={t`Captcha`}
          title={t`Click the image for a new captcha`}
          onClick={view.canRefreshCaptcha ? onRefresh : undefined}
          data-testid="captcha-image"
        />
      ) : (
        <span className="captcha__placeholder" aria-live="polite">
          {view.captchaLoading ? t`Loading…` : null}
        </span>
      )}
      <button type="button" className="captcha__refresh" onClick={onRefresh} disabled={!view.canRefreshCaptcha} aria-label={t`New image`}>
        <span aria-hidden="true">↻</span>
      </button>
    </>
  );
}

function DialingCodePicker({ view, onSelect }: { view: RegistrationView; onSelect: (code: string) => void }) {
  const { t } = useMacroLingui();
  if (view.countries.length === 0) return null;
  return (
    <select
      className="register__dialing"
      aria-label={t`Country code`}
      value={view.countryDialingCode}
      onChange={(event) => onSelect(event.target.value)}
      data-testid="register-country"
    >
      {view.countries.map((country) => (
        <option key={country.countryCode} value={country.countryDialingCode}>
          +{country.countryDialingCode} {country.name ?? country.countryCode}
        </option>
      ))}
    </select>
  );
}

function RegistrationForm(props: RegistrationDialogProps) {
  const { view } = props;
  const { i18n } = useLingui();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }

  const field = (spec: FieldSpec) => (
    <RegistrationFieldInput
      key={spec.field}
      spec={spec}
      value={view.values[spec.field]}
      error={view.fieldErrors[spec.field]}
      onChange={(value) => props.onFieldChange(spec.field, value)}
      prefix={spec.field === 'mobileNum' ? <DialingCodePicker view={view} onSelect={props.onCountrySelect} /> : undefined}
      addon={
        spec.field === 'verificationCode' ? (
          props.smsButton
        ) : spec.field === 'captcha' ? (
          <CaptchaAddon view={view} onRefresh={props.onRefreshCaptcha} />
        ) : undefined
      }
    />
  );

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={view.busy} data-testid="register-form">
      {view.errorCode ? (
        <p className="form__error" role="alert" data-testid="register-error">
          {i18n._(registrationErrorMessage(view.errorCode))}
        </p>
      ) : null}
      {view.fields.map(field)}
      <label className="checkbox">
        <input type="checkbox" checked={view.termsAccepted} onChange={props.onTermsToggle} data-testid="register-terms" />
        <span>
          <Trans>
            I am at least 21 years old and accept the <a href="/help#term">terms and conditions</a>.
          </Trans>
        </span>
      </label>
      <button type="submit" className="button button--block" disabled={view.busy || !view.canSubmit}>
        <Trans>Sign up</Trans>
      </button>
    </form>
  );
}

export function RegistrationDialog(props: RegistrationDialogProps) {
  const { view } = props;
  return (
    <Modal title={<Trans>Sign up</Trans>} closable onClose={props.onClose} wide testId="registration-dialog">
      <RegistrationBanner languageCode={props.languageCode} />
      {view.loading ? (
        <p role="status" aria-live="polite">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {view.loadFailed ? (
        <div className="panel-state" role="alert" data-testid="register-load-failed">
          <p>
            <Trans>The sign-up form could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {view.showModeTabs ? <ModeTabs mode={view.mode} onSelect={props.onModeSelect} /> : null}
      {view.fields.length > 0 ? <RegistrationForm {...props} /> : null}
      {view.fields.length > 0 ? (
        <>
          <SocialLoginButtons providers={view.socialLogins} />
          <DownloadAppBlock />
        </>
      ) : null}
      <p className="register__login">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="link-button" onClick={props.onLogin}>
          <Trans>Log in</Trans>
        </button>
      </p>
      {props.slider}
      {view.warning === 'terms' ? (
        <WarningDialog onConfirm={props.onDismissWarning} testId="terms-warning">
          <Trans>Please read and accept the terms and conditions first.</Trans>
        </WarningDialog>
      ) : null}
      {view.warning === 'invitationCode' ? (
        <WarningDialog onConfirm={props.onDismissWarning} testId="invitation-warning">
          <Trans>Invalid invitation code</Trans>
        </WarningDialog>
      ) : null}
    </Modal>
  );
}
