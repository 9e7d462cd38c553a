import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesStore, type Scope } from './files-store';
import './scope-picker.css';

const SCOPES: readonly Scope[] = ['current', 'selected', 'all'];

/**
 * Which files an action covers (spec §4 Scope): the current file, the selected files or all.
 * "Selected" cannot be chosen while no file is selected. `name` groups the radio buttons, so
 * it must differ between pickers shown at the same time.
 */
export function ScopePicker({
  value,
  onChange,
  name,
}: {
  value: Scope;
  onChange: (scope: Scope) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const hasSelection = useFilesStore((state) => state.selectedKeys.length > 0);
  return (
    <fieldset className="scope-picker" role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId}>{t('workspace.scopePicker.label')}</legend>
      {SCOPES.map((scope) => (
        <label key={scope} className="scope-picker-option">
          <input
            type="radio"
            name={name}
            value={scope}
            checked={value === scope}
            disabled={scope === 'selected' && !hasSelection}
            onChange={() => onChange(scope)}
          />
          {t(`workspace.scopePicker.${scope}`)}
        </label>
      ))}
    </fieldset>
  );
}
