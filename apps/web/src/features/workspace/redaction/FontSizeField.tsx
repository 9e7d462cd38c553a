import { FONT_SIZE } from '@workbench/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampFontSize, isFontSizeAllowed } from './appearance-rules';

/**
 * The font size, 4 to 72 (spec §5). What is typed is kept as typed until it leaves the field, so
 * "1" on the way to "12" is allowed; only sizes inside the limits are saved while typing, and
 * leaving the field brings anything outside them back to the nearest limit.
 */
export function FontSizeField({
  value,
  onChange,
}: {
  value: number;
  onChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const isInvalid = draft !== null && !isFontSizeAllowed(Number(draft));

  function handleChange(text: string) {
    setDraft(text);
    const size = Number(text);
    if (text.trim() !== '' && isFontSizeAllowed(size)) onChange(size);
  }

  function handleBlur() {
    const size = Number(draft);
    if (draft !== null && draft.trim() !== '' && Number.isFinite(size)) {
      onChange(clampFontSize(size));
    }
    setDraft(null);
  }

  return (
    <div className="field">
      <label htmlFor={id}>{t('workspace.redactionPanel.fontSize')}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        step={1}
        value={draft ?? String(value)}
        aria-invalid={isInvalid}
        aria-describedby={hintId}
        onChange={(event) => handleChange(event.target.value)}
        onBlur={handleBlur}
      />
      <p id={hintId} className="field-hint">
        {t('workspace.redactionPanel.fontSizeHint', { min: FONT_SIZE.min, max: FONT_SIZE.max })}
      </p>
    </div>
  );
}
