import { normalizeAppearance, type TAppearanceInput, type TRgb } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { crossOutColor, modeUses } from './appearance-rules';

// The sample area is about this tall; the engine shrinks text that does not fit its area, so
// larger sizes are shown at this size too.
const SAMPLE_MAX_FONT_PX = 28;
const TEXT_ALIGN = ['left', 'center', 'right'] as const;

function cssColor([red, green, blue]: TRgb): string {
  return `rgb(${[red, green, blue].map((value) => Math.round(value * 255)).join(' ')})`;
}

/** A redacted area as the chosen appearance will draw it, on a piece of white page. */
export function AppearanceSample({ appearance }: { appearance: TAppearanceInput }) {
  const { t } = useTranslation();
  const drawn = normalizeAppearance(appearance);
  const uses = modeUses(drawn.mode);
  return (
    <div className="redaction-sample">
      <div
        className="redaction-sample-area"
        role="img"
        aria-label={t('workspace.redactionPanel.sampleLabel', {
          mode: t(`workspace.redactionPanel.modes.${drawn.mode}`),
        })}
        style={{
          backgroundColor: drawn.fill_color ? cssColor(drawn.fill_color) : 'transparent',
          color: cssColor(drawn.text_color),
          fontSize: Math.min(drawn.font_size, SAMPLE_MAX_FONT_PX),
          textAlign: TEXT_ALIGN[drawn.align],
        }}
      >
        {uses.crossOut && (
          <svg className="redaction-sample-cross" viewBox="0 0 100 100" preserveAspectRatio="none">
            <path
              d="M0 0 L100 100 M100 0 L0 100"
              stroke={cssColor(crossOutColor(drawn.text_color, drawn.fill_color))}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        )}
        {drawn.text && <span className="redaction-sample-text">{drawn.text}</span>}
      </div>
    </div>
  );
}
