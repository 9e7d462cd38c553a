import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/FormAlert';
import { MyInvitations } from './invitations/MyInvitations';
import { NoOrganization } from './NoOrganization';
import { useOrganization } from './organization-context';
import { OrganizationView } from './OrganizationView';
// The page shares the subscription page's cards, badges and detail lists.
import '../subscription/subscription.css';
import './organization.css';

/** /organization: the current organization's tabs, or the way to create one. */
export function OrganizationPage() {
  const { t } = useTranslation();
  const { current, role, isLoading, isFailed, refresh } = useOrganization();

  function body() {
    if (isLoading) {
      return (
        <p role="status" className="muted">
          {t('organization.loading')}
        </p>
      );
    }
    if (isFailed) {
      return <RetryAlert message={t('organization.errors.load')} onRetry={() => void refresh()} />;
    }
    if (current === null || role === null) return <NoOrganization />;
    return <OrganizationView key={current.org_id} organization={current} role={role} />;
  }

  return (
    <section className="manage-page organization-page">
      <h1 data-tutorial="organization-overview">{t('pages.organization.title')}</h1>
      {!isLoading && <MyInvitations />}
      {body()}
    </section>
  );
}
