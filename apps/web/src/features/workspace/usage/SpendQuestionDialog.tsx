import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { saveGeneralSettings } from '../workspace-settings';
import { useSpendQuestion } from './spend-question';
import { useUsageStore } from './usage-store';

/**
 * Asks before opening files spends pages (auto-processing, the active search terms): how many,
 * of how many left, and on the free plan why pages are counted at all. The user may say not to
 * be asked again, which turns the `ask_before_spending` setting off (the settings say so too).
 */
export function SpendQuestionDialog() {
  const { t, i18n } = useTranslation();
  const question = useSpendQuestion((state) => state.question);
  const usage = useUsageStore((state) => state.usage);
  const [isNotAsking, setIsNotAsking] = useState(false);
  if (question === null) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const left = usage?.pages_left.toLocaleString(language);

  function answer(isAgreed: boolean) {
    if (isAgreed && isNotAsking) {
      saveGeneralSettings({ ask_before_spending: false }).catch(() =>
        toast.error(t('settings.failedToUpdate')),
      );
    }
    setIsNotAsking(false);
    question?.answer(isAgreed);
  }

  return (
    <ConfirmDialog
      title={t('workspace.usage.ask.title')}
      confirmLabel={t('workspace.usage.ask.confirm')}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      <p>
        {question.pages === null
          ? t('workspace.usage.ask.bodyNoCount')
          : usage === null
            ? t('workspace.usage.ask.bodyUnknown', { count: question.pages })
            : t('workspace.usage.ask.body', { count: question.pages, left })}
      </p>
      {usage?.source === 'free' && (
        <p>
          {t('workspace.usage.ask.freePlan', {
            limit: usage.pages_limit.toLocaleString(language),
          })}{' '}
          <Link to="/pricing">{t('workspace.usage.ask.plans')}</Link>
        </p>
      )}
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={isNotAsking}
          onChange={(event) => setIsNotAsking(event.currentTarget.checked)}
        />
        {t('workspace.usage.ask.dontAsk')}
      </label>
    </ConfirmDialog>
  );
}
