import { LIMITS, ORGANIZATION_SIZES, ZContactForm, type TLanguage } from '@workbench/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/FormAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api-error';
import { localizeMessage } from '../../lib/messages';
import { useSchemaForm } from '../../lib/use-schema-form';
import { sendContact } from './contact-api';

type Size = (typeof ORGANIZATION_SIZES)[number];
type Draft = {
  name: string;
  email: string;
  organization: string;
  size: Size | '';
  subject: string;
  message: string;
};

const MESSAGE_MAX = LIMITS.contactMessage.max;
/** The sizes to choose from, with '' for "not stated". */
const SIZE_CHOICES: readonly (Size | '')[] = ['', ...ORGANIZATION_SIZES];

/** "Contact sales": who is asking, how large the organization is, and the message. */
export function ContactForm({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const messageId = useId();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    email,
    organization: '',
    size: '',
    subject: '',
    message: '',
  });
  const { errors, failure, isSubmitting, submit, clearError } = useSchemaForm(
    ZContactForm,
    (error) =>
      error instanceof ApiError && error.message !== '' && error.code !== 'INTERNAL_ERROR'
        ? localizeMessage(t, error.message)
        : t('contact.failed'),
  );
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const errorOf = (field: keyof Draft) => errors[field] && localizeMessage(t, errors[field]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { organization, size, ...rest } = draft;
    const input = {
      ...rest,
      ...(organization.trim() !== '' && { organization }),
      ...(size !== '' && { size }),
    };
    void submit(input, async (form) => {
      const language: TLanguage = i18n.resolvedLanguage === 'nb' ? 'nb' : 'en';
      await sendContact({ ...form, language });
      onSent(form.email);
    });
  }

  const messageError = errorOf('message');
  return (
    <>
      <FailureAlert message={failure} />
      <form className="contact-form" onSubmit={handleSubmit} noValidate>
        <fieldset disabled={isSubmitting}>
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            value={draft.name}
            onChange={(value) => set('name', value)}
            error={errorOf('name')}
            isRequired
          />
          <TextField
            label={t('contact.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(value) => set('email', value)}
            error={errorOf('email')}
            isRequired
          />
          <TextField
            label={t('contact.organization')}
            name="organization"
            autoComplete="organization"
            value={draft.organization}
            onChange={(value) => set('organization', value)}
            error={errorOf('organization')}
          />
          <SelectField
            label={t('contact.size')}
            value={draft.size}
            options={SIZE_CHOICES}
            renderOption={(size) =>
              size === '' ? t('contact.sizeUnset') : t(`contact.sizes.${size}`)
            }
            onChange={(size) => set('size', size)}
          />
          <TextField
            label={t('contact.subject')}
            name="subject"
            value={draft.subject}
            onChange={(value) => set('subject', value)}
            error={errorOf('subject')}
            isRequired
          />
          <div className="field">
            <label htmlFor={messageId}>{t('contact.message')}</label>
            <textarea
              id={messageId}
              name="message"
              rows={8}
              maxLength={MESSAGE_MAX}
              required
              value={draft.message}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ''}`}
              onChange={(event) => set('message', event.target.value)}
            />
            <div id={`${messageId}-count`} className="field-hint">
              {t('contact.characters', { count: draft.message.length, max: MESSAGE_MAX })}
            </div>
            {messageError && (
              <p id={`${messageId}-error`} className="field-error">
                {messageError}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary">
            {isSubmitting ? t('contact.sending') : t('contact.send')}
          </button>
        </fieldset>
      </form>
    </>
  );
}
