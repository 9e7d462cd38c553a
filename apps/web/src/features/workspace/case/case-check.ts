import { checkConsistency, type ConsistencyFinding } from '@workbench/contracts';
import { create } from 'zustand';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { shownText, type Highlight } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { useHighlightsStore } from '../highlights/highlights-store';
import { codeOf, exemptionSettings } from '../marks/exemption';
import { pendingSuggestions, redactable } from '../redaction/build-mapping';
import { useRedactionStore } from '../redaction/redaction-store';
import { OPACITY } from '../workspace-constants';
import { caseWords, occurrenceBoxes, type CaseWord } from './case-words';

interface CheckState {
  status: 'idle' | 'checking' | 'done' | 'failed';
  /** The files checked, in the order the findings' places index them. */
  files: { key: string; name: string; words: CaseWord[][] }[];
  findings: ConsistencyFinding[];
  /** Pages with no words to read (a scan not yet recognised): not checked, and said so. */
  unread: { name: string; pages: number[] }[];
}

export const useCaseCheckStore = create<CheckState>()(() => ({
  status: 'idle',
  files: [],
  findings: [],
  unread: [],
}));

/**
 * The marks a release of the file would withhold, as the check reads them: the accepted ones and
 * the suggestions still to review (a release accepts them, or the reviewer removes them).
 */
function withheldMarks(file: OpenFile) {
  const marks = useHighlightsStore.getState().byFile[file.key] ?? [];
  const defaults = exemptionSettings().defaults;
  const { options } = useRedactionStore.getState();
  return [...redactable(marks, options), ...pendingSuggestions(marks, options)]
    .map((mark) => ({
      page: mark.page,
      text: shownText(mark),
      code: codeOf(mark, defaults) ?? null,
    }))
    .filter((mark) => mark.text.trim() !== '');
}

/**
 * Checks the open files as one case (decision 0090): each string that a mark withholds in one
 * place and a page still prints in another, and each string withheld under different codes.
 */
export async function checkCase(): Promise<void> {
  const files = useFilesStore.getState().files;
  useCaseCheckStore.setState({ status: 'checking' });
  try {
    const read = await Promise.all(files.map((file) => caseWords(file)));
    const checked = files.map((file, index) => ({
      key: file.key,
      name: file.name,
      words: read[index]!,
    }));
    const findings = checkConsistency(
      files.map((file, index) => ({
        name: file.name,
        pages: read[index]!.map((words) => words.map((word) => word.text).join(' ')),
        marks: withheldMarks(file),
      })),
    );
    const unread = checked
      .map(({ name, words }) => ({
        name,
        pages: words.flatMap((page, index) => (page.length === 0 ? [index + 1] : [])),
      }))
      .filter((file) => file.pages.length > 0);
    useCaseCheckStore.setState({ status: 'done', files: checked, findings, unread });
  } catch {
    useCaseCheckStore.setState({ status: 'failed', files: [], findings: [], unread: [] });
  }
}

/**
 * Suggestions over every place the finding's string is still printed, with the code it was
 * first withheld under, for the reviewer to accept. Answers how many were added.
 */
export function markAll(finding: ConsistencyFinding, now = Date.now()): number {
  const { files } = useCaseCheckStore.getState();
  const store = useHighlightsStore.getState();
  const code = finding.codes.find(Boolean);
  const added: Highlight[] = [];
  for (const place of finding.visible) {
    const file = files[place.document];
    if (!file) continue;
    const existing = (store.byFile[file.key] ?? []).filter((mark) => mark.page === place.page);
    for (const box of occurrenceBoxes(finding.text, file.words[place.page - 1] ?? [])) {
      const covered = existing.some(
        (mark) =>
          mark.x <= box.x0 + 1 &&
          mark.y <= box.y0 + 1 &&
          mark.x + mark.w >= box.x1 - 1 &&
          mark.y + mark.h >= box.y1 - 1,
      );
      if (covered) continue;
      added.push({
        id: `case-${file.key}-p${place.page}-${crypto.randomUUID()}`,
        fileKey: file.key,
        page: place.page,
        x: box.x0,
        y: box.y0,
        w: box.x1 - box.x0,
        h: box.y1 - box.y0,
        type: 'SEARCH',
        text: box.text,
        status: 'suggested',
        color: highlightColor('SEARCH'),
        opacity: OPACITY.display,
        timestamp: now,
        ...(code !== undefined && { code }),
      });
    }
  }
  if (added.length > 0) store.add(added);
  return added.length;
}
