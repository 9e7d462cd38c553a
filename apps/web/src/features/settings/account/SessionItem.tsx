import type { TSession } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../../lib/format-time';
import { describeUserAgent } from './describe-user-agent';

/** "Firefox on Linux", or what can be told of the device. */
export function deviceName(t: TFunction, session: TSession) {
  const { browser, os } = describeUserAgent(session.user_agent);
  if (browser && os) return t('account.sessions.browserOnOs', { browser, os });
  return browser ?? os ?? t('account.sessions.unknownDevice');
}

export function SessionItem({
  session,
  isRevoking,
  onRevoke,
}: {
  session: TSession;
  isRevoking: boolean;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const device = deviceName(t, session);
  return (
    <li className="session">
      <div>
        <p className="session-device">
          <strong>{device}</strong>
          {session.is_current && <span className="badge">{t('account.sessions.thisDevice')}</span>}
        </p>
        <p className="muted">
          {session.ip && <>{t('account.sessions.ip', { ip: session.ip })} · </>}
          {t('account.sessions.signedIn', { time: formatDateTime(session.created_at, locale) })}
          {' · '}
          <time
            dateTime={session.last_used_at}
            title={formatDateTime(session.last_used_at, locale)}
          >
            {t('account.sessions.lastActive', {
              time: formatRelativeTime(session.last_used_at, locale),
            })}
          </time>
        </p>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={isRevoking}
        aria-label={t(
          session.is_current ? 'account.sessions.signOutThis' : 'account.sessions.revokeLabel',
          { device },
        )}
        onClick={onRevoke}
      >
        {session.is_current ? t('account.sessions.signOut') : t('account.sessions.revoke')}
      </button>
    </li>
  );
}
