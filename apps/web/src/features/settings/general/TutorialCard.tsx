import { USER_PATHS, ZMeResponse } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/FormAlert';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/messages';
import { useAuth } from '../../auth/auth-context';
import { restartTutorial } from '../../tutorial/tutorial-store';
import { SettingsCard } from '../SettingsCard';

/**
 * Shows the guided tutorial again: the account forgets it was finished, the workspace opens and
 * the tutorial starts from its first step half a second later, without a page reload.
 */
export function TutorialCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleRestart() {
    setIsBusy(true);
    setFailure(null);
    try {
      const response = await apiRequest(USER_PATHS.tutorialRestart, ZMeResponse, {
        method: 'POST',
      });
      // Before the user changes, so the automatic start does not start a second run.
      restartTutorial(response.data.id);
      setUser(response.data);
      void navigate('/playground');
    } catch (error) {
      setFailure(errorMessage(t, error, t('settings.tutorial.failed')));
      setIsBusy(false);
    }
  }

  return (
    <SettingsCard title={t('settings.tutorial.title')} description={t('settings.tutorial.lead')}>
      <FailureAlert message={failure} />
      <button
        type="button"
        className="button button-secondary"
        disabled={isBusy}
        onClick={() => void handleRestart()}
      >
        {t('settings.tutorial.restart')}
      </button>
    </SettingsCard>
  );
}
