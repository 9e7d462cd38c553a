import type { TUsage } from '@workbench/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format';

export type GaugeUsage = Pick<TUsage, 'pages_used' | 'pages_limit' | 'percent_used' | 'gauge'>;

/**
 * Pages used against the limit; its colour is the server's gauge level (70 % and 90 %). The
 * title says which count it is: this period's by default.
 */
export function UsageGauge({ usage, title }: { usage: GaugeUsage; title?: string }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const { pages_used: used, pages_limit: limit, percent_used: percent, gauge } = usage;
  const numbers = new Intl.NumberFormat(i18n.language);
  const text = t('subscription.usage.pages', {
    used: numbers.format(used),
    limit: numbers.format(limit),
  });
  return (
    <div className="usage-gauge">
      <div className="usage-gauge-label">
        <span id={labelId}>{title ?? t('subscription.usage.title')}</span>
        <span>
          {text} ({formatPercent(percent, i18n.language)})
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={text}
        className={`usage-gauge-track usage-gauge-${gauge}`}
      >
        {/* Set through the CSSOM, which the strict style-src allows (no style attribute parsed). */}
        <span style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
    </div>
  );
}
