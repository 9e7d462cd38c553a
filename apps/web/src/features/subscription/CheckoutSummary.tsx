import type { TPlan } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatNok, pagesPerPeriod } from '../pricing/plan-format';

/**
 * The plan being bought, priced in NOK like every other price: the spec's dollar sign here put a
 * wrong currency on the one screen where the user commits to paying (decision 0033).
 */
export function CheckoutSummary({ plan }: { plan: TPlan }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const pages = pagesPerPeriod(plan);
  return (
    <dl className="summary-list" aria-label={t('checkout.summary')}>
      <div>
        <dt>{t('checkout.plan')}</dt>
        <dd>{plan.plan_name}</dd>
      </div>
      <div>
        <dt>{t('checkout.billing')}</dt>
        <dd>{t(`checkout.billed.${plan.period_unit}`)}</dd>
      </div>
      <div>
        <dt>{t('checkout.pages')}</dt>
        <dd>
          {t(`pricing.pages.${plan.period_unit}`, {
            count: pages,
            formatted: formatCount(pages, language),
          })}
        </dd>
      </div>
      <div className="checkout-total">
        <dt>{t('checkout.price')}</dt>
        <dd>{formatNok(plan.metadata.price, language)}</dd>
      </div>
    </dl>
  );
}
