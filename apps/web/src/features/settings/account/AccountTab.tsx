import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { useAuth } from '../../auth/auth-context';
import { fetchProfile } from './account-api';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { DepartmentCard } from './DepartmentCard';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';

type LoadState = { attempt: number; status: 'ready' | 'error' };

/** Account settings, on a freshly loaded profile so the forms start from the server's values. */
export function AccountTab() {
  const { t } = useTranslation();
  const { user, setUser } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState | null>(null);
  const [sessionsVersion, setSessionsVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((profile) => {
        setUser(profile);
        setLoad({ attempt, status: 'ready' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ attempt, status: 'error' });
      });
    return () => controller.abort();
  }, [attempt, setUser]);

  const status = load?.attempt === attempt ? load.status : 'loading';
  if (status === 'error') {
    return (
      <RetryAlert
        message={t('account.profile.loadFailed')}
        onRetry={() => setAttempt((current) => current + 1)}
      />
    );
  }
  if (status === 'loading' || user === null) {
    return <p className="muted">{t('account.profile.loading')}</p>;
  }
  return (
    <div className="settings-cards">
      <ProfileCard user={user} />
      <DepartmentCard user={user} />
      <ChangePasswordCard onChanged={() => setSessionsVersion((current) => current + 1)} />
      <SessionsCard version={sessionsVersion} />
      <DeleteAccountCard />
    </div>
  );
}
