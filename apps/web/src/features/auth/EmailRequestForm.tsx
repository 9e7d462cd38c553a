import { ZEmailOnlyRequest } from '@workbench/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { localizeMessage } from '../../lib/messages';
import { useSchemaForm } from '../../lib/use-schema-form';

type EmailRequestFormProps = {
  email: string;
  sendLabel: string;
  sendingLabel: string;
  onEmailChange: (value: string) => void;
  /** Called with the checked, trimmed address; a throw is shown as `describeFailure` says. */
  onSend: (email: string) => Promise<void>;
  describeFailure: (error: unknown) => string;
};

/** One e-mail address and a send button: asks the server to mail the user a link. */
export function EmailRequestForm(props: EmailRequestFormProps) {
  const { t } = useTranslation();
  const { errors, failure, isSubmitting, submit } = useSchemaForm(
    ZEmailOnlyRequest,
    props.describeFailure,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ email: props.email }, (data) => props.onSend(data.email));
  }

  return (
    <>
      <FailureAlert message={failure} />
      <form onSubmit={handleSubmit} noValidate>
        <fieldset disabled={isSubmitting}>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={props.email}
            onChange={props.onEmailChange}
            error={errors.email && localizeMessage(t, errors.email)}
          />
          <button type="submit" className="button button-primary">
            {isSubmitting ? props.sendingLabel : props.sendLabel}
          </button>
        </fieldset>
      </form>
    </>
  );
}
