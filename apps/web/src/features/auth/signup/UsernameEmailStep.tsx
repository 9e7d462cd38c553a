import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import { localizeMessage } from '../../../lib/messages';
import { AvailabilityStatus } from '../AvailabilityStatus';
import type { Availability } from '../use-availability';

type AvailabilityState = { status: Availability; retry: () => void };

type UsernameEmailStepProps = {
  username: string;
  email: string;
  usernameError: string | undefined;
  emailError: string | undefined;
  usernameAvailability: AvailabilityState;
  emailAvailability: AvailabilityState;
  canContinue: boolean;
  onUsernameChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  onNext: () => void;
};

/** Step 1: both fields must be valid and available before Next is enabled. */
export function UsernameEmailStep(props: UsernameEmailStepProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState({ username: false, email: false });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ username: true, email: true });
    if (props.canContinue) props.onNext();
  }

  const showError = (field: 'username' | 'email', error: string | undefined) =>
    touched[field] && error !== undefined ? localizeMessage(t, error) : undefined;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('signup.username')}
        name="username"
        autoComplete="username"
        value={props.username}
        onChange={props.onUsernameChange}
        onBlur={() => setTouched((current) => ({ ...current, username: true }))}
        error={showError('username', props.usernameError)}
        hint={
          <AvailabilityStatus
            field="username"
            status={props.usernameAvailability.status}
            onRetry={props.usernameAvailability.retry}
          />
        }
      />
      <TextField
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={props.email}
        onChange={props.onEmailChange}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        error={showError('email', props.emailError)}
        hint={
          <AvailabilityStatus
            field="email"
            status={props.emailAvailability.status}
            onRetry={props.emailAvailability.retry}
          />
        }
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={!props.canContinue}>
          {t('signup.next')}
        </button>
      </div>
    </form>
  );
}
