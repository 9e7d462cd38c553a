import { TIMINGS_MS } from '@workbench/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { errorMessage } from '../../lib/messages';
import { AuthCard } from './AuthCard';
import { EmailRequestForm } from './EmailRequestForm';
import { requestPasswordReset } from './recovery-api';

/** How long a reset link lasts (accounts §9). */
const RESET_LINK_MINUTES = TIMINGS_MS.resetLinkValidity / 60_000;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSend(address: string) {
    await requestPasswordReset(address);
    setSentTo(address);
  }

  if (sentTo !== null) {
    return (
      <AuthCard title={t('pages.forgotPassword.title')}>
        <FormAlert kind="success">
          <p>{t('forgot.sent', { email: sentTo, minutes: RESET_LINK_MINUTES })}</p>
        </FormAlert>
        <button type="button" className="button button-secondary" onClick={() => setSentTo(null)}>
          {t('forgot.sendAnother')}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pages.forgotPassword.title')}>
      <p className="lead">{t('pages.forgotPassword.lead')}</p>
      <EmailRequestForm
        email={email}
        sendLabel={t('forgot.send')}
        sendingLabel={t('forgot.sending')}
        onEmailChange={setEmail}
        onSend={handleSend}
        describeFailure={(error) => errorMessage(t, error, t('forgot.failed'))}
      />
      <p className="auth-links">
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
