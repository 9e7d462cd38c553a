import { requireProcessingConnection } from '../../on-device/processing-location';
import { addBanWords } from '../../settings/settings-api';
import { emitSettingsChanged, onWordsIgnored } from '../../settings/settings-events';
import { useFilesStore } from '../files/files-store';
import { samePosition } from './geometry';
import { manualHighlightId, statusOf, type Highlight, type Rect } from './highlight';
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

/** Where a copy of a mark goes: its page and rectangle, and the text under it when known. */
export interface Place extends Rect {
  page: number;
  text?: string;
}

/**
 * A new mark like the source (same type, colour, entity, model, way of making and code) at
 * `place` of the file `fileKey`. It stands where the source stands in review: the user asked
 * for it.
 */
export function markLike(source: Highlight, fileKey: string, place: Place, now: number): Highlight {
  const status = statusOf(source);
  const { page, text, x, y, w, h } = place;
  return {
    id: manualHighlightId(fileKey, page, now),
    fileKey,
    type: source.type,
    color: source.color,
    opacity: source.opacity,
    timestamp: now,
    ...(source.creationMode !== undefined && { creationMode: source.creationMode }),
    ...(source.entity !== undefined && { entity: source.entity }),
    ...(source.model !== undefined && { model: source.model }),
    ...(source.code !== undefined && { code: source.code }),
    status,
    ...(status === 'accepted' && {
      reviewedBy: source.reviewedBy ?? useReviewStore.getState().reviewer,
    }),
    page,
    ...(text !== undefined && { text }),
    x,
    y,
    w,
    h,
  };
}

/** Adds marks the user asked for in one step, which Review's Undo (U) takes back whole. */
export function addMarks(marks: readonly Highlight[]): number {
  if (marks.length === 0) return 0;
  useHighlightsStore.getState().add(marks);
  useReviewStore.getState().pushUndo({ decision: 'add', before: [], added: marks });
  return marks.length;
}

/**
 * Adds a mark like the source at every occurrence that no highlight of its type already covers
 * in that file (delete-by-position matching, spec §4); answers how many were added.
 * Occurrences covering each other are added once.
 */
export function addOccurrences(source: Highlight, occurrences: readonly Occurrence[]): number {
  const byFile = useHighlightsStore.getState().byFile;
  const added: Highlight[] = [];
  const now = Date.now();
  for (const occurrence of occurrences) {
    const { fileKey, page } = occurrence;
    const isCovered = [...(byFile[fileKey] ?? []), ...added].some(
      (highlight) =>
        highlight.fileKey === fileKey &&
        highlight.type === source.type &&
        highlight.page === page &&
        samePosition(highlight, occurrence),
    );
    if (!isCovered) added.push(markLike(source, fileKey, occurrence, now));
  }
  return addMarks(added);
}

/**
 * Searches every open file for the source's text (case-insensitive) and marks every occurrence
 * not already marked; answers how many were added, null when the text is missing or the source's
 * file is closed, or 'offline' when it was refused for want of a connection (the offline notice
 * is shown then). A failed search rejects.
 */
export async function highlightSameText(
  source: Highlight,
  signal?: AbortSignal,
): Promise<number | null | 'offline'> {
  const text = source.text?.trim();
  const files = useFilesStore.getState().files;
  if (!text || !files.some((open) => open.key === source.fileKey)) return null;
  if (!requireProcessingConnection()) return 'offline';
  const occurrences = await searchOccurrences(files, text, signal);
  // Closed, or signed out, while the server searched: nothing may be added for those any more.
  const searched = new Set(files.map((open) => open.file));
  const open = new Set(
    useFilesStore
      .getState()
      .files.filter((file) => searched.has(file.file))
      .map((file) => file.key),
  );
  if (!open.has(source.fileKey)) return null;
  return addOccurrences(
    source,
    occurrences.filter((occurrence) => open.has(occurrence.fileKey)),
  );
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
