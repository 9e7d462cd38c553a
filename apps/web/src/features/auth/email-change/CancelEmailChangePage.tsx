import { ZToken } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/messages';
import { useAuth } from '../auth-context';
import { AuthCard } from '../AuthCard';
import { cancelEmailChange } from './email-change-api';

type State =
  | { kind: 'asking' }
  | { kind: 'cancelling' }
  | { kind: 'cancelled'; email: string }
  | { kind: 'failed'; message: string };

/**
 * The link in the notice to the old address (decision 0034). It asks before acting: mail
 * scanners open links, and cancelling signs out every device.
 */
export function CancelEmailChangePage() {
  const { t } = useTranslation();
  const { refreshUser } = useAuth();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>(() =>
    ZToken.safeParse(token).success
      ? { kind: 'asking' }
      : { kind: 'failed', message: t('messages.cancelInvalid') },
  );

  async function handleCancel() {
    setState({ kind: 'cancelling' });
    try {
      const email = await cancelEmailChange(token);
      // This browser's session, if it was the account's, was signed out with the others.
      await refreshUser();
      setState({ kind: 'cancelled', email });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(t, error, t('emailChange.failed')) });
    }
  }

  return (
    <AuthCard title={t('pages.cancelEmailChange.title')}>
      {(state.kind === 'asking' || state.kind === 'cancelling') && (
        <>
          <p className="lead">{t('emailChange.cancelLead')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={state.kind === 'cancelling'}
            onClick={() => void handleCancel()}
          >
            {state.kind === 'cancelling'
              ? t('emailChange.cancelling')
              : t('emailChange.cancelButton')}
          </button>
        </>
      )}
      {state.kind === 'cancelled' && (
        <FormAlert kind="success">
          <p>{t('emailChange.cancelled', { email: state.email })}</p>
          <p>{t('emailChange.changePasswordHint')}</p>
        </FormAlert>
      )}
      {state.kind === 'failed' && (
        <FormAlert kind="error">
          <p>{state.message}</p>
        </FormAlert>
      )}
      {(state.kind === 'cancelled' || state.kind === 'failed') && (
        <p className="auth-links">
          <Link to="/login">{t('common.backToLogin')}</Link>
        </p>
      )}
    </AuthCard>
  );
}
