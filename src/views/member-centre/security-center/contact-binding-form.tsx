/**
 * The form that binds or changes the mobile number or the e-mail address (presentational): while a
 * bound one is being proven, its code; then the new number (with its country code) or address and
 * the code sent to it. Each step's "get code" button is a slot: it runs a chart of its own. What
 * was typed stays on every refusal, each shown under its field; a wrong code says the tries left.
 */
import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactBindingView, ContactField } from '../../../../machines/contact-binding';
import { contactFieldMessage, securityErrorMessage } from './security-center.messages';
import { TextField } from '../../common/text-field';

export interface ContactBindingFormProps {
  view: ContactBindingView;
  /** the step's "get code" button */
  codeButton: ReactNode;
  onFieldChange: (field: ContactField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function ContactBindingForm({ view, codeButton, onFieldChange, onSubmit, onCancel }: ContactBindingFormProps) {
  const { i18n, t } = useLingui();
  const { kind, step } = view;
  const id = (field: ContactField) => `contact-${kind}-${field}`;
  const errorOf = (field: ContactField) => {
    const error = view.fieldErrors[field];
    if (!error) return undefined;
    return error.code === 'refused' && error.text ? error.text : i18n._(contactFieldMessage(field, error, kind));
  };
  const codeField: ContactField = step === 'current' ? 'currentCode' : 'verificationCode';
  const codeTriesLeft = view.codeTriesLeft;
  const current = view.current ?? '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const text = (field: ContactField, label: string, options: { inputMode?: 'numeric' | 'email'; autoComplete: string; maxLength: number }) => (
    <TextField
      id={id(field)}
      label={label}
      type={field === 'email' ? 'email' : 'text'}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete}
      maxLength={options.maxLength}
      value={view.values[field]}
      error={errorOf(field)}
      disabled={view.busy}
      onChange={(value) => onFieldChange(field, value)}
    />
  );

  return (
    <form className="form security__form" noValidate onSubmit={submit} aria-busy={view.busy} data-testid={`contact-${kind}-form`}>
      {step === 'current' ? (
        <p className="security__hint">
          {kind === 'mobile' ? (
            <Trans>First confirm your current mobile number: we will text a code to {current}.</Trans>
          ) : (
            <Trans>First confirm your current e-mail address: we will send a code to {current}.</Trans>
          )}
        </p>
      ) : kind === 'mobile' ? (
        <>
          <p className="security__hint">
            <Trans>We will text a code to the new number.</Trans>
          </p>
          <div className="security__phone-row">
            {text('countryDialingCode', t`Country code`, { inputMode: 'numeric', autoComplete: 'tel-country-code', maxLength: 5 })}
            {text('mobileNum', t`New mobile number`, { inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 20 })}
          </div>
        </>
      ) : (
        <>
          <p className="security__hint">
            <Trans>We will e-mail a code to the new address.</Trans>
          </p>
          {text('email', t`New e-mail address`, { inputMode: 'email', autoComplete: 'email', maxLength: 128 })}
        </>
      )}
      <div className="security__code-row">
        <TextField
          id={id(codeField)}
          label={
            step === 'new'
              ? t`Verification code`
              : kind === 'mobile'
                ? t`Code sent to your current mobile number`
                : t`Code sent to your current e-mail address`
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={view.values[codeField]}
          error={errorOf(codeField)}
          hint={codeTriesLeft !== null ? <Trans>{codeTriesLeft} tries left for this code.</Trans> : undefined}
          disabled={view.busy}
          onChange={(value) => onFieldChange(codeField, value)}
        />
        {codeButton}
      </div>
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(securityErrorMessage(view.errorCode))}
        </p>
      ) : null}
      {view.busy ? (
        <p className="security__progress" role="status">
          {step === 'current' ? <Trans>Checking the code…</Trans> : <Trans>Saving…</Trans>}
        </p>
      ) : null}
      <div className="security__actions">
        <button type="submit" className="button" disabled={!view.canSubmit}>
          {step === 'current' ? <Trans>Continue</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={view.busy}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
