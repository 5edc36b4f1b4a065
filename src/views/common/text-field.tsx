/**
 * One labelled field, as every form of the site shows one: the label, the error under it (the
 * control marked invalid), the control, and an optional hint under it; the control is described by
 * its hint and its error, so a screen reader reads both. `FieldFrame` is that frame around any
 * control (a select, a textarea); `TextField` is it around an input. Presentational: the value and
 * the error come from the form's chart.
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

/** What a field's control takes from its frame: its id, and what marks it invalid and describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** the control: an input, a select, a textarea, given the props that tie it to the label, hint and error */
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, the error under it, the control and the hint under that: the one frame of every field. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null),
      })}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

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
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          type={type}
          name={name}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          data-autofocus={autoFocus ? true : undefined}
        />
      )}
    </FieldFrame>
  );
}
