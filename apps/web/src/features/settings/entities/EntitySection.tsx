import {
  PERSONAL_DATA_TYPES,
  pickerCatalogue,
  pickerEntityOf,
  SELECT_ALL_ENTITY,
  type TEntityMethodId,
} from '@workbench/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert, RetryAlert } from '../../../components/FormAlert';
import { entityTypeLabel } from '../../../lib/entity-labels';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { fetchEntities, replaceEntities } from '../settings-api';
import { emitSettingsChanged } from '../settings-events';
import { useSettingsResource } from '../use-settings-resource';
import { PersonalDataNote } from './PersonalDataNote';
import {
  createSelection,
  customNames,
  deselectAll,
  isAllSelected,
  selectAll,
  selectOnly,
  toggleAll,
  toggleEntity,
  type EntitySelection,
} from './entity-selection';

const MODEL_KEYS: Record<TEntityMethodId, string> = { 1: 'fast', 2: 'advanced', 3: 'standard' };

/**
 * One model's collapsible section: a checkbox grid with select all, deselect all and save; the
 * fast model's also chooses the personal-data preset (decision 0050).
 */
export function EntitySection({ methodId }: { methodId: TEntityMethodId }) {
  const { t } = useTranslation();
  const catalogue = pickerCatalogue(methodId);
  const load = useCallback(
    async (signal: AbortSignal) =>
      createSelection(catalogue, await fetchEntities(methodId, signal), (name) =>
        pickerEntityOf(methodId, name),
      ),
    [methodId, catalogue],
  );
  const resource = useSettingsResource(load, 'entities');
  const { data: selection, failed: loadFailed, reload } = resource;
  const setSelection = (next: EntitySelection) => resource.setData(() => next);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function handleSave(current: EntitySelection) {
    setIsSaving(true);
    setSaveFailure(null);
    try {
      const saved = await replaceEntities(methodId, customNames(current));
      setSelection(createSelection(catalogue, saved, (name) => pickerEntityOf(methodId, name)));
      toast.success(t('settings.saved'));
      emitSettingsChanged(['entities']);
    } catch (error) {
      setSaveFailure(errorMessage(t, error, t('settings.entities.saveIncomplete')));
    } finally {
      setIsSaving(false);
    }
  }

  const model = MODEL_KEYS[methodId];
  const title = t(`settings.entities.models.${model}`);
  return (
    <details className="settings-card entity-section" open>
      <summary>
        <h2>{title}</h2>
      </summary>
      {loadFailed && (
        <RetryAlert
          message={t('settings.entities.loadFailed', { id: methodId })}
          onRetry={reload}
        />
      )}
      {selection === null && !loadFailed && <p className="muted">{t('settings.loading')}</p>}
      {selection !== null && (
        <fieldset disabled={isSaving} aria-label={title}>
          <FailureAlert message={saveFailure} />
          <EntityGrid methodId={methodId} selection={selection} onChange={setSelection} />
          {methodId === 1 && <PersonalDataNote selection={selection} />}
          <div className="button-row">
            {methodId === 1 && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setSelection(selectOnly(selection, PERSONAL_DATA_TYPES))}
              >
                {t('settings.entities.personalData')}
              </button>
            )}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setSelection(selectAll(selection))}
            >
              {t('settings.entities.selectAll')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setSelection(deselectAll(selection))}
            >
              {t('settings.entities.deselectAll')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void handleSave(selection)}
            >
              {t('settings.entities.save')}
            </button>
          </div>
        </fieldset>
      )}
    </details>
  );
}

/** When every entry is chosen only the select-all entry shows (accounts §4). */
function EntityGrid({
  methodId,
  selection,
  onChange,
}: {
  methodId: TEntityMethodId;
  selection: EntitySelection;
  onChange: (next: EntitySelection) => void;
}) {
  const { t } = useTranslation();
  const allSelected = isAllSelected(selection);
  const allEntry = SELECT_ALL_ENTITY[methodId];
  return (
    <ul className="entity-grid">
      <li>
        <label>
          <input
            type="checkbox"
            checked={allSelected}
            onChange={() => onChange(toggleAll(selection))}
          />
          {t('settings.entities.all')} ({allEntry})
        </label>
      </li>
      {!allSelected &&
        selection.catalogue.map((text) => {
          const isPinned = selection.predefined.has(text);
          return (
            <li key={text}>
              <label title={isPinned ? t('settings.entities.pinned') : undefined}>
                <input
                  type="checkbox"
                  checked={selection.selected.has(text)}
                  disabled={isPinned}
                  onChange={() => onChange(toggleEntity(selection, text))}
                />
                {entityTypeLabel(text)}
                {isPinned && <span className="badge">{t('settings.entities.pinnedBadge')}</span>}
              </label>
            </li>
          );
        })}
    </ul>
  );
}
