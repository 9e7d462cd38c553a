import {
  ALIGN,
  DEFAULT_REDACTION_TEXT,
  normalizeAppearance,
  REDACTION_MODES,
  REDACTION_TEXT_MAX,
  type TAppearanceInput,
  type TRedactionMode,
  type TRgb,
} from '@workbench/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hexToRgb, modeUses, rgbToHex, withMode } from './appearance-rules';
import { FontSizeField } from './FontSizeField';

const ALIGNMENTS = Object.keys(ALIGN) as (keyof typeof ALIGN)[];

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TRgb;
  onChange: (rgb: TRgb) => void;
}) {
  const id = useId();
  return (
    <div className="field redaction-color-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="color"
        value={rgbToHex(value)}
        onChange={(event) => onChange(hexToRgb(event.target.value))}
      />
    </div>
  );
}

/** The key of the label for the text colour, which also colours the cross-out lines. */
function textColorLabel(uses: ReturnType<typeof modeUses>): string {
  if (uses.text && uses.crossOut) return 'textAndLineColor';
  return uses.text ? 'textColor' : 'lineColor';
}

/** The redaction appearance settings; only the fields the chosen mode draws with are shown. */
export function AppearanceFields({
  appearance,
  onChange,
}: {
  appearance: TAppearanceInput;
  onChange: (appearance: TAppearanceInput) => void;
}) {
  const { t } = useTranslation();
  const modeId = useId();
  const textId = useId();
  const alignId = useId();
  const uses = modeUses(appearance.mode);
  const drawn = normalizeAppearance(appearance);
  const change = (patch: Partial<TAppearanceInput>) => onChange({ ...appearance, ...patch });

  return (
    <div className="redaction-appearance-fields">
      <div className="field">
        <label htmlFor={modeId}>{t('workspace.redactionPanel.mode')}</label>
        <select
          id={modeId}
          value={appearance.mode}
          onChange={(event) => onChange(withMode(appearance, event.target.value as TRedactionMode))}
        >
          {REDACTION_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`workspace.redactionPanel.modes.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      {uses.fill && drawn.fill_color && (
        <ColorField
          label={t('workspace.redactionPanel.fillColor')}
          value={drawn.fill_color}
          onChange={(fill_color) => change({ fill_color })}
        />
      )}
      {uses.text && (
        <div className="field">
          <label htmlFor={textId}>{t('workspace.redactionPanel.text')}</label>
          <input
            id={textId}
            type="text"
            maxLength={REDACTION_TEXT_MAX}
            placeholder={DEFAULT_REDACTION_TEXT}
            value={appearance.text ?? ''}
            onChange={(event) => change({ text: event.target.value })}
          />
        </div>
      )}
      {(uses.text || uses.crossOut) && (
        <ColorField
          label={t(`workspace.redactionPanel.${textColorLabel(uses)}`)}
          value={drawn.text_color}
          onChange={(text_color) => change({ text_color })}
        />
      )}
      {uses.text && (
        <>
          <FontSizeField
            value={appearance.font_size}
            onChange={(font_size) => change({ font_size })}
          />
          <div className="field">
            <label htmlFor={alignId}>{t('workspace.redactionPanel.align')}</label>
            <select
              id={alignId}
              value={appearance.align}
              onChange={(event) =>
                change({ align: Number(event.target.value) as TAppearanceInput['align'] })
              }
            >
              {ALIGNMENTS.map((name) => (
                <option key={name} value={ALIGN[name]}>
                  {t(`workspace.redactionPanel.alignments.${name}`)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
