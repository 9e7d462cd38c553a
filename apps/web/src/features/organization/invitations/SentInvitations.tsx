import type { TOrganizationInvitation } from '@workbench/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { fetchInvitations, withdrawInvitation } from './invitations-api';
import { useLoaded } from './use-loaded';

type Props = { orgId: string };

/**
 * Whom the organization invited and their answers, for owners and admins: names only, never
 * addresses, until an invitation is accepted. Mounted again (a new `key`) to read it again.
 */
export function SentInvitations({ orgId }: Props) {
  const { t } = useTranslation();
  const load = useCallback((signal: AbortSignal) => fetchInvitations(orgId, signal), [orgId]);
  const { items, setItems } = useLoaded(load);

  if (items === null || items.length === 0) return null;

  async function withdraw(invitation: TOrganizationInvitation) {
    try {
      await withdrawInvitation(orgId, invitation.invitation_id);
      setItems((current) =>
        (current ?? []).filter((item) => item.invitation_id !== invitation.invitation_id),
      );
      toast.success(t('organization.invitations.withdrawn', { name: invitation.username }));
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.withdrawInvitation')));
    }
  }

  return (
    <div className="organization-table-wrap">
      <table className="organization-table">
        <caption>{t('organization.invitations.sentTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('organization.invitations.invitee')}</th>
            <th scope="col">{t('organization.members.role')}</th>
            <th scope="col">{t('organization.invitations.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('organization.members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((invitation) => (
            <tr key={invitation.invitation_id}>
              <td>{invitation.username}</td>
              <td>{t(`subscription.roles.${invitation.role}`)}</td>
              <td>{t(`organization.invitations.statuses.${invitation.status}`)}</td>
              <td>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void withdraw(invitation)}
                >
                  {invitation.status === 'pending'
                    ? t('organization.invitations.withdraw')
                    : t('organization.invitations.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
