import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSpendQuestion } from './spend-question';
import { useUsageStore } from './usage-store';

/**
 * Asks before auto-processing spends many pages (see ASK_BEFORE_SPENDING): how many, of how many
 * left, and on the free plan why pages are counted at all.
 */
export function SpendQuestionDialog() {
  const { t, i18n } = useTranslation();
  const question = useSpendQuestion((state) => state.question);
  const usage = useUsageStore((state) => state.usage);
  if (question === null) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const left = usage?.pages_left.toLocaleString(language);
  return (
    <ConfirmDialog
      title={t('workspace.usage.ask.title')}
      confirmLabel={t('workspace.usage.ask.confirm')}
      onConfirm={() => question.answer(true)}
      onCancel={() => question.answer(false)}
    >
      <p>
        {usage === null
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
    </ConfirmDialog>
  );
}
