import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

/** No subscription is not an error (a 404, §4): offer the plans instead. */
export function NoSubscription() {
  const { t } = useTranslation();
  return (
    <div className="settings-card manage-empty">
      <h2>{t('subscription.none.title')}</h2>
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
