import type { TEngineName } from '@workbench/contracts';
import { PERSONAL_DATA_TYPES } from '@workbench/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityTypeLabel } from '../../../lib/entity-labels';
import {
  entityNameOf,
  entityOptions,
  isChosen,
  isPersonalData,
  PERSONAL_DATA_OPTION,
  selectAllOf,
  shortEntityLabel,
  toggleChoice,
} from './entity-choices';
import type { EngineAvailability } from './engine-status';

/** What the closed list says it holds: all, personal data, none, or the first few chosen labels. */
function useChoiceSummary(engine: TEngineName, choice: readonly string[]) {
  const { t } = useTranslation();
  if (choice.includes(selectAllOf(engine))) return t('workspace.detection.allOption');
  if (isPersonalData(engine, choice)) return t('workspace.detection.personalData');
  if (choice.length === 0) return t('workspace.detection.noneChosen');
  const labels = choice.slice(0, 2).map((id) => shortEntityLabel(entityNameOf(engine, id)));
  const more = choice.length - labels.length;
  return more > 0
    ? t('workspace.detection.chosenMore', { labels: labels.join(', '), count: more })
    : labels.join(', ');
}

/**
 * One model's multi-select of entity types (workspace §2): the select-all entry first, for the
 * fast model the personal-data entry next, then the catalogue. A model whose engine cannot run on
 * this server, or needs the server in on-device mode, is disabled with the reason.
 */
export function ModelChoice({
  engine,
  choice,
  status,
  isDisabled,
  onChange,
}: {
  engine: TEngineName;
  choice: readonly string[];
  status: EngineAvailability | undefined;
  isDisabled: boolean;
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const detailId = useId();
  const summary = useChoiceSummary(engine, choice);
  const isReady = status === undefined || status.state === 'ready';
  const all = selectAllOf(engine);
  return (
    <fieldset
      className="detection-model"
      disabled={!isReady || isDisabled}
      aria-describedby={isReady ? undefined : detailId}
      data-engine={engine}
    >
      <legend>{t(`workspace.detection.models.${engine}`)}</legend>
      {!isReady && (
        <p id={detailId} className="detection-engine-detail">
          {/* The server's detail is for its operator (which setting to change): users read
              whom to ask; the set-up is in the README and on the administrators' status page. */}
          {t(`workspace.detection.engineState.${status.state}`)}
        </p>
      )}
      {!isReady && status.state !== 'not_on_device' && (
        <Link to="/admin/status" className="detection-engine-admin">
          {t('admin.link')}
        </Link>
      )}
      <details className="detection-model-list">
        <summary>{summary}</summary>
        <ul>
          {entityOptions(engine).map((id) => {
            const name = entityNameOf(engine, id);
            const isPreset = id === all || id === PERSONAL_DATA_OPTION;
            const label =
              id === all
                ? t('workspace.detection.allOption')
                : id === PERSONAL_DATA_OPTION
                  ? t('workspace.detection.personalData')
                  : entityTypeLabel(name);
            const title =
              id === PERSONAL_DATA_OPTION
                ? t('workspace.detection.personalDataHint', { count: PERSONAL_DATA_TYPES.length })
                : label;
            return (
              <li key={id} className={isPreset ? 'detection-preset' : undefined}>
                <label title={title}>
                  <input
                    type="checkbox"
                    aria-label={label}
                    checked={isChosen(engine, choice, id)}
                    onChange={() => onChange(toggleChoice(engine, choice, id))}
                  />
                  {isPreset ? label : shortEntityLabel(name)}
                </label>
              </li>
            );
          })}
        </ul>
      </details>
    </fieldset>
  );
}
