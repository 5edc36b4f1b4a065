/**
 * Presentational forgot-password dialog: one step at a time (by e-mail, "check your e-mail", by
 * phone, "choose a new password", "password changed", "link not valid"), from the chart's view
 * model; intents go out through callbacks.
 */
import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { Modal } from '../common/modal';
import { PhoneCodeFields } from '../common/phone-code-fields';
import { forgotPasswordErrorMessage, forgotPasswordFieldMessage } from './forgot-password.messages';
import { TextField } from '../common/text-field';
import { DialogBanner } from '../banners/dialog-banner';

export type ForgotPasswordField =
  | 'username'
  | 'email'
  | 'mobileNum'
  | 'countryDialingCode'
  | 'verificationCode'
  | 'newPassword'
  | 'confirmNewPassword';

export type ForgotPasswordStep = 'email' | 'emailSent' | 'phone' | 'newPassword' | 'passwordChanged' | 'linkInvalid';

export interface ForgotPasswordDialogModel {
  step: ForgotPasswordStep;
  values: Record<ForgotPasswordField, string>;
  fieldErrors: Partial<Record<ForgotPasswordField, string>>;
  errorCode: string | null;
  busy: boolean;
  canSubmit: boolean;
  canConfirm: boolean;
  canRenewLink: boolean;
}

export interface ForgotPasswordDialogProps {
  view: ForgotPasswordDialogModel;
  /** the get-code button of the phone step */
  codeButton: ReactNode;
  onFieldChange: (field: ForgotPasswordField, value: string) => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onRenewLink: () => void;
  onClose: () => void;
}

export function ForgotPasswordDialog({ view, codeButton, onFieldChange, onSubmit, onConfirm, onRenewLink, onClose }: ForgotPasswordDialogProps) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();

  const fieldMessage = (field: ForgotPasswordField) => {
    const code = view.fieldErrors[field];
    return code ? i18n._(forgotPasswordFieldMessage(field, code)) : undefined;
  };
  const field = (name: ForgotPasswordField, label: string, autoComplete: string, type: 'text' | 'email' | 'password' = 'text', autoFocus = false) => (
    <TextField
      id={`forgot-${name}`}
      name={name}
      label={label}
      value={view.values[name]}
      error={fieldMessage(name)}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      onChange={(value) => onFieldChange(name, value)}
    />
  );
  const newPasswordFields = (autoFocus: boolean) => (
    <>
      {field('newPassword', t`New password`, 'new-password', 'password', autoFocus)}
      {field('confirmNewPassword', t`Confirm new password`, 'new-password', 'password')}
    </>
  );
  const error =
    view.errorCode && view.step !== 'linkInvalid' ? (
      <p className="form__error" role="alert" data-testid="forgot-error">
        {i18n._(forgotPasswordErrorMessage(view.errorCode))}
      </p>
    ) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  const form = (children: ReactNode, submitLabel: ReactNode) => (
    <form className="form" noValidate onSubmit={submit} aria-busy={view.busy}>
      {error}
      {children}
      <button type="submit" className="button button--block" disabled={view.busy || !view.canSubmit}>
        {submitLabel}
      </button>
    </form>
  );
  const notice = (children: ReactNode, action: ReactNode, onAction: () => void, enabled: boolean) => (
    <div className="form">
      {children}
      <button type="button" className="button button--block" onClick={onAction} disabled={!enabled} data-autofocus>
        {action}
      </button>
    </div>
  );

  let title: ReactNode = <Trans>Forgot password</Trans>;
  let body: ReactNode;
  switch (view.step) {
    case 'email':
      body = form(
        <>
          <p>
            <Trans>Enter your username and the e-mail address of your account. We will send you a link to choose a new password.</Trans>
          </p>
          {field('username', t`Username`, 'username', 'text', true)}
          {field('email', t`E-mail address`, 'email', 'email')}
        </>,
        <Trans>Send link</Trans>,
      );
      break;
    case 'emailSent':
      title = <Trans>Check your e-mail</Trans>;
      body = notice(
        <p role="status">
          <Trans>
            If the username and e-mail address belong to an account, a link to choose a new password is on its way to that address. It is valid for 30
            minutes.
          </Trans>
        </p>,
        <Trans>Back to log in</Trans>,
        onConfirm,
        view.canConfirm,
      );
      break;
    case 'phone':
      body = form(
        <>
          <p>
            <Trans>Get a code by SMS to the mobile number of your account, then choose a new password.</Trans>
          </p>
          <PhoneCodeFields
            idPrefix="forgot"
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
          {newPasswordFields(false)}
        </>,
        <Trans>Set new password</Trans>,
      );
      break;
    case 'newPassword':
      title = <Trans>Choose a new password</Trans>;
      body = form(newPasswordFields(true), <Trans>Set new password</Trans>);
      break;
    case 'passwordChanged':
      title = <Trans>Password changed</Trans>;
      body = notice(
        <p role="status">
          <Trans>Your password has been changed and every session of your account was signed out. Please log in with the new password.</Trans>
        </p>,
        <Trans>Log in</Trans>,
        onConfirm,
        view.canConfirm,
      );
      break;
    case 'linkInvalid':
      body = notice(
        <p className="form__error" role="alert" data-testid="forgot-error">
          {i18n._(forgotPasswordErrorMessage(view.errorCode ?? 'password.reset.invalid'))}
        </p>,
        <Trans>Ask for a new link</Trans>,
        onRenewLink,
        view.canRenewLink,
      );
      break;
  }

  return (
    <Modal title={title} closable onClose={onClose} testId="forgot-password-dialog">
      <DialogBanner dialog="forget" />
      {body}
    </Modal>
  );
}
