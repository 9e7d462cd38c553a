import type { TOrganization } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { CreateOrganizationModal } from './CreateOrganizationModal';
import { useOrganization } from './organization-context';

/** Create Organization, with its modal; the new organization becomes the current one. */
export function CreateOrganizationButton() {
  const { t } = useTranslation();
  const { refresh } = useOrganization();
  const [isCreating, setIsCreating] = useState(false);

  async function handleCreated(organization: TOrganization) {
    setIsCreating(false);
    toast.success(t('organization.create.done', { name: organization.name }));
    await refresh(organization.org_id);
  }

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => setIsCreating(true)}>
        {t('organization.create.open')}
      </button>
      {isCreating && (
        <CreateOrganizationModal
          onClose={() => setIsCreating(false)}
          onCreated={(organization) => void handleCreated(organization)}
        />
      )}
    </>
  );
}
