/**
 * The payment password section (presentational): whether a PIN is set, the answers left or the
 * lock, and the set, change or reset form. The reset form's "get code" button is a slot: it runs a
 * chart of its own. What was typed stays on every refusal.
 */
import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentPasswordField, PaymentPasswordView } from '../../../../machines/payment-password';
import { pinFieldMessage, securityErrorMessage } from './security-center.messages';
import { TextField } from '../../common/text-field';
import { useDateFormat } from '../../common/date-format.view';

export interface PaymentPasswordSectionProps {
  view: PaymentPasswordView;
  /** the reset form's "get code" button */
  codeButton: ReactNode;
  onSet: () => void;
  onChange: () => void;
  onForgot: () => void;
  onFieldChange: (field: PaymentPasswordField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function PaymentPasswordSection({
  view,
  codeButton,
  onSet,
  onChange,
  onForgot,
  onFieldChange,
  onSubmit,
  onCancel,
}: PaymentPasswordSectionProps) {
  const { i18n, t } = useLingui();
  const { status, mode } = view;
  const dates = useDateFormat();
  const when = (iso: string) => dates.dateTime(Date.parse(iso));
  const attemptsLeft = status.attemptsLeft;
  const wrongPinsLeft = view.wrongPinsLeft;
  const until = status.lockedUntil ? when(status.lockedUntil) : '';
  const errorOf = (field: PaymentPasswordField) => {
    const error = view.fieldErrors[field];
    if (!error) return undefined;
    return error.code === 'refused' && error.text ? error.text : i18n._(pinFieldMessage(field, error));
  };
  const pin = (field: PaymentPasswordField, label: string, autoComplete: string) => (
    <TextField
      id={`payment-password-${field}`}
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={12}
      value={view.values[field]}
      error={errorOf(field)}
      disabled={view.busy}
      onChange={(value) => onFieldChange(field, value)}
    />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const codeTriesLeft = view.codeTriesLeft;

  return (
    <section className="security__section" aria-labelledby="security-payment-title" data-testid="security-payment-password">
      <h4 id="security-payment-title">
        <Trans>Payment password</Trans>
      </h4>
      <p className="security__hint">
        <Trans>A 6-digit PIN asked for every withdrawal.</Trans>
      </p>
      <p className="security__state" data-testid="payment-password-state">
        {!status.set ? (
          <Trans>Not set</Trans>
        ) : view.locked ? (
          <Trans>Locked after too many wrong PINs, until {until}.</Trans>
        ) : wrongPinsLeft !== null ? (
          <Trans>Set. {wrongPinsLeft} wrong PINs left before it locks.</Trans>
        ) : (
          <Trans>Set.</Trans>
        )}
      </p>
      {view.notice ? (
        <p className="security__notice" role="status">
          {view.notice === 'set' ? (
            <Trans>Your payment password is set.</Trans>
          ) : view.notice === 'changed' ? (
            <Trans>Your payment password was changed.</Trans>
          ) : (
            <Trans>Your payment password was reset.</Trans>
          )}
        </p>
      ) : null}

      {mode === null ? (
        <div className="security__actions">
          {view.canSet ? (
            <button type="button" className="button" onClick={onSet}>
              <Trans>Set payment password</Trans>
            </button>
          ) : null}
          {view.canChange ? (
            <button type="button" className="button button--secondary" onClick={onChange}>
              <Trans>Change payment password</Trans>
            </button>
          ) : null}
          {view.canForget ? (
            <button type="button" className="button button--secondary" onClick={onForgot}>
              <Trans>Forgot payment password</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {status.set && !view.mobileBound && mode === null ? (
        <p className="security__hint">
          <Trans>To reset a forgotten payment password by SMS, a mobile number must be bound. Please contact customer service.</Trans>
        </p>
      ) : null}
      {view.busy && mode === null ? (
        <p className="security__progress" role="status">
          <Trans>Updating…</Trans>
        </p>
      ) : null}

      {mode !== null ? (
        <form className="form security__form" noValidate onSubmit={submit} aria-busy={view.busy} data-testid={`payment-password-${mode}-form`}>
          {mode === 'reset' ? (
            <>
              <p className="security__hint">
                <Trans>We will text a code to your bound mobile number.</Trans>
              </p>
              <div className="security__code-row">
                <TextField
                  id="payment-password-verificationCode"
                  label={t`Verification code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  value={view.values.verificationCode}
                  error={errorOf('verificationCode')}
                  hint={codeTriesLeft !== null ? <Trans>{codeTriesLeft} tries left for this code.</Trans> : undefined}
                  disabled={view.busy}
                  onChange={(value) => onFieldChange('verificationCode', value)}
                />
                {codeButton}
              </div>
            </>
          ) : null}
          {mode === 'change' ? pin('oldPassword', t`Current PIN`, 'current-password') : null}
          {pin('newPassword', t`New PIN`, 'new-password')}
          {pin('confirmNewPassword', t`Confirm new PIN`, 'new-password')}
          {mode === 'change' && view.fieldErrors.oldPassword?.code === 'wrong' ? (
            <p className="form__error" role="alert">
              <Trans>Wrong PIN. {attemptsLeft} tries left before it locks.</Trans>
            </p>
          ) : null}
          {view.errorCode ? (
            <p className="form__error" role="alert">
              {i18n._(securityErrorMessage(view.errorCode))}
            </p>
          ) : null}
          {view.busy ? (
            <p className="security__progress" role="status">
              <Trans>Saving…</Trans>
            </p>
          ) : null}
          <div className="security__actions">
            <button type="submit" className="button" disabled={!view.canSubmit}>
              <Trans>Save</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={view.busy}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
