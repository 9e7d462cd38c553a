import { ZUpdateMeRequest, type TUser } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert, FormAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/auth-context';
import { AvailabilityTextField } from '../../auth/AvailabilityTextField';
import { withdrawEmailChange } from '../../auth/email-change/email-change-api';
import { SettingsCard } from '../SettingsCard';
import { updateProfile } from './account-api';
import { useProfileForm } from './use-profile-form';

export function ProfileCard({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const form = useProfileForm(user);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.canSave) return;
    const parsed = ZUpdateMeRequest.safeParse({
      username: form.isUsernameChanged ? form.username : undefined,
      email: form.isEmailChanged ? form.email : undefined,
      password: form.isEmailChanged ? form.password : undefined,
    });
    if (!parsed.success) {
      setFailure(localizeMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setIsSaving(true);
    setFailure(null);
    try {
      const updated = await updateProfile(parsed.data);
      // A new address waits for confirmation: the field shows the one in use, the notice the new.
      form.setEmail(updated.email);
      form.setPassword('');
      setUser(updated);
      toast.success(t('account.profile.updated'));
    } catch (error) {
      setFailure(errorMessage(t, error, t('account.profile.updateFailed')));
    } finally {
      setIsSaving(false);
    }
  }

  async function handleWithdraw() {
    setIsSaving(true);
    setFailure(null);
    try {
      const updated = await withdrawEmailChange();
      setUser(updated);
      toast.success(t('account.profile.emailChangeWithdrawn', { email: updated.email }));
    } catch (error) {
      setFailure(errorMessage(t, error, t('account.profile.updateFailed')));
    } finally {
      setIsSaving(false);
    }
  }

  const localize = (message: string | undefined) => message && localizeMessage(t, message);
  return (
    <SettingsCard title={t('account.profile.title')}>
      {user.pending_email !== null && (
        <FormAlert kind="info">
          <p>
            {t('account.profile.pendingEmail', { pending: user.pending_email, email: user.email })}
          </p>
          <button
            type="button"
            className="button button-secondary"
            disabled={isSaving}
            onClick={() => void handleWithdraw()}
          >
            {t('account.profile.withdrawEmailChange')}
          </button>
        </FormAlert>
      )}
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <fieldset disabled={isSaving}>
          <AvailabilityTextField
            field="username"
            value={form.username}
            availability={form.usernameAvailability}
            error={localize(form.usernameError)}
            onChange={form.setUsername}
          />
          <AvailabilityTextField
            field="email"
            value={form.email}
            availability={form.emailAvailability}
            error={localize(form.emailError)}
            onChange={form.setEmail}
          />
          {form.isEmailChanged && (
            <TextField
              label={t('account.profile.currentPassword')}
              name="current-password"
              type="password"
              autoComplete="current-password"
              value={form.password}
              onChange={form.setPassword}
              hint={t('account.profile.passwordForEmail')}
            />
          )}
          <button type="submit" className="button button-primary" disabled={!form.canSave}>
            {t('settings.save')}
          </button>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
