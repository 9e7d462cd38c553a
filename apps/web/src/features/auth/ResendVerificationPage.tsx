import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { ApiError } from '../../lib/api-client';
import { localizeMessage } from '../../lib/messages';
import { AuthCard } from './AuthCard';
import { EmailRequestForm } from './EmailRequestForm';
import { resendVerification } from './recovery-api';

type Outcome = 'sent' | 'already-verified';

export function ResendVerificationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function handleSend(address: string) {
    try {
      await resendVerification(address);
      setOutcome('sent');
    } catch (error) {
      // An address that is already verified needs no link: that is what the user wanted.
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        setOutcome('already-verified');
        return;
      }
      throw error;
    }
  }

  function describeFailure(error: unknown) {
    const isRateLimited = error instanceof ApiError && error.code === 'RATE_LIMITED';
    return isRateLimited ? localizeMessage(t, error.message) : t('resend.failed');
  }

  return (
    <AuthCard title={t('pages.resendVerification.title')}>
      {outcome !== null ? (
        <FormAlert kind="success">
          <p>{outcome === 'sent' ? t('resend.sent') : t('resend.alreadyVerified')}</p>
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
