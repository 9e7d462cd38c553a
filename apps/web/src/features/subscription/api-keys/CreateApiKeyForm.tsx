import {
  API_KEY_DURATION_DAYS,
  DEFAULT_API_KEY_DURATION,
  type TApiKeyDuration,
  type TCreatedApiKey,
} from '@workbench/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { createApiKey } from '../billing-api';
import { apiKeyNameError } from './api-key-name-error';

const DURATIONS = Object.keys(API_KEY_DURATION_DAYS) as TApiKeyDuration[];

type Props = { onCreated: (key: TCreatedApiKey) => void; onCancel: () => void };

/** Name and lifetime of a new key; the name is checked by the contract's rule before sending. */
export function CreateApiKeyForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation();
  const durationId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [duration, setDuration] = useState<TApiKeyDuration>(DEFAULT_API_KEY_DURATION);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => nameRef.current?.focus(), []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const error = apiKeyNameError(t, name);
    setNameError(error);
    if (error) return;
    setFailure(null);
    setIsSubmitting(true);
    try {
      onCreated(await createApiKey(name.trim(), duration));
    } catch (failed) {
      toast.error(t('apiKeys.createFailed'));
      setFailure(errorMessage(t, failed, t('apiKeys.createFailed')));
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <fieldset disabled={isSubmitting}>
        <FailureAlert message={failure} />
        <TextField
          label={t('apiKeys.form.name')}
          name="name"
          value={name}
          error={nameError}
          hint={t('apiKeys.form.nameHint')}
          inputRef={nameRef}
          isRequired
          onChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
        />
        <div className="field">
          <label htmlFor={durationId}>{t('apiKeys.form.duration')}</label>
          <select
            id={durationId}
            value={duration}
            onChange={(event) => setDuration(event.target.value as TApiKeyDuration)}
          >
            {DURATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`apiKeys.durations.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row manage-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={name.trim() === '' || isSubmitting}
          >
            {t('apiKeys.form.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
