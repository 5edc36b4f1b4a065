/**
 * The "create a downline" form (presentational): username, password, member or agent, and the
 * rates per product. A field's error shows under it (required here, or the gateway's words for a
 * register rule); the gateway's other refusals above the button.
 */
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DownlineAccountEvent, DownlineAccountField, DownlineAccountView } from '../../../../machines/downline-account';
import { fieldErrorMessage, patternMessage } from '../../registration/registration.messages';
import { RateFields } from './rate-fields';
import { registerMessage } from './register.messages';

export function DownlineAccountForm({ view, send }: { view: DownlineAccountView; send: (event: DownlineAccountEvent) => void }) {
  const { t, i18n } = useLingui();
  const submitting = view.status === 'submitting';
  const errorText = (field: DownlineAccountField) => {
    const error = view.fieldErrors[field];
    if (!error) return null;
    if (error.code === 'refused') return error.text ?? t`This value is not accepted.`;
    if (error.code === 'required') return field === 'username' ? t`Please enter a username.` : t`Please enter a password.`;
    return i18n._(fieldErrorMessage(error));
  };
  const ruleText = (field: 'username' | 'password') => {
    const rule = view.rules[field];
    return rule?.enabled ? i18n._(patternMessage(rule.patternId, rule.minLength, rule.maxLength)) : null;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };
  const textField = (field: 'username' | 'password', label: string, type: string, autoComplete: string) => {
    const id = `downline-account-${field}`;
    const error = errorText(field);
    const rule = ruleText(field);
    const described = [error ? `${id}-error` : null, rule ? `${id}-rule` : null].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="field__input"
          type={type}
          autoComplete={autoComplete}
          maxLength={field === 'username' ? 64 : 128}
          value={view.values[field]}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => send({ type: 'field.change', field, value: event.target.value })}
        />
        {rule ? (
          <span className="register__hint" id={`${id}-rule`}>
            {rule}
          </span>
        ) : null}
        {error ? (
          <span className="field__error" id={`${id}-error`}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="register__form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting}
      aria-labelledby="downline-account-title"
      data-testid="downline-account-form"
    >
      <h4 id="downline-account-title">
        <Trans>Create a downline</Trans>
      </h4>
      <p className="register__hint">
        <Trans>The account is opened directly under you, with the site's rules for usernames and passwords.</Trans>
      </p>
      <div className="register__row">
        {textField('username', t`Username`, 'text', 'off')}
        {textField('password', t`Password`, 'password', 'new-password')}
        <div className="field">
          <label className="field__label" htmlFor="downline-account-type">
            <Trans>Kind</Trans>
          </label>
          <select
            id="downline-account-type"
            className="field__input"
            value={view.values.type}
            disabled={submitting}
            onChange={(event) => send({ type: 'field.change', field: 'type', value: event.target.value })}
          >
            <option value="member">{t`A member`}</option>
            <option value="agent">{t`An agent`}</option>
          </select>
        </div>
      </div>
      <RateFields
        idPrefix="downline-account"
        ceilings={view.ceilings}
        rates={view.rates}
        errors={view.rateErrors}
        disabled={submitting}
        onChange={(product, value) => send({ type: 'rate.change', product, value })}
      />
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(registerMessage(view.errorCode))}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? <Trans>Creating…</Trans> : <Trans>Create the account</Trans>}
      </button>
    </form>
  );
}
