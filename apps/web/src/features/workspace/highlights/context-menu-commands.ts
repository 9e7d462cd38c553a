/* The highlight context menu's entries and their notices (spec §8). */
import { ZBanWord } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { Ban, Copy, Highlighter, ListX, Tags, Trash2, type LucideIcon } from 'lucide-react';
import { engineLabel, entityTypeLabel } from '../../../lib/entity-labels';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import type { Highlight } from './highlight';
import {
  addToIgnoreList,
  deleteSameEntity,
  deleteSameText,
  highlightSameText,
} from './highlight-actions';
import { useHighlightsStore } from './highlights-store';

export interface MenuItem {
  /** Its label's key under workspace.contextMenu. */
  key: string;
  icon: LucideIcon;
  isEnabled: boolean;
  run: () => void;
}

/** What found the highlight: 'Type · model · score %', 'Search: text' or 'Manual'. */
export function modelInfo(highlight: Highlight, t: TFunction): string {
  if (highlight.type === 'SEARCH') {
    return t('workspace.contextMenu.searchInfo', { text: highlight.text ?? '' });
  }
  if (highlight.fromFile) {
    const { author } = highlight.fromFile;
    return author
      ? t('workspace.contextMenu.fileMarkInfoBy', { author })
      : t('workspace.contextMenu.fileMarkInfo');
  }
  if (highlight.type === 'MANUAL') return t('workspace.contextMenu.manualInfo');
  const score =
    highlight.score === undefined
      ? undefined
      : t('workspace.contextMenu.score', { percent: Math.round(highlight.score * 100) });
  const entity = highlight.entity ? entityTypeLabel(highlight.entity) : 'ENTITY';
  const model = highlight.model && engineLabel(highlight.model);
  return [entity, model, score].filter(Boolean).join(' · ');
}

function deleteOne(source: Highlight, t: TFunction) {
  useHighlightsStore.getState().remove(source.id);
  toast.success(t('workspace.notices.highlightDeleted'));
}

function reportRemoved(count: number | null, failure: string, t: TFunction) {
  if (count === null) toast.error(failure);
  else if (count === 0) toast.info(t('workspace.notices.noMatchingHighlightsFound'));
  else toast.success(t('workspace.notices.deletedHighlightsForOccurrences', { count }));
}

function deleteEntityType(source: Highlight, t: TFunction) {
  reportRemoved(deleteSameEntity(source), t('workspace.notices.deleteAllSameFailed'), t);
}

function deleteText(source: Highlight, t: TFunction) {
  reportRemoved(deleteSameText(source), t('workspace.notices.errorRemovingHighlightsByText'), t);
}

/** Marks every occurrence of the source's text in the open files, with the notices the menu shows. */
export async function markEveryOccurrence(source: Highlight, t: TFunction) {
  try {
    const count = await highlightSameText(source);
    if (count === 'offline') return;
    if (count === null) toast.error(t('workspace.notices.highlightAllSameFailed'));
    else if (count === 0) toast.info(t('workspace.notices.noAdditionalOccurrencesFound'));
    else {
      const text = source.text?.trim();
      toast.success(t('workspace.notices.addedHighlightsForText', { count, text }));
    }
  } catch (error) {
    toast.error(errorMessage(t, error, t('workspace.notices.errorHighlightingAllOccurrences')));
  }
}

/**
 * The word to add to the ignore list without asking: the text of a text-selection highlight,
 * when it is a valid ignore-list word (spec §4). Otherwise the user is asked.
 */
function directIgnoreWord(source: Highlight): string | null {
  if (source.creationMode !== 'text_selection') return null;
  const word = ZBanWord.safeParse(source.text ?? '');
  return word.success ? word.data : null;
}

/** What adding to the ignore list did, with the suggestions it took away. */
export function ignoredNotice(t: TFunction, removed: number): string {
  return removed === 0
    ? t('workspace.notices.addedToIgnoreList')
    : t('workspace.notices.addedToIgnoreListRemoved', { count: removed });
}

async function ignoreWord(word: string, t: TFunction) {
  try {
    toast.success(ignoredNotice(t, await addToIgnoreList(word)));
  } catch (error) {
    toast.error(errorMessage(t, error, t('settings.ignore.addFailed')));
  }
}

/** The menu's entries; an entry the highlight cannot use is shown disabled, or not at all. */
export function menuItems(
  source: Highlight,
  context: {
    isFileOpen: boolean;
    /** The file's pages, once the viewer has counted them. */
    pageCount: number | null;
    t: TFunction;
    close: () => void;
    onPrompt: (text: string) => void;
    /** Turns the menu into the dialog that repeats the mark on other pages. */
    onRepeat: () => void;
  },
): MenuItem[] {
  const { isFileOpen, pageCount, t, close, onPrompt, onRepeat } = context;
  const hasText = Boolean(source.text?.trim());
  // Every action closes the menu first; only a prompt for the ignore-list text replaces it.
  const closing = (action: () => unknown) => () => {
    close();
    void action();
  };
  const ignoreWithoutAsking = directIgnoreWord(source);

  return [
    { key: 'delete', icon: Trash2, isEnabled: true, run: closing(() => deleteOne(source, t)) },
    ...(source.type === 'ENTITY'
      ? [
          {
            key: 'deleteSameEntity',
            icon: Tags,
            isEnabled: Boolean(source.entity && source.fileKey),
            run: closing(() => deleteEntityType(source, t)),
          },
        ]
      : []),
    {
      key: 'deleteSameText',
      icon: ListX,
      isEnabled: hasText,
      run: closing(() => deleteText(source, t)),
    },
    {
      key: 'highlightSameText',
      icon: Highlighter,
      isEnabled: hasText && isFileOpen,
      run: closing(() => markEveryOccurrence(source, t)),
    },
    {
      key: 'repeatOnPages',
      icon: Copy,
      isEnabled: isFileOpen && (pageCount ?? 0) > 1,
      run: onRepeat,
    },
    {
      key: 'addToIgnoreList',
      icon: Ban,
      isEnabled: true,
      run:
        ignoreWithoutAsking === null
          ? () => onPrompt(source.text ?? '')
          : closing(() => ignoreWord(ignoreWithoutAsking, t)),
    },
  ];
}
