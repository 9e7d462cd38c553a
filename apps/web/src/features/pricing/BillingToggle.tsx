import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from './plan-format';

type BillingToggleProps = {
  period: BillingPeriod;
  /** The best yearly saving in percent, shown next to the yearly choice. */
  savingsPercent: number | null;
  onChange: (period: BillingPeriod) => void;
};

export function BillingToggle({ period, savingsPercent, onChange }: BillingToggleProps) {
  const { t } = useTranslation();
  const choice = (value: BillingPeriod, label: string) => (
    <button
      type="button"
      className="billing-toggle-option"
      aria-pressed={period === value}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  );
  return (
    <div className="billing-toggle-row">
      <div className="billing-toggle" role="group" aria-label={t('pricing.toggle.label')}>
        {choice('month', t('pricing.toggle.monthly'))}
        {choice('year', t('pricing.toggle.yearly'))}
      </div>
      {savingsPercent !== null && (
        <span className="pricing-savings">
          {t('pricing.toggle.savings', { percent: savingsPercent })}
        </span>
      )}
    </div>
  );
}
