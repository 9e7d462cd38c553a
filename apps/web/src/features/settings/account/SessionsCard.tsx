import type { TSession } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert, RetryAlert } from '../../../components/FormAlert';
import { emitAuthEvent } from '../../../lib/auth-events';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { SettingsCard } from '../SettingsCard';
import { revokeSession } from './account-api';
import { SessionItem } from './SessionItem';
import { useSessions } from './use-sessions';

/** Where the user is signed in; revoking this device's session signs the user out here. */
export function SessionsCard({ version }: { version: number }) {
  const { t } = useTranslation();
  const sessions = useSessions(version);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleRevoke(session: TSession) {
    setRevoking(session.session_id);
    setFailure(null);
    try {
      await revokeSession(session.session_id);
      if (session.is_current) {
        emitAuthEvent('logout');
        return;
      }
      sessions.removeSession(session.session_id);
      toast.success(t('account.sessions.revoked'));
    } catch (error) {
      setFailure(errorMessage(t, error, t('account.sessions.revokeFailed')));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <SettingsCard
      title={t('account.sessions.title')}
      description={t('account.sessions.description')}
    >
      <FailureAlert message={failure} />
      {sessions.status === 'loading' && <p className="muted">{t('account.sessions.loading')}</p>}
      {sessions.status === 'error' && (
        <RetryAlert message={t('account.sessions.loadFailed')} onRetry={sessions.reload} />
      )}
      {sessions.status === 'ready' && (
        <ul className="session-list">
          {sessions.sessions.map((session) => (
            <SessionItem
              key={session.session_id}
              session={session}
              isRevoking={revoking === session.session_id}
              onRevoke={() => void handleRevoke(session)}
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
