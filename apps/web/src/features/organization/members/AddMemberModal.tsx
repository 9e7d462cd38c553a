import { ZMemberInvite, type TMemberInvite, type TRole } from '@workbench/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { assignableRoles } from './member-permissions';
import { inviteMember } from './members-api';

const IDENTIFIER_TYPES = ['email', 'username'] as const;

type Props = { orgId: string; role: TRole; onClose: () => void; onAdded: () => void };

/**
 * Whom to invite (by e-mail or username) and with which role; checked by the contract's rule.
 * They join when they accept (decision 0035).
 */
export function AddMemberModal({ orgId, role, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const identifierRef = useRef<HTMLInputElement>(null);
  const [invite, setInvite] = useState<TMemberInvite>({
    identifier: '',
    identifierType: 'email',
    role: 'member',
  });
  const { errors, failure, isSubmitting, submit, clearError } = useSchemaForm(
    ZMemberInvite,
    (error) => errorMessage(t, error, t('organization.errors.addMember')),
  );

  useEffect(() => identifierRef.current?.focus(), []);

  function change(fields: Partial<TMemberInvite>) {
    setInvite((current) => ({ ...current, ...fields }));
    clearError('identifier');
  }

  return (
    <FormDialog
      title={t('organization.addMember.title')}
      submitLabel={t('organization.addMember.submit')}
      failure={failure}
      isSubmitting={isSubmitting}
      onSubmit={() => {
        void submit(invite, async (data) => {
          const invitation = await inviteMember(orgId, data);
          toast.success(t('organization.addMember.done', { name: invitation.username }));
          onAdded();
          onClose();
        });
      }}
      onClose={onClose}
    >
      <p className="muted">{t('organization.addMember.lead')}</p>
      <TextField
        label={t('organization.addMember.identifier')}
        name="identifier"
        type={invite.identifierType === 'email' ? 'email' : 'text'}
        value={invite.identifier}
        error={errors.identifier && localizeMessage(t, errors.identifier)}
        inputRef={identifierRef}
        isRequired
        onChange={(identifier) => change({ identifier })}
      />
      <SelectField
        label={t('organization.addMember.identifierType')}
        value={invite.identifierType}
        options={IDENTIFIER_TYPES}
        renderOption={(type) => t(`organization.addMember.types.${type}`)}
        onChange={(identifierType) => change({ identifierType })}
      />
      <SelectField
        label={t('organization.addMember.role')}
        value={invite.role}
        options={assignableRoles(role)}
        renderOption={(value) => t(`subscription.roles.${value}`)}
        onChange={(value) => change({ role: value })}
      />
    </FormDialog>
  );
}
