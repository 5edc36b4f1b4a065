/** One registration field: label, the error under it, and the input (with an optional addon beside it). */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { FieldSpec, RegistrationFieldError } from '../../../machines/registration';
import { fieldErrorMessage, registrationFieldLabel } from './registration.messages';

export interface RegistrationFieldProps {
  spec: FieldSpec;
  value: string;
  error: RegistrationFieldError | undefined;
  onChange: (value: string) => void;
  /** before the input (the dialing code picker) */
  prefix?: ReactNode;
  /** after the input (the SMS code button, the captcha image) */
  addon?: ReactNode;
}

const autoCompletes: Partial<Record<string, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'new-password',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  email: 'email',
  payeeName: 'name',
  captcha: 'off',
};

export function RegistrationFieldInput({ spec, value, error, onChange, prefix, addon }: RegistrationFieldProps) {
  const { i18n } = useLingui();
  const id = `register-${spec.field}`;
  const errorId = `${id}-error`;
  const inputType = spec.type === 'password' || spec.type === 'email' || spec.type === 'tel' ? spec.type : 'text';
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {i18n._(registrationFieldLabel(spec.field))}
        {spec.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {error ? (
        <p className="field__error" id={errorId} data-testid={`${id}-error`}>
          {i18n._(fieldErrorMessage(error))}
        </p>
      ) : null}
      <div className="field__row">
        {prefix}
        <input
          id={id}
          className="field__input"
          type={inputType}
          name={spec.field}
          autoComplete={autoCompletes[spec.field] ?? 'off'}
          inputMode={spec.field === 'verificationCode' || spec.type === 'tel' ? 'numeric' : undefined}
          maxLength={spec.maxLength ?? undefined}
          required={spec.required}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {addon}
      </div>
    </div>
  );
}
