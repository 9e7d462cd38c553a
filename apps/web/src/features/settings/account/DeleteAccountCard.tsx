import { DELETE_CONFIRMATION_TEXT, ZDeleteAccountRequest } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { finishAccountDeletion } from '../../auth/account-deletion';
import { SettingsCard } from '../SettingsCard';
import { deleteAccount } from './account-api';

/** The danger zone: enabled only with the password and DELETE typed exactly. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const parsed = ZDeleteAccountRequest.safeParse({ password, confirm });
  const confirmIssue =
    confirm === '' || parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === 'confirm')?.message;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.success) return;
    setIsDeleting(true);
    setFailure(null);
    try {
      await deleteAccount(parsed.data);
      void finishAccountDeletion();
    } catch (error) {
      setFailure(errorMessage(t, error, t('account.delete.failed')));
      setIsDeleting(false);
    }
  }

  return (
    <SettingsCard
      title={t('account.delete.title')}
      description={t('account.delete.description')}
      tone="danger"
    >
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <fieldset disabled={isDeleting}>
          <TextField
            label={t('account.delete.password')}
            name="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <TextField
            label={t('account.delete.confirmLabel', { text: DELETE_CONFIRMATION_TEXT })}
            name="delete-confirm"
            autoComplete="off"
            value={confirm}
            onChange={setConfirm}
            error={confirmIssue && localizeMessage(t, confirmIssue)}
          />
          <button type="submit" className="button button-danger" disabled={!parsed.success}>
            {isDeleting ? t('account.delete.deleting') : t('account.delete.submit')}
          </button>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
