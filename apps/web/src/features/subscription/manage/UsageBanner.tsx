import type { TCurrentSubscription } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent } from '../format';
import { isBannerDismissed, rememberBannerDismissed } from './banner-dismissal';

/**
 * The banner's heading as the figures have it: "medium" comes at 70 % used or when the pace
 * would use the pages up before the period ends; at 8.9 % used the heading said "most of your
 * pages" (issue 64), so below half it speaks of the pace.
 */
function titleOf(urgency: string, percentUsed: number): string {
  return urgency === 'medium' && percentUsed < 50 ? 'mediumPace' : urgency;
}

/** The usage advice the server computed (§4 "Usage urgency"), with upgrade and renew links. */
export function UsageBanner({ subscription }: { subscription: TCurrentSubscription }) {
  const { t, i18n } = useTranslation();
  const { advice, id, plan_code: planCode } = subscription;
  // Read on every render: a refresh may bring a new level, whose dismissal is its own.
  const [, setDismissals] = useState(0);
  // Shown from 0.1 % (§2); below the lowest urgency level it reads as the low one.
  const urgency = advice.urgency === 'none' ? 'low' : advice.urgency;
  if (!advice.show_banner) return null;
  if (advice.dismissible && isBannerDismissed(id, urgency)) return null;

  const isUrgent = urgency === 'critical' || urgency === 'high';

  function handleDismiss() {
    rememberBannerDismissed(id, urgency);
    setDismissals((count) => count + 1);
  }

  return (
    <div className={`usage-banner usage-banner-${urgency}`} role={isUrgent ? 'alert' : 'status'}>
      <p className="usage-banner-title">
        {t(`subscription.banner.title.${titleOf(urgency, advice.percent_used)}`)}
      </p>
      <p>
        {t('subscription.banner.used', {
          percent: formatPercent(advice.percent_used, i18n.language),
        })}
        {daysText(t, advice.days_until_exhaustion)}
      </p>
      {(advice.action === 'urgent_upgrade' || advice.action === 'consider_upgrade') && (
        <p>
          {advice.next_family === 'enterprise'
            ? t('subscription.banner.suggestEnterprise')
            : t(
                advice.action === 'urgent_upgrade'
                  ? 'subscription.banner.suggestUrgent'
                  : 'subscription.banner.suggest',
                { family: t(`subscription.families.${advice.next_family}`) },
              )}
        </p>
      )}
      <div className="button-row manage-actions">
        <Link
          className="button button-primary"
          to={`/pricing?upgrade=true&current=${encodeURIComponent(planCode)}`}
        >
          {t('subscription.banner.upgrade')}
        </Link>
        <Link
          className="button button-secondary"
          to={`/pricing?renew=true&plan=${encodeURIComponent(planCode)}`}
        >
          {t('subscription.banner.renew')}
        </Link>
        {advice.dismissible && (
          <button type="button" className="button button-secondary" onClick={handleDismiss}>
            {t('subscription.banner.dismiss')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Days until the pages run out, when the server could tell; 0 means they already have. */
function daysText(t: TFunction, days: number | null): string {
  if (days === null) return '';
  if (days <= 0) return ` ${t('subscription.banner.exhausted')}`;
  // Under a day, in hours: "1 day" with an hour left read as a day to spare.
  if (days < 1) {
    return ` ${t('subscription.banner.hoursLeft', { count: Math.max(1, Math.floor(days * 24)) })}`;
  }
  return ` ${t('subscription.banner.daysLeft', { count: Math.floor(days) })}`;
}
