import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { useGeneralSettings } from '../use-general-settings';
import { CodeSetCard } from './CodeSetCard';
import { DefaultCodesCard } from './DefaultCodesCard';
import { LetterTemplateCard } from './LetterTemplateCard';
import { OwnCodesCard } from './OwnCodesCard';

/**
 * Exemption codes (issue 26): the built-in set in use, the user's own codes, and the code each
 * type of mark gets unless the reviewer chooses another. Each card saves the whole code settings.
 */
export function CodesTab() {
  const { t } = useTranslation();
  const { settings, loads, failed, reload, save } = useGeneralSettings();
  if (failed) return <RetryAlert message={t('settings.loadFailed')} onRetry={reload} />;
  if (settings === null) return <p className="muted">{t('settings.loading')}</p>;
  const props = { settings, save };
  return (
    <div className="settings-cards">
      <p className="muted">{t('settings.codes.lead')}</p>
      <CodeSetCard key={`set-${loads}`} {...props} />
      <OwnCodesCard key={`own-${loads}`} {...props} />
      <DefaultCodesCard key={`defaults-${loads}`} {...props} />
      <LetterTemplateCard />
    </div>
  );
}
