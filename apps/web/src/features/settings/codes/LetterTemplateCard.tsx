import { PLACEHOLDERS, type TLetterTemplate } from '@workbench/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert, RetryAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { SettingsCard } from '../SettingsCard';
import { useSettingsResource } from '../use-settings-resource';
import { fetchLetterTemplate, saveLetterTemplate } from './letter-template-api';

type Loaded = Awaited<ReturnType<typeof fetchLetterTemplate>>;
const FIELDS = [
  'organization',
  'address',
  'signature',
  'appeal_body',
  'opening',
  'closing',
] as const;
const MULTI_LINE = new Set<string>(['address', 'signature', 'opening', 'closing']);

/**
 * The reply letter's template (issue 66): the organization's name, address, signature block and
 * appeal body, and its own opening and closing paragraphs with placeholders. An organization's
 * template is changed by its owner and admins and used by every member's next letter.
 */
export function LetterTemplateCard() {
  const { t } = useTranslation();
  const { data, setData, failed, reload } = useSettingsResource(fetchLetterTemplate, 'general');
  const title = t('settings.codes.letter.title');
  if (failed) {
    return (
      <SettingsCard title={title}>
        <RetryAlert message={t('settings.loadFailed')} onRetry={reload} />
      </SettingsCard>
    );
  }
  if (!data) {
    return (
      <SettingsCard title={title}>
        <p className="muted">{t('settings.loading')}</p>
      </SettingsCard>
    );
  }
  return (
    <SettingsCard
      title={title}
      description={t(
        data.owner === 'organization'
          ? 'settings.codes.letter.organizationLead'
          : 'settings.codes.letter.ownLead',
      )}
    >
      <LetterTemplateForm
        key={JSON.stringify(data)}
        loaded={data}
        onSaved={(saved) => setData(() => saved)}
      />
    </SettingsCard>
  );
}

function LetterTemplateForm({
  loaded,
  onSaved,
}: {
  loaded: Loaded;
  onSaved: (saved: Loaded) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<TLetterTemplate>(loaded.template);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await saveLetterTemplate(draft));
      toast.success(t('settings.codes.letter.saved'));
    } catch (error) {
      setFailure(errorMessage(t, error, t('settings.codes.letter.saveFailed')));
      setSaving(false);
    }
  }

  const placeholders = PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ');
  return (
    <>
      <FailureAlert message={failure} />
      {!loaded.editable && <p className="field-hint">{t('settings.codes.letter.managersOnly')}</p>}
      <form className="settings-form" onSubmit={(event) => void handleSubmit(event)}>
        <fieldset disabled={saving || !loaded.editable}>
          {FIELDS.map((field) => {
            const props = {
              id: `${id}-${field}`,
              value: draft[field],
              onChange: (event: { target: { value: string } }) =>
                setDraft({ ...draft, [field]: event.target.value }),
            };
            return (
              <div className="field" key={field}>
                <label htmlFor={props.id}>{t(`settings.codes.letter.fields.${field}`)}</label>
                {MULTI_LINE.has(field) ? <textarea rows={3} {...props} /> : <input {...props} />}
              </div>
            );
          })}
          <p className="field-hint">{t('settings.codes.letter.placeholders', { placeholders })}</p>
          <div className="button-row">
            <button type="submit" className="button button-primary">
              {t('settings.save')}
            </button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
