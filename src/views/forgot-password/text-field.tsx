/** One labelled input with its error under the label, as the forgot-password steps use it. */
export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

export function TextField({ id, name, label, value, error, type = 'text', autoComplete, autoFocus = false, onChange }: TextFieldProps) {
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
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus={autoFocus ? true : undefined}
      />
    </div>
  );
}
