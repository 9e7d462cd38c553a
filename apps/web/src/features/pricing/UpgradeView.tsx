import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../subscription/format';
import { EnterpriseCard } from './EnterpriseCard';
import { formatCount } from './plan-format';
import { RecommendationCard } from './RecommendationCard';
import { pickRecommendations, type Recommendation } from './recommendations';
import type { SubscribeControl } from './use-subscribe';

type UpgradeViewProps = { subscription: TCurrentSubscription; control: SubscribeControl };

function RecommendationGroup(props: {
  title: string;
  items: Recommendation[];
  control: SubscribeControl;
}) {
  if (props.items.length === 0) return null;
  return (
    <section className="pricing-group" aria-label={props.title}>
      <h2>{props.title}</h2>
      <div className="pricing-grid">
        {props.items.map((item) => (
          <RecommendationCard key={item.planCode} recommendation={item} control={props.control} />
        ))}
      </div>
    </section>
  );
}

/** Plans that fit the user's projected use, from the server's usage advice. */
export function UpgradeView({ subscription, control }: UpgradeViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { monthly, yearly } = pickRecommendations(subscription.advice.recommendations);
  const { pages_used: used, pages_limit: limit } = subscription.usage;
  return (
    <div className="pricing-upgrade">
      <p className="pricing-usage">
        {t('pricing.upgrade.usage', {
          plan: subscription.plan.plan_name,
          used: formatCount(used, language),
          limit: formatCount(limit, language),
          // As the usage banner writes it ("96.7%"; this page said "97 %").
          percent: formatPercent(subscription.advice.percent_used, language),
        })}
      </p>
      {monthly.length + yearly.length === 0 && (
        <p className="pricing-panel" role="status">
          {t('pricing.upgrade.none')}
        </p>
      )}
      <RecommendationGroup title={t('pricing.upgrade.monthly')} items={monthly} control={control} />
      <RecommendationGroup title={t('pricing.upgrade.yearly')} items={yearly} control={control} />
      <section className="pricing-group" aria-label={t('pricing.upgrade.enterprise')}>
        <h2>{t('pricing.upgrade.enterprise')}</h2>
        <div className="pricing-grid">
          <EnterpriseCard />
        </div>
      </section>
    </div>
  );
}
