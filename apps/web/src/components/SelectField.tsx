import { useId } from 'react';

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  renderOption: (value: T) => string;
  onChange: (value: T) => void;
};

/** A labelled choice among fixed values. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  renderOption,
  onChange,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {renderOption(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
