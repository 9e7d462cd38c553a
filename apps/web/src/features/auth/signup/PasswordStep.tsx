import { PASSWORDS_DO_NOT_MATCH } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { TextField } from '../../../components/TextField';
import { localizeMessage } from '../../../lib/messages';

type PasswordStepProps = {
  password: string;
  confirmPassword: string;
  /** Messages from the last submit attempt, by field. */
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  canSubmit: boolean;
  isSubmitting: boolean;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
};

/** Step 3: the password with its checklist, and its confirmation. */
export function PasswordStep(props: PasswordStepProps) {
  const { t } = useTranslation();
  const [isConfirmTouched, setIsConfirmTouched] = useState(false);
  const isMismatch =
    isConfirmTouched && props.confirmPassword !== '' && props.confirmPassword !== props.password;
  const confirmError =
    props.errors.confirmPassword ?? (isMismatch ? PASSWORDS_DO_NOT_MATCH : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.canSubmit) props.onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <fieldset disabled={props.isSubmitting}>
        <TextField
          label={t('signup.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={props.password}
          onChange={props.onPasswordChange}
          error={props.errors.password && localizeMessage(t, props.errors.password)}
          hint={<PasswordChecklist password={props.password} />}
        />
        <TextField
          label={t('signup.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={props.confirmPassword}
          onChange={props.onConfirmChange}
          onBlur={() => setIsConfirmTouched(true)}
          error={confirmError && localizeMessage(t, confirmError)}
        />
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={props.onBack}>
            {t('signup.back')}
          </button>
          <button type="submit" className="button button-primary" disabled={!props.canSubmit}>
            {props.isSubmitting ? t('signup.creating') : t('signup.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
