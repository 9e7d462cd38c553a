import { Check, Highlighter, Tag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { engineLabel } from '../../../lib/entity-labels';
import { markEveryOccurrence } from '../highlights/context-menu-commands';
import { shownText } from '../highlights/highlight';
import { showHighlight } from '../viewer/navigation';
import { codeOf, useExemptionSettings } from './exemption';
import { basisOfMarks, basisText } from './mark-basis';
import type { MarkEntry } from './merge-duplicates';
import { acceptMarks, rejectMarks } from './review-actions';
import { useReviewStore } from './review-store';

/** How much of a mark's text the buttons' names quote; the row itself shows it all. */
const SNIPPET_CHARS = 48;

/** How much of a very long mark (a whole page's text) the row holds, for the layout's sake. */
const SHOWN_CHARS = 2000;

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

function snippet(text: string): string {
  return text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS - 1)}…` : text;
}

/**
 * One review row (a mark, or marks of the same text at the same place): a button that shows it
 * in the viewer, with why detection typed it (a form field's label, its block) under its details,
 * and accept and reject beside it, acting on all its marks. The text is cut to one
 * line and shown whole on hover (title) and on keyboard focus, so a long URL never pushes the
 * buttons out of the panel.
 */
export function MarkRow({
  entry,
  fileName,
  isSelected,
}: {
  entry: MarkEntry;
  /** The file's name, when several are open. */
  fileName?: string;
  isSelected: boolean;
}) {
  const { t } = useTranslation();
  const { mark, status } = entry;
  const ids = entry.marks.map(({ id }) => id);
  const defaults = useExemptionSettings().defaults;
  const openCodePicker = useReviewStore((state) => state.openCodePicker);
  const code = codeOf(mark, defaults);
  const fullText = flat(shownText(mark));
  const text = snippet(fullText) || t('workspace.marks.noText');
  const author = mark.fromFile?.author;
  const basis = basisText(basisOfMarks(entry.marks), t);
  const details = [
    entry.sources.map((source) => t(`workspace.marks.sources.${source}`)).join(' · '),
    author ? t('workspace.marks.madeBy', { author }) : undefined,
    [...new Set(entry.marks.map((one) => one.model).filter(Boolean))]
      .map((model) => engineLabel(model!))
      .join(' · ') || undefined,
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
        <span className="mark-text">{fullText.slice(0, SHOWN_CHARS) || text}</span>
        {fileName && <span className="mark-file">{fileName}</span>}
        <span className="mark-details">
          {t('workspace.marks.page', { page: mark.page })} · {details.join(' · ')} ·{' '}
          {t(`workspace.marks.status.${status}`)}
        </span>
        {basis && <span className="mark-basis">{basis}</span>}
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
        onClick={() => openCodePicker(ids)}
      >
        <Tag aria-hidden="true" size={16} />
      </button>
      {status === 'suggested' && (
        <button
          type="button"
          className="icon-button mark-accept"
          aria-label={t('workspace.marks.acceptOne', { text })}
          title={t('workspace.marks.accept')}
          onClick={() => acceptMarks(ids)}
        >
          <Check aria-hidden="true" size={16} />
        </button>
      )}
      <button
        type="button"
        className="icon-button mark-reject"
        aria-label={t('workspace.marks.rejectOne', { text })}
        title={t('workspace.marks.reject')}
        onClick={() => rejectMarks(ids)}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </li>
  );
}
