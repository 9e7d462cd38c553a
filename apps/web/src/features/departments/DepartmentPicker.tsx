import type { TDepartment } from '@workbench/contracts';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { filterDepartments } from './departments-api';

type DepartmentPickerProps = {
  departments: TDepartment[];
  value: number | null;
  onChange: (departmentId: number | null) => void;
  error?: string | undefined;
  filterRef?: Ref<HTMLInputElement>;
};

/**
 * A text filter over a select of departments. The chosen one stays listed while the filter
 * hides it, so the select never shows a choice the user did not make.
 */
export function DepartmentPicker({
  departments,
  value,
  onChange,
  error,
  filterRef,
}: DepartmentPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const matches = filterDepartments(departments, filter);
  const selected = departments.find((department) => department.id === value);
  const options = selected && !matches.includes(selected) ? [selected, ...matches] : matches;
  const errorId = `${id}-error`;
  return (
    <div className="department-picker">
      <div className="field">
        <label htmlFor={`${id}-filter`}>{t('departments.filter')}</label>
        <input
          id={`${id}-filter`}
          ref={filterRef}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-select`}>{t('departments.label')}</label>
        <select
          id={`${id}-select`}
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">{t('departments.choose')}</option>
          {options.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </select>
        {matches.length === 0 && <p className="field-hint">{t('departments.noMatches')}</p>}
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
