import { useTranslation } from 'react-i18next';
import { entityTypeOf, statusOf } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { markTypeName } from './marks-filter';

/**
 * Says which mark is selected, and whether it is a suggestion or accepted, to screen readers: the
 * review keys move the selection on the page, which they would not otherwise hear.
 */
export function SelectionAnnouncer() {
  const { t } = useTranslation();
  const mark = useHighlightsStore((state) => {
    if (!state.selectedId) return null;
    for (const marks of Object.values(state.byFile)) {
      const found = marks.find((highlight) => highlight.id === state.selectedId);
      if (found) return found;
    }
    return null;
  });
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="mark-announcer">
      {mark &&
        t('workspace.marks.announce', {
          status: t(`workspace.marks.status.${statusOf(mark)}`),
          type: markTypeName(entityTypeOf(mark), t),
          text: mark.text ?? t('workspace.marks.noText'),
          page: mark.page,
        })}
    </p>
  );
}
