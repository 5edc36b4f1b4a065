/** Presentational change-password dialog; the forced variant cannot be closed. */
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { Modal } from '../common/modal';
import { changePasswordErrorMessage, changePasswordFieldErrorMessage } from './change-password.messages';

export type ChangePasswordFieldName = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordDialogModel {
  values: Record<ChangePasswordFieldName, string>;
  fieldErrors: Partial<Record<ChangePasswordFieldName, string>>;
  errorCode: string | null;
  busy: boolean;
  forced: boolean;
  canSubmit: boolean;
}

export interface ChangePasswordDialogProps {
  view: ChangePasswordDialogModel;
  onFieldChange: (field: ChangePasswordFieldName, value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  onSignOut: () => void;
}

export function ChangePasswordDialog({ view, onFieldChange, onSubmit, onClose, onSignOut }: ChangePasswordDialogProps) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  const field = (name: ChangePasswordFieldName, label: string, autoComplete: string) => {
    const error = view.fieldErrors[name];
    const id = `change-password-${name}`;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {i18n._(changePasswordFieldErrorMessage(error))}
          </p>
        ) : null}
        <input
          id={id}
          className="field__input"
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={view.values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onFieldChange(name, event.target.value)}
        />
      </div>
    );
  };

  return (
    <Modal
      title={<Trans>Change password</Trans>}
      closable={!view.forced}
      onClose={onClose}
      testId={view.forced ? 'change-password-forced' : 'change-password-dialog'}
    >
      <form className="form" noValidate onSubmit={submit} aria-busy={view.busy}>
        {view.forced ? (
          <p data-testid="change-password-expired">
            <Trans>Your password has expired or is still the initial password. Please set a new password to continue.</Trans>
          </p>
        ) : null}
        {view.errorCode ? (
          <p className="form__error" role="alert">
            {i18n._(changePasswordErrorMessage(view.errorCode))}
          </p>
        ) : null}
        {field('oldPassword', t`Current password`, 'current-password')}
        {field('newPassword', t`New password`, 'new-password')}
        {field('confirmNewPassword', t`Confirm new password`, 'new-password')}
        <button type="submit" className="button button--block" disabled={view.busy || !view.canSubmit}>
          <Trans>Save password</Trans>
        </button>
        {view.forced ? (
          <button type="button" className="button button--secondary button--block" onClick={onSignOut} disabled={view.busy}>
            <Trans>Sign out</Trans>
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
