import { useId, type ReactNode, type Ref } from 'react';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** A localized message; the input is marked invalid and described by it. */
  error?: string | undefined;
  /** Extra help below the input (e.g. the availability status), also read out with it. */
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  isRequired?: boolean;
};

/** A labelled input whose error and hint are tied to it with aria-describedby. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  error,
  hint,
  inputRef,
  isRequired = false,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
