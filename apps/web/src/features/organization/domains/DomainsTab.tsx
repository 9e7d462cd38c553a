import type { TDomainRecord } from '@workbench/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { useOrganization } from '../organization-context';
import type { OrganizationPanelProps } from '../organization-panel';
import { isManager } from '../organization-roles';
import { AddDomainModal } from './AddDomainModal';
import { DomainRow } from './DomainRow';
import { useDomains } from './use-domains';

/** The organization's domains; owners and admins add, verify and remove them. */
export function DomainsTab({ organization, role }: OrganizationPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { refresh } = useOrganization();
  const { domains, isFailed, reload, add, replace, remove } = useDomains(organization.org_id);
  const [isAdding, setIsAdding] = useState(false);
  const canManage = isManager(role);

  // The overview counts the verified domains.
  function handleVerified(record: TDomainRecord) {
    replace(record);
    void refresh();
  }

  function handleRemoved(domainId: string) {
    remove(domainId);
    void refresh();
  }

  return (
    <section className="settings-card" aria-labelledby={headingId}>
      <div className="organization-section-header">
        <div>
          <h2 id={headingId}>{t('organization.domains.title')}</h2>
          <p className="muted">{t('organization.domains.lead')}</p>
        </div>
        {canManage && (
          <button type="button" className="button button-primary" onClick={() => setIsAdding(true)}>
            {t('organization.domains.add')}
          </button>
        )}
      </div>
      {domains === null && isFailed && (
        <RetryAlert message={t('organization.errors.loadDomains')} onRetry={reload} />
      )}
      {domains === null && !isFailed && (
        <p role="status" className="muted">
          {t('organization.domains.loading')}
        </p>
      )}
      {domains?.length === 0 && <p className="muted">{t('organization.domains.empty')}</p>}
      {domains !== null && domains.length > 0 && (
        <ul className="organization-domains" aria-label={t('organization.domains.title')}>
          {domains.map((record) => (
            <DomainRow
              key={record.domain_id}
              orgId={organization.org_id}
              record={record}
              canManage={canManage}
              onVerified={handleVerified}
              onRemoved={handleRemoved}
            />
          ))}
        </ul>
      )}
      {isAdding && (
        <AddDomainModal
          orgId={organization.org_id}
          onClose={() => setIsAdding(false)}
          onAdded={add}
        />
      )}
    </section>
  );
}
