import type { TUser } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FailureAlert, RetryAlert } from '../../../components/FormAlert';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/auth-context';
import { DepartmentPicker } from '../../departments/DepartmentPicker';
import { useDepartments } from '../../departments/use-departments';
import { SettingsCard } from '../SettingsCard';
import { changeDepartment } from './account-api';

/**
 * The user's department. Changing it swaps the predefined entity lists for the new
 * department's (custom ones stay), so it asks first.
 */
export function DepartmentCard({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  // All departments, so a retired current department still shows its name.
  const departments = useDepartments('all');
  const [selected, setSelected] = useState<number | null>(user.department_id);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (departments.status !== 'ready') {
    return (
      <SettingsCard title={t('account.department.title')}>
        {departments.status === 'loading' ? (
          <p className="muted">{t('departments.loading')}</p>
        ) : (
          <RetryAlert message={t('departments.loadFailed')} onRetry={departments.reload} />
        )}
      </SettingsCard>
    );
  }

  const all = departments.departments;
  const nameOf = (id: number | null) => all.find((department) => department.id === id)?.name;
  const canChange = selected !== null && selected !== user.department_id;

  async function handleConfirm() {
    if (selected === null) return;
    setIsSaving(true);
    setFailure(null);
    try {
      setUser(await changeDepartment(selected));
      toast.success(t('account.department.changed'));
    } catch {
      setFailure(t('account.department.failed'));
    } finally {
      setIsSaving(false);
      setIsConfirming(false);
    }
  }

  return (
    <SettingsCard title={t('account.department.title')}>
      <p>
        {t('account.department.current', {
          name: nameOf(user.department_id) ?? t('account.department.none'),
        })}
      </p>
      <FailureAlert message={failure} />
      <DepartmentPicker
        departments={all.filter((department) => department.is_active)}
        value={selected}
        onChange={setSelected}
      />
      <button
        type="button"
        className="button button-primary"
        disabled={!canChange || isSaving}
        onClick={() => setIsConfirming(true)}
      >
        {t('account.department.change')}
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={t('account.department.confirmTitle')}
          confirmLabel={t('account.department.confirm')}
          isBusy={isSaving}
          onConfirm={() => void handleConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t('account.department.confirmBody', { name: nameOf(selected) ?? '' })}</p>
        </ConfirmDialog>
      )}
    </SettingsCard>
  );
}
