import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { useOrganization } from '../organization-context';
import type { OrganizationPanelProps } from '../organization-panel';
import { isManager } from '../organization-roles';
import { AddMemberModal } from './AddMemberModal';
import { MemberTable } from './MemberTable';
import { SentInvitations } from '../invitations/SentInvitations';
import { MembersPagination } from './MembersPagination';
import { useMembers } from './use-members';

/**
 * The members, 20 a page; owners and admins invite (decision 0035), change and remove them,
 * and see the invitations they sent.
 */
export function MembersTab({ organization, role }: OrganizationPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { refresh } = useOrganization();
  const [page, setPage] = useState(1);
  const { loaded, isFailed, reload, replace } = useMembers(organization.org_id, page);
  const [isAdding, setIsAdding] = useState(false);
  const [invitedCount, setInvitedCount] = useState(0);
  const canManage = isManager(role);

  function handleRemoved() {
    // The last one on a later page: that page is gone, show the one before.
    if (loaded?.members.length === 1 && page > 1) setPage(page - 1);
    else reload();
    void refresh();
  }

  return (
    <section className="settings-card" aria-labelledby={headingId}>
      <div className="organization-section-header">
        <h2 id={headingId}>{t('organization.members.title')}</h2>
        {canManage && (
          <button type="button" className="button button-primary" onClick={() => setIsAdding(true)}>
            {t('organization.members.add')}
          </button>
        )}
      </div>
      {!canManage && <p className="muted">{t('organization.members.readOnly')}</p>}
      {loaded === null && isFailed && (
        <RetryAlert message={t('organization.errors.loadMembers')} onRetry={reload} />
      )}
      {loaded === null && !isFailed && (
        <p role="status" className="muted">
          {t('organization.members.loading')}
        </p>
      )}
      {loaded !== null && (
        <>
          <MemberTable
            organization={organization}
            role={role}
            members={loaded.members}
            onRoleChanged={replace}
            onRemoved={handleRemoved}
          />
          <MembersPagination meta={loaded.meta} onPage={setPage} />
        </>
      )}
      {canManage && <SentInvitations key={invitedCount} orgId={organization.org_id} />}
      {isAdding && (
        <AddMemberModal
          orgId={organization.org_id}
          role={role}
          onClose={() => setIsAdding(false)}
          onAdded={() => setInvitedCount((count) => count + 1)}
        />
      )}
    </section>
  );
}
