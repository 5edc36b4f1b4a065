/**
 * The fields of an SMS code: dialing code and mobile number on one row, then the code with the
 * get-code button beside it. Presentational: values, translated field errors and the button come
 * from the flow's container.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import '../../styles/dialog.css';
import './form-parts.css';

export type PhoneCodeField = 'countryDialingCode' | 'mobileNum' | 'verificationCode';

export interface PhoneCodeFieldsProps {
  /** prefix of the input ids, unique per dialog */
  idPrefix: string;
  values: Record<PhoneCodeField, string>;
  /** translated messages, by field */
  errors: Partial<Record<PhoneCodeField, string>>;
  onChange: (field: PhoneCodeField, value: string) => void;
  /** the get-code button (it owns its countdown, slider check and send-failure dialog) */
  codeButton: ReactNode;
  autoFocus?: boolean;
}

export function PhoneCodeFields({ idPrefix, values, errors, onChange, codeButton, autoFocus = false }: PhoneCodeFieldsProps) {
  const id = (field: PhoneCodeField) => `${idPrefix}-${field}`;
  const error = (field: PhoneCodeField) =>
    errors[field] ? (
      <p className="field__error" id={`${id(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const input = (field: PhoneCodeField, autoComplete: string, maxLength: number, focus = false) => (
    <input
      id={id(field)}
      className="field__input"
      type="text"
      inputMode="numeric"
      name={field}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={values[field]}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
      onChange={(event) => onChange(field, event.target.value)}
      data-autofocus={focus ? true : undefined}
    />
  );
  return (
    <>
      <div className="phone-row">
        <div className="field">
          <label className="field__label" htmlFor={id('countryDialingCode')}>
            <Trans>Country code</Trans>
          </label>
          {error('countryDialingCode')}
          {input('countryDialingCode', 'tel-country-code', 5)}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={id('mobileNum')}>
            <Trans>Mobile number</Trans>
          </label>
          {error('mobileNum')}
          {input('mobileNum', 'tel-national', 20, autoFocus)}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={id('verificationCode')}>
          <Trans>SMS code</Trans>
        </label>
        {error('verificationCode')}
        <div className="sms-code">
          {input('verificationCode', 'one-time-code', 6)}
          {codeButton}
        </div>
      </div>
    </>
  );
}
