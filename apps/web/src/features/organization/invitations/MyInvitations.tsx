import type { TMyInvitation } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useOrganization } from '../organization-context';
import { acceptInvitation, declineInvitation, fetchMyInvitations } from './invitations-api';
import { useLoaded } from './use-loaded';

/**
 * The signed-in user's open invitations, each to accept or decline (decision 0035). Nothing is
 * shown when there are none.
 */
export function MyInvitations() {
  const { t } = useTranslation();
  const { refresh } = useOrganization();
  const { items, setItems } = useLoaded(fetchMyInvitations);
  const [busyId, setBusyId] = useState<string | null>(null);

  if (items === null || items.length === 0) return null;

  async function answer(invitation: TMyInvitation, accept: boolean) {
    setBusyId(invitation.invitation_id);
    try {
      if (accept) {
        const joined = await acceptInvitation(invitation.invitation_id);
        toast.success(t('organization.invitations.joined', { name: joined.name }));
        await refresh(joined.org_id);
      } else {
        await declineInvitation(invitation.invitation_id);
        toast.info(t('organization.invitations.declined', { name: invitation.organization_name }));
      }
      setItems((current) =>
        (current ?? []).filter((item) => item.invitation_id !== invitation.invitation_id),
      );
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.answerInvitation')));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="settings-card" aria-label={t('organization.invitations.mineTitle')}>
      <h2>{t('organization.invitations.mineTitle')}</h2>
      <ul className="invitation-list">
        {items.map((invitation) => (
          <li key={invitation.invitation_id}>
            <p>
              {t('organization.invitations.invitedYou', {
                inviter: invitation.invited_by_username ?? t('organization.invitations.someone'),
                name: invitation.organization_name,
                role: t(`subscription.roles.${invitation.role}`),
              })}
            </p>
            <p className="muted">{t('organization.invitations.consequence')}</p>
            <div className="invitation-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={busyId !== null}
                onClick={() => void answer(invitation, true)}
              >
                {t('organization.invitations.accept')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={busyId !== null}
                onClick={() => void answer(invitation, false)}
              >
                {t('organization.invitations.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
