import type { TMember } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import type { OrganizationPanelProps } from '../organization-panel';
import { MemberRow } from './MemberRow';

type Props = OrganizationPanelProps & {
  members: readonly TMember[];
  onRoleChanged: (member: TMember) => void;
  onRemoved: () => void;
};

/** The members with their role and when they joined, and what the user may do with each. */
export function MemberTable({ organization, role, members, onRoleChanged, onRemoved }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="organization-table-wrap">
      <table className="organization-table">
        <caption className="visually-hidden">{t('organization.members.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('organization.members.name')}</th>
            <th scope="col">{t('organization.members.role')}</th>
            <th scope="col">{t('organization.members.joined')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('organization.members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow
              key={member.user_id}
              organization={organization}
              actorRole={role}
              member={member}
              isSelf={member.user_id === user?.id}
              onRoleChanged={onRoleChanged}
              onRemoved={onRemoved}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
