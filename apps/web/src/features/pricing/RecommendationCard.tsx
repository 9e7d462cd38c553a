import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanActionButton } from './PlanActionButton';
import { formatCount, formatOre, isMostPopular } from './plan-format';
import type { Recommendation } from './recommendations';
import type { SubscribeControl } from './use-subscribe';

type RecommendationCardProps = {
  recommendation: Recommendation;
  control: SubscribeControl;
};

/**
 * One suggested plan; its price arrives in øre per the plan's own period, the difference from
 * today per month (decision 0016).
 */
export function RecommendationCard({ recommendation, control }: RecommendationCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const { planCode, planName, newPrice, priceDifference, quotaIncrease } = recommendation;
  const unit = recommendation.priority === 3 ? 'year' : 'month';
  const isPopular = isMostPopular(planCode);
  return (
    <article
      className={`pricing-card${isPopular ? ' pricing-card-popular' : ''}`}
      aria-labelledby={titleId}
    >
      {isPopular && <p className="pricing-badge">{t('pricing.mostPopular')}</p>}
      <h3 id={titleId}>{planName}</h3>
      {newPrice !== null && (
        <p className="pricing-price">
          <span className="pricing-amount">{formatOre(newPrice, language)}</span>
          <span className="pricing-period">{t(`pricing.per.${unit}`)}</span>
        </p>
      )}
      <p className="pricing-reason">{t(`pricing.upgrade.reasoning.${recommendation.reasoning}`)}</p>
      <ul className="pricing-facts">
        {quotaIncrease !== null && quotaIncrease > 0 && (
          <li>
            {t('pricing.upgrade.quotaIncrease', {
              count: quotaIncrease,
              formatted: formatCount(quotaIncrease, language),
            })}
          </li>
        )}
        {priceDifference !== null && (
          <li>
            {t(priceDifference >= 0 ? 'pricing.upgrade.costsMore' : 'pricing.upgrade.costsLess', {
              amount: formatOre(Math.abs(priceDifference), language),
            })}
          </li>
        )}
      </ul>
      <div className="pricing-card-footer">
        <PlanActionButton
          planCode={planCode}
          planName={planName}
          control={control}
          label={t('pricing.upgrade.choose', { plan: planName })}
        />
      </div>
    </article>
  );
}
