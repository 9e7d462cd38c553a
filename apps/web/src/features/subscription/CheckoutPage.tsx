import { LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '../organization/organization-context';
import { checkoutFailureDetail } from './checkout-messages';
import { CheckoutSummary } from './CheckoutSummary';
import { useCheckoutRedirect } from './use-checkout-redirect';
import './checkout.css';

function CheckoutFlow({ planCode }: { planCode: string | null }) {
  const { t } = useTranslation();
  const { isLoading, isFailed, current, role, refresh } = useOrganization();
  // An owner buys for the organization (subscriptions §4); anyone else the server decides for.
  const orgId = role === 'owner' ? current?.org_id : undefined;
  // Not knowing the organizations would let an owner buy for themselves by mistake.
  const state = useCheckoutRedirect(planCode, { isKnown: !isLoading && !isFailed, orgId });
  if (isFailed) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{t('organization.errors.load')}</p>
        <button type="button" className="button button-secondary" onClick={() => void refresh()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (state.phase === 'failed') {
    const detail = planCode ? checkoutFailureDetail(t, state.error) : t('checkout.noPlan');
    return (
      <>
        {state.plan && <CheckoutSummary plan={state.plan} />}
        <div className="alert alert-error" role="alert">
          <p>{t('checkout.failed')}</p>
          {detail && <p>{detail}</p>}
        </div>
        <p className="muted">{t('checkout.backToPricing')}</p>
        <Link to="/pricing" className="button button-secondary">
          {t('checkout.viewPlans')}
        </Link>
      </>
    );
  }
  return (
    <>
      {state.phase === 'redirecting' && <CheckoutSummary plan={state.plan} />}
      <p className="checkout-status" role="status">
        <LoaderCircle aria-hidden="true" size={20} className="checkout-spinner" />
        <span>{t(state.phase === 'loading' ? 'checkout.loading' : 'checkout.redirecting')}</span>
      </p>
    </>
  );
}

/** /subscription/checkout?plan=CODE: a summary, then off to the provider's checkout page. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const planCode = searchParams.get('plan')?.trim() || null;
  return (
    <section className="checkout-page">
      <h1>{t('checkout.title')}</h1>
      <CheckoutFlow key={planCode ?? ''} planCode={planCode} />
    </section>
  );
}
