import { Check, Highlighter, Tag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { markEveryOccurrence } from '../highlights/context-menu-commands';
import { shownText, sourceOf, statusOf, type Highlight } from '../highlights/highlight';
import { showHighlight } from '../viewer/navigation';
import { codeOf, useExemptionSettings } from './exemption';
import { acceptMarks, rejectMarks } from './review-actions';
import { useReviewStore } from './review-store';

/** How much of a mark's text the list shows; the whole text is its tooltip. */
const SNIPPET_CHARS = 48;

function snippet(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS - 1)}…` : flat;
}

/** One mark: a button that shows it in the viewer, with accept and reject beside it. */
export function MarkRow({ mark, isSelected }: { mark: Highlight; isSelected: boolean }) {
  const { t } = useTranslation();
  const status = statusOf(mark);
  const defaults = useExemptionSettings().defaults;
  const openCodePicker = useReviewStore((state) => state.openCodePicker);
  const code = codeOf(mark, defaults);
  const fullText = shownText(mark);
  const text = snippet(fullText) || t('workspace.marks.noText');
  const author = mark.fromFile?.author;
  const details = [
    t(`workspace.marks.sources.${sourceOf(mark)}`),
    author ? t('workspace.marks.madeBy', { author }) : undefined,
    mark.model,
    mark.score === undefined ? undefined : `${Math.round(mark.score * 100)} %`,
  ].filter(Boolean);

  return (
    <li className="mark-row" data-status={status} data-selected={isSelected}>
      <button
        type="button"
        className="mark-show"
        title={fullText || undefined}
        aria-current={isSelected || undefined}
        data-mark-id={mark.id}
        onClick={() => void showHighlight(mark)}
      >
        <span className="mark-text">{text}</span>
        <span className="mark-details">
          {t('workspace.marks.page', { page: mark.page })} · {details.join(' · ')} ·{' '}
          {t(`workspace.marks.status.${status}`)}
        </span>
        {code && <span className="mark-code">{code}</span>}
      </button>
      {mark.text?.trim() && (
        <button
          type="button"
          className="icon-button mark-every"
          aria-label={t('workspace.marks.markEvery', { text })}
          title={t('workspace.marks.markEveryTitle')}
          onClick={() => void markEveryOccurrence(mark, t)}
        >
          <Highlighter aria-hidden="true" size={16} />
        </button>
      )}
      <button
        type="button"
        className="icon-button mark-set-code"
        aria-label={t('workspace.codes.setOne', { text })}
        title={t('workspace.codes.set')}
        onClick={() => openCodePicker([mark.id])}
      >
        <Tag aria-hidden="true" size={16} />
      </button>
      {status === 'suggested' && (
        <button
          type="button"
          className="icon-button mark-accept"
          aria-label={t('workspace.marks.acceptOne', { text })}
          title={t('workspace.marks.accept')}
          onClick={() => acceptMarks([mark.id])}
        >
          <Check aria-hidden="true" size={16} />
        </button>
      )}
      <button
        type="button"
        className="icon-button mark-reject"
        aria-label={t('workspace.marks.rejectOne', { text })}
        title={t('workspace.marks.reject')}
        onClick={() => rejectMarks([mark.id])}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </li>
  );
}
