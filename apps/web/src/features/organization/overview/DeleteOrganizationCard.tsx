import type { TOrganization } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { SettingsCard } from '../../settings/SettingsCard';
import { useOrganization } from '../organization-context';
import { deleteOrganization } from '../organizations-api';
import { TwoStepButton } from '../../../components/TwoStepButton';

/** The owner may delete the organization, after confirming in place. */
export function DeleteOrganizationCard({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation();
  const { refresh } = useOrganization();

  async function handleDelete() {
    try {
      await deleteOrganization(organization.org_id);
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.delete')));
      return;
    }
    toast.success(t('organization.delete.done', { name: organization.name }));
    await refresh();
  }

  return (
    <SettingsCard
      title={t('organization.delete.title')}
      description={t('organization.delete.body')}
      tone="danger"
    >
      <TwoStepButton
        label={t('organization.delete.button')}
        confirmLabel={t('organization.delete.confirm', { name: organization.name })}
        onConfirm={handleDelete}
      />
    </SettingsCard>
  );
}
