import type { TRole } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No subscription yet: the owner may buy one; anyone else learns that only the owner can. */
export function NoOrganizationSubscription({ role }: { role: TRole }) {
  const { t } = useTranslation();
  const isOwner = role === 'owner';
  return (
    <div className="settings-card manage-empty">
      <h2>{t('organization.subscription.noneTitle')}</h2>
      <p className="muted">
        {isOwner
          ? t('organization.subscription.noneOwner')
          : t('organization.subscription.noneMember')}
      </p>
      {isOwner && (
        <Link className="button button-primary" to="/pricing">
          {t('organization.subscription.viewPlans')}
        </Link>
      )}
    </div>
  );
}
