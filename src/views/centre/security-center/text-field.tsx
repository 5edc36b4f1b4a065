/**
 * One labelled input of the security centre's forms (presentational): its error under the label,
 * marked invalid and describing the input with its hint, so a screen reader reads both.
 */
import type { HTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'date' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** `aria-describedby` of an input: its hint and its error, when shown. */
export const describedBy = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

export function TextField({
  id,
  label,
  value,
  error,
  hint,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  disabled,
  onChange,
}: TextFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        className="field__input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p className="security__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
