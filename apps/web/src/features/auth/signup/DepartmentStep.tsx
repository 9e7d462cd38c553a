import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { DepartmentPicker } from '../../departments/DepartmentPicker';
import { useDepartments } from '../../departments/use-departments';

type DepartmentStepProps = {
  departmentId: number | null;
  onChange: (departmentId: number | null) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2: one of the active departments. */
export function DepartmentStep({ departmentId, onChange, onBack, onNext }: DepartmentStepProps) {
  const { t } = useTranslation();
  const departments = useDepartments('active');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (departmentId !== null) onNext();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      {departments.status === 'loading' && (
        <p className="muted" aria-live="polite">
          {t('departments.loading')}
        </p>
      )}
      {departments.status === 'error' && (
        <RetryAlert message={t('departments.loadFailed')} onRetry={departments.reload} />
      )}
      {departments.status === 'ready' && (
        <DepartmentPicker
          departments={departments.departments}
          value={departmentId}
          onChange={onChange}
        />
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('signup.back')}
        </button>
        <button type="submit" className="button button-primary" disabled={departmentId === null}>
          {t('signup.next')}
        </button>
      </div>
    </form>
  );
}
