import { requireConnection } from '../../../lib/require-connection';
import { addBanWords } from '../../settings/settings-api';
import { emitSettingsChanged, onWordsIgnored } from '../../settings/settings-events';
import { useFilesStore } from '../files/files-store';
import { samePosition } from './geometry';
import { manualHighlightId, statusOf, type Highlight } from './highlight';
import { useReviewStore } from '../marks/review-store';
import { useHighlightsStore } from './highlights-store';
import { searchOccurrences, type Occurrence } from './occurrences-api';

function normalized(text: string | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

/**
 * Removes every entity highlight of the source's entity type in its file; answers how many went,
 * or null when the source names no entity or file.
 */
export function deleteSameEntity(source: Highlight): number | null {
  const { entity, fileKey } = source;
  if (source.type !== 'ENTITY' || !entity || !fileKey) return null;
  return useHighlightsStore
    .getState()
    .removeWhere(
      (highlight) =>
        highlight.fileKey === fileKey && highlight.type === 'ENTITY' && highlight.entity === entity,
    );
}

/**
 * Removes every highlight in the source's file whose text equals the source's, ignoring case and
 * surrounding spaces; answers how many went, or null when the source has no text.
 */
export function deleteSameText(source: Highlight): number | null {
  const text = normalized(source.text);
  if (text === '' || !source.fileKey) return null;
  return useHighlightsStore
    .getState()
    .removeWhere(
      (highlight) => highlight.fileKey === source.fileKey && normalized(highlight.text) === text,
    );
}

/**
 * Adds a copy of the source (same type, colour, entity and model) at every occurrence that no
 * highlight of that type already covers (delete-by-position matching, spec §4); answers how many
 * were added. Occurrences covering each other are added once.
 */
export function addOccurrences(source: Highlight, occurrences: readonly Occurrence[]): number {
  const existing = (useHighlightsStore.getState().byFile[source.fileKey] ?? []).filter(
    (highlight) => highlight.type === source.type,
  );
  const added: Highlight[] = [];
  for (const occurrence of occurrences) {
    const isCovered = [...existing, ...added].some(
      (highlight) => highlight.page === occurrence.page && samePosition(highlight, occurrence),
    );
    if (isCovered) continue;
    const { x, y, w, h, page, text } = occurrence;
    added.push({
      id: manualHighlightId(source.fileKey, page),
      fileKey: source.fileKey,
      type: source.type,
      color: source.color,
      opacity: source.opacity,
      timestamp: Date.now(),
      ...(source.entity !== undefined && { entity: source.entity }),
      ...(source.model !== undefined && { model: source.model }),
      // The user asked for every occurrence: they stand where the source stands in review.
      status: statusOf(source),
      ...(statusOf(source) === 'accepted' && {
        reviewedBy: source.reviewedBy ?? useReviewStore.getState().reviewer,
      }),
      page,
      text,
      x,
      y,
      w,
      h,
    });
  }
  if (added.length > 0) {
    useHighlightsStore.getState().add(added);
    // Review's Undo (U) takes the whole batch back, as it takes back an accept or a reject.
    useReviewStore
      .getState()
      .pushUndo({ decision: 'add', before: [], added: added.map(({ id }) => id) });
  }
  return added.length;
}

/**
 * Searches the source's file for its text (case-insensitive) and highlights every occurrence not
 * already marked; answers how many were added, null when the text or the open file is missing,
 * or 'offline' when it was refused for want of a connection (the offline notice is shown then).
 * A failed search rejects.
 */
export async function highlightSameText(
  source: Highlight,
  signal?: AbortSignal,
): Promise<number | null | 'offline'> {
  const text = source.text?.trim();
  const file = useFilesStore.getState().files.find((open) => open.key === source.fileKey);
  if (!text || !file) return null;
  if (!requireConnection()) return 'offline';
  const occurrences = await searchOccurrences(file, text, signal);
  // Closed, or signed out, while the server searched: nothing may be added for it any more.
  if (!useFilesStore.getState().files.includes(file)) return null;
  return addOccurrences(source, occurrences);
}

/** Case and spacing do not matter, as in the detection's own ignore-list filter. */
const ignoreKey = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('nb');

/**
 * Removes the suggestions whose whole text is one of `words`, as a new detection would not make
 * them; marks a person accepted stay. Answers how many went.
 */
export function removeIgnoredSuggestions(words: readonly string[]): number {
  const ignored = new Set(words.map(ignoreKey));
  return useHighlightsStore
    .getState()
    .removeWhere(
      (mark) =>
        statusOf(mark) === 'suggested' &&
        mark.text !== undefined &&
        ignored.has(ignoreKey(mark.text)),
    );
}

/**
 * Puts a word on the user's ignore list, tells the workspace and settings views, and removes
 * the word's suggestions. Answers how many suggestions went.
 */
export async function addToIgnoreList(text: string): Promise<number> {
  await addBanWords([text]);
  emitSettingsChanged(['banList']);
  return removeIgnoredSuggestions([text]);
}

/**
 * Words ignored on the settings page take their suggestions out of the open files too (they
 * stayed marked until the detection was reset). Started once by main.tsx.
 */
export function startIgnoredSuggestionsCleanup(): () => void {
  return onWordsIgnored((words) => void removeIgnoredSuggestions(words));
}
