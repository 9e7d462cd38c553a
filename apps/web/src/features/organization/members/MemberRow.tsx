import type { TMember, TOrganization, TRole } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { formatDate } from '../../subscription/format';
import { useOrganization } from '../organization-context';
import { TwoStepButton } from '../../../components/TwoStepButton';
import { assignableRoles, canManageMember, type MemberRole } from './member-permissions';
import { removeMember, updateMemberRole } from './members-api';

type Props = {
  organization: TOrganization;
  actorRole: TRole;
  member: TMember;
  isSelf: boolean;
  onRoleChanged: (member: TMember) => void;
  onRemoved: () => void;
};

/**
 * One member. Those the user may manage get a role choice and a remove that asks first; the
 * user's own row offers leaving, unless they own the organization; the owner's has nothing.
 */
export function MemberRow(props: Props) {
  const { organization, actorRole, member, isSelf, onRoleChanged, onRemoved } = props;
  const { t, i18n } = useTranslation();
  const { refresh } = useOrganization();
  const [isSaving, setIsSaving] = useState(false);
  const orgId = organization.org_id;
  const name = member.username;
  const canManage = !isSelf && canManageMember(actorRole, member);
  const canLeave = isSelf && member.role !== 'owner';

  async function handleRoleChange(role: MemberRole) {
    setIsSaving(true);
    try {
      onRoleChanged(await updateMemberRole(orgId, member.user_id, role));
      toast.success(t('organization.members.roleUpdated', { name }));
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.updateRole')));
    } finally {
      setIsSaving(false);
    }
  }

  async function handleRemove() {
    try {
      await removeMember(orgId, member.user_id);
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.removeMember')));
      return;
    }
    toast.success(t('organization.members.removed', { name }));
    onRemoved();
  }

  async function handleLeave() {
    try {
      await removeMember(orgId, member.user_id);
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.leave')));
      return;
    }
    toast.success(t('organization.members.left', { name: organization.name }));
    await refresh();
  }

  return (
    <tr>
      <th scope="row">
        <span className="organization-member-name">
          {name}
          {isSelf && <span className="muted"> {t('organization.members.you')}</span>}
        </span>
        <span className="muted">{member.email}</span>
      </th>
      <td>
        {canManage ? (
          <select
            aria-label={t('organization.members.roleOf', { name })}
            value={member.role}
            disabled={isSaving}
            onChange={(event) => {
              const role = assignableRoles(actorRole).find((item) => item === event.target.value);
              if (role !== undefined) void handleRoleChange(role);
            }}
          >
            {assignableRoles(actorRole).map((role) => (
              <option key={role} value={role}>
                {t(`subscription.roles.${role}`)}
              </option>
            ))}
          </select>
        ) : (
          t(`subscription.roles.${member.role}`)
        )}
      </td>
      <td>{formatDate(member.joined_at, i18n.language)}</td>
      <td>
        {canManage && (
          <TwoStepButton
            label={t('organization.members.remove')}
            accessibleLabel={t('organization.members.removeNamed', { name })}
            confirmLabel={t('organization.members.confirmRemove', { name })}
            onConfirm={handleRemove}
          />
        )}
        {canLeave && (
          <TwoStepButton
            label={t('organization.members.leave')}
            confirmLabel={t('organization.members.confirmLeave')}
            onConfirm={handleLeave}
          />
        )}
      </td>
    </tr>
  );
}
