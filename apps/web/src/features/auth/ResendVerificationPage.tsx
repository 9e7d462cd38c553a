import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { ApiError } from '../../lib/api-client';
import { localizeMessage } from '../../lib/messages';
import { AuthCard } from './AuthCard';
import { EmailRequestForm } from './EmailRequestForm';
import { resendVerification } from './recovery-api';

export function ResendVerificationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [isSent, setIsSent] = useState(false);

  // The answer is the same for an unknown, an unverified and a verified address.
  async function handleSend(address: string) {
    await resendVerification(address);
    setIsSent(true);
  }

  function describeFailure(error: unknown) {
    const isRateLimited = error instanceof ApiError && error.code === 'RATE_LIMITED';
    return isRateLimited ? localizeMessage(t, error.message) : t('resend.failed');
  }

  return (
    <AuthCard title={t('pages.resendVerification.title')}>
      {isSent ? (
        <FormAlert kind="success">
          <p>{t('resend.sent')}</p>
        </FormAlert>
      ) : (
        <>
          <p className="lead">{t('pages.resendVerification.lead')}</p>
          <EmailRequestForm
            email={email}
            sendLabel={t('resend.send')}
            sendingLabel={t('resend.sending')}
            onEmailChange={setEmail}
            onSend={handleSend}
            describeFailure={describeFailure}
          />
        </>
      )}
      <p className="auth-links">
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
