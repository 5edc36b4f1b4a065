/**
 * One profile field's form (presentational): the value, and for the set-once real name and birthday
 * the warning that they cannot be changed, then a confirmation before they are saved. What was
 * typed stays on every refusal.
 */
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileFieldView } from '../../../../machines/profile-field';
import { profileFieldLabels, profileFieldMessage, securityErrorMessage } from './security-center.messages';
import { TextField } from '../../common/text-field';

export interface ProfileFieldFormProps {
  view: ProfileFieldView;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onBack: () => void;
  onClose: () => void;
}

export function ProfileFieldForm({ view, onChange, onSubmit, onConfirm, onBack, onClose }: ProfileFieldFormProps) {
  const { i18n } = useLingui();
  const { field } = view;
  const id = `security-${field}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const warning =
    field === 'payeeName' ? (
      <Trans>Your real name can be set only once and must match the name on your bank accounts and e-wallets.</Trans>
    ) : field === 'birthday' ? (
      <Trans>Your birthday can be set only once. You must be 21 or older.</Trans>
    ) : null;
  return (
    <form className="form security__form" noValidate onSubmit={submit} aria-busy={view.saving} data-testid={`${id}-form`}>
      {warning ? (
        <p className="security__warning" id={`${id}-warning`}>
          {warning}
        </p>
      ) : null}
      <TextField
        id={id}
        label={i18n._(profileFieldLabels[field])}
        type={field === 'birthday' ? 'date' : 'text'}
        autoComplete={field === 'payeeName' ? 'name' : field === 'birthday' ? 'bday' : 'nickname'}
        value={view.value}
        error={
          view.error
            ? view.error.code === 'refused' && view.error.text
              ? view.error.text
              : i18n._(profileFieldMessage(field, view.error))
            : undefined
        }
        hint={field === 'nickname' ? <Trans>2 to 20 characters.</Trans> : undefined}
        disabled={view.saving || view.confirming}
        onChange={onChange}
      />
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(securityErrorMessage(view.errorCode))}
        </p>
      ) : null}
      {view.saving ? (
        <p className="security__progress" role="status">
          <Trans>Saving…</Trans>
        </p>
      ) : null}
      {view.confirming ? (
        <div className="security__confirm" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`}>
            <Trans>Save this value? It cannot be changed later.</Trans>
          </p>
          <div className="security__actions">
            <button type="button" className="button" onClick={onConfirm}>
              <Trans>Yes, save it</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={onBack}>
              <Trans>No, go back</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className="security__actions">
          <button type="submit" className="button" disabled={!view.canSubmit}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={view.saving}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
