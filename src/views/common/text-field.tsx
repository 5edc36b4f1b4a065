/**
 * One labelled input, as every form of the site shows one: the label, the error under it (the
 * input marked invalid), the input, and an optional hint under it; the input is described by its
 * hint and its error, so a screen reader reads both. Presentational: the value and the error come
 * from the form's chart.
 */
import type { HTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  /** the form's name of the field (what a browser's autofill and password manager key on) */
  name?: string;
  /** the field's error (a message, and what else it says, such as the tries left) */
  error?: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'date' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  /** the field a dialog focuses when it opens */
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/** `aria-describedby` of an input: its hint and its error, when shown. */
export const describedBy = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

export function TextField({
  id,
  label,
  value,
  name,
  error,
  hint,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  disabled,
  autoFocus = false,
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
        name={name}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus={autoFocus ? true : undefined}
      />
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
