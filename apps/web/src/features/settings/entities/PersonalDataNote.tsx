import { PERSONAL_DATA_TYPES } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { isOnly, type EntitySelection } from './entity-selection';

/** What the personal-data button chooses, or that the list is that preset now. */
export function PersonalDataNote({ selection }: { selection: EntitySelection }) {
  const { t } = useTranslation();
  const count = PERSONAL_DATA_TYPES.length;
  const isPreset = isOnly(selection, PERSONAL_DATA_TYPES);
  return (
    <p className="muted entity-preset-note" aria-live="polite" data-preset={isPreset}>
      {isPreset
        ? t('settings.entities.isPersonalData', { count })
        : t('settings.entities.personalDataHint', { count })}
    </p>
  );
}
