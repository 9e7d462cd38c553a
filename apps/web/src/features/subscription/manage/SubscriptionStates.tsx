import type { TUsage } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { fetchUsage } from '../billing-api';
import { formatDate } from '../format';
import { UsageGauge } from './UsageGauge';

/**
 * No subscription is not an error (a 404, §4): the free plan's pages this month, and the plans.
 */
export function NoSubscription({ refreshCount }: { refreshCount: number }) {
  const { t } = useTranslation();
  return (
    <div className="settings-card manage-empty">
      <h2>{t('subscription.none.title')}</h2>
      <FreeUsage refreshCount={refreshCount} />
      <p className="muted">{t('subscription.none.body')}</p>
      <Link className="button button-primary" to="/pricing">
        {t('subscription.none.viewPlans')}
      </Link>
    </div>
  );
}

/** LOAD_SUBSCRIPTION_FAILED: the subscription could not be loaded at all. */
export function SubscriptionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  function handleBack() {
    // A first page of the visit has no history entry of ours to go back to.
    if (location.key === 'default') void navigate('/playground');
    else void navigate(-1);
  }

  return (
    <div className="alert alert-error manage-error" role="alert">
      <p>{t('subscription.loadFailed')}</p>
      <div className="button-row manage-actions">
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
        <button type="button" className="button button-secondary" onClick={handleBack}>
          {t('subscription.goBack')}
        </button>
      </div>
    </div>
  );
}

/** The free plan's count this month; nothing while it loads or when it cannot be read. */
function FreeUsage({ refreshCount }: { refreshCount: number }) {
  const { t, i18n } = useTranslation();
  const [usage, setUsage] = useState<TUsage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchUsage(controller.signal)
      .then(setUsage)
      .catch(() => undefined);
    return () => controller.abort();
  }, [refreshCount]);

  if (usage === null || usage.source !== 'free') return null;
  return (
    <div className="free-usage">
      <UsageGauge usage={usage} title={t('subscription.none.usageTitle')} />
      <p className="field-hint">
        {t('subscription.none.renews', { date: formatDate(usage.resets_at, i18n.language) })}
      </p>
    </div>
  );
}
