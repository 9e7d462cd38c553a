import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../../lib/messages';
import { AvailabilityTextField } from '../AvailabilityTextField';
import type { AvailabilityCheck } from '../use-availability';

type UsernameEmailStepProps = {
  username: string;
  email: string;
  usernameError: string | undefined;
  emailError: string | undefined;
  usernameAvailability: AvailabilityCheck;
  emailAvailability: AvailabilityCheck;
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
      <AvailabilityTextField
        field="username"
        value={props.username}
        availability={props.usernameAvailability}
        error={showError('username', props.usernameError)}
        onChange={props.onUsernameChange}
        onBlur={() => setTouched((current) => ({ ...current, username: true }))}
      />
      <AvailabilityTextField
        field="email"
        value={props.email}
        availability={props.emailAvailability}
        error={showError('email', props.emailError)}
        onChange={props.onEmailChange}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={!props.canContinue}>
          {t('signup.next')}
        </button>
      </div>
    </form>
  );
}
