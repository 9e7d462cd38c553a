import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { isPurchasable } from './plan-format';
import { PlanCatalog } from './PlanCatalog';
import { PricingHero } from './PricingHero';
import { readPricingMode, type PricingMode } from './pricing-mode';
import { PublicBar } from './PublicBar';
import { RenewView } from './RenewView';
import { UpgradeView } from './UpgradeView';
import { useCurrentSubscription, type CurrentSubscriptionState } from './use-current-subscription';
import { usePlans, type PlansState } from './use-plans';
import { useSubscribe, type SubscribeControl } from './use-subscribe';
import './pricing.css';

type BodyProps = {
  mode: PricingMode;
  current: CurrentSubscriptionState;
  plans: PlansState;
  onRetry: () => void;
  control: SubscribeControl;
};

/**
 * The upgrade and renew views need the user's subscription and its advice; without one (a
 * visitor, or nobody subscribed) the plan cards are the useful answer.
 */
function PricingBody({ mode, current, plans, onRetry, control }: BodyProps) {
  const { t } = useTranslation();
  const { subscription } = current;
  if (mode.kind !== 'normal' && current.isLoading) {
    return (
      <p className="pricing-panel" role="status">
        {t('pricing.loading')}
      </p>
    );
  }
  if (mode.kind === 'upgrade' && subscription) {
    return <UpgradeView subscription={subscription} control={control} />;
  }
  if (mode.kind === 'renew' && subscription && isPurchasable(mode.planCode)) {
    const named = plans.status === 'ready' ? plans.plans : [];
    const plan =
      subscription.plan_code === mode.planCode
        ? subscription.plan
        : (named.find((item) => item.plan_code === mode.planCode) ?? subscription.plan);
    return <RenewView plan={plan} subscription={subscription} control={control} />;
  }
  return <PlanCatalog plans={plans} onRetry={onRetry} control={control} />;
}

export function PricingPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const [searchParams] = useSearchParams();
  const mode = readPricingMode(searchParams);
  const { state: plans, reload } = usePlans();
  const current = useCurrentSubscription();
  const control = useSubscribe(current);
  return (
    <div className="pricing-page">
      {status === 'signed-out' && <PublicBar />}
      <PricingHero mode={mode.kind} />
      {control.isOrgMember && (
        <p className="pricing-warning" role="status">
          {t('pricing.organizationMember')}
        </p>
      )}
      <PricingBody mode={mode} current={current} plans={plans} onRetry={reload} control={control} />
    </div>
  );
}
