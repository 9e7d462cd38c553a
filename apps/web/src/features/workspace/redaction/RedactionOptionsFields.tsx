import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedactionOptions } from './build-mapping';

const OPTIONS: readonly (keyof RedactionOptions)[] = [
  'includeSearchHighlights',
  'includeEntityHighlights',
  'includeManualHighlights',
  'removeImages',
];

/** What the redaction takes: which kinds of highlights, and whether images go too. */
export function RedactionOptionsFields({
  options,
  onChange,
}: {
  options: RedactionOptions;
  onChange: (options: Partial<RedactionOptions>) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="redaction-options">
      {OPTIONS.map((option) => (
        <label key={option} className="redaction-option">
          <input
            type="checkbox"
            checked={options[option]}
            aria-describedby={option === 'removeImages' ? hintId : undefined}
            onChange={(event) => onChange({ [option]: event.target.checked })}
          />
          {t(`workspace.redactionPanel.options.${option}`)}
        </label>
      ))}
      <small id={hintId} className="redaction-option-hint">
        {t('workspace.redactionPanel.options.removeImagesHint')}
      </small>
    </div>
  );
}
