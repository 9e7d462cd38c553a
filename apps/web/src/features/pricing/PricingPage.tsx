import type { TCurrentSubscription } from '@workbench/contracts';
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
  view: PricingView;
  plans: PlansState;
  onRetry: () => void;
  control: SubscribeControl;
};

type PricingView =
  | { kind: 'loading' }
  | { kind: 'normal' }
  | { kind: 'upgrade'; subscription: TCurrentSubscription }
  | { kind: 'renew'; subscription: TCurrentSubscription };

/**
 * What the page can show for the query: the upgrade view needs the user's subscription and its
 * advice, the renew view also that the plan named is the one held (its renewal figures are that
 * plan's). Otherwise, for a visitor or anyone else, the plan cards are the useful answer.
 */
function pricingView(mode: PricingMode, current: CurrentSubscriptionState): PricingView {
  if (mode.kind === 'normal') return { kind: 'normal' };
  if (current.isLoading) return { kind: 'loading' };
  const { subscription } = current;
  if (subscription === null) return { kind: 'normal' };
  if (mode.kind === 'upgrade') return { kind: 'upgrade', subscription };
  const isHeldPlan = subscription.plan_code === mode.planCode && isPurchasable(mode.planCode);
  return isHeldPlan ? { kind: 'renew', subscription } : { kind: 'normal' };
}

function PricingBody({ view, plans, onRetry, control }: BodyProps) {
  const { t } = useTranslation();
  switch (view.kind) {
    case 'loading':
      return (
        <p className="pricing-panel" role="status">
          {t('pricing.loading')}
        </p>
      );
    case 'upgrade':
      return <UpgradeView subscription={view.subscription} control={control} />;
    case 'renew':
      return (
        <RenewView
          plan={view.subscription.plan}
          subscription={view.subscription}
          control={control}
        />
      );
    default:
      return <PlanCatalog plans={plans} onRetry={onRetry} control={control} />;
  }
}

export function PricingPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const [searchParams] = useSearchParams();
  const mode = readPricingMode(searchParams);
  const { state: plans, reload } = usePlans();
  const current = useCurrentSubscription();
  const control = useSubscribe(current);
  const view = pricingView(mode, current);
  return (
    <div className="pricing-page">
      {status === 'signed-out' && <PublicBar />}
      <PricingHero mode={view.kind === 'loading' ? mode.kind : view.kind} />
      {control.isOrgMember && (
        <p className="pricing-warning" role="status">
          {t('pricing.organizationMember')}
        </p>
      )}
      <PricingBody view={view} plans={plans} onRetry={reload} control={control} />
    </div>
  );
}
