import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/auth-context';
import { SettingsCard } from '../../settings/SettingsCard';
import { useOrganization } from '../organization-context';
import type { OrganizationPanelProps } from '../organization-panel';
import { isManager } from '../organization-roles';
import { updateOrganization } from '../organizations-api';

/**
 * The organization's on-device policy (issue 54): owners and admins switch it, every other
 * member sees whether it is on. Once changed, the organization and the signed-in user are read
 * again, so the workspace and the settings follow at once.
 */
export function OnDevicePolicyCard({ organization, role }: OrganizationPanelProps) {
  const { t } = useTranslation();
  const { refresh } = useOrganization();
  const { refreshUser } = useAuth();
  const switchId = useId();
  const hintId = useId();
  const [isRequired, setIsRequired] = useState(organization.require_on_device);
  const [isSaving, setIsSaving] = useState(false);

  async function handleToggle(next: boolean) {
    setIsSaving(true);
    try {
      const updated = await updateOrganization(organization.org_id, { require_on_device: next });
      setIsRequired(updated.require_on_device);
      toast.success(t(next ? 'organization.onDevice.turnedOn' : 'organization.onDevice.turnedOff'));
      await Promise.all([refresh(organization.org_id), refreshUser()]);
    } catch (error) {
      toast.error(errorMessage(t, error, t('organization.errors.onDevice')));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <SettingsCard title={t('organization.onDevice.title')}>
      {isManager(role) ? (
        <div className="toggle">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={isRequired}
            disabled={isSaving}
            aria-describedby={hintId}
            onChange={(event) => void handleToggle(event.target.checked)}
          />
          <label htmlFor={switchId}>{t('organization.onDevice.label')}</label>
          <p id={hintId} className="field-hint">
            {t('organization.onDevice.explanation')}
          </p>
        </div>
      ) : (
        <>
          <p>{t(isRequired ? 'organization.onDevice.isOn' : 'organization.onDevice.isOff')}</p>
          <p className="field-hint">{t('organization.onDevice.explanation')}</p>
          <p className="field-hint">{t('organization.onDevice.managersOnly')}</p>
        </>
      )}
    </SettingsCard>
  );
}
