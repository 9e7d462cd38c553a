import { mask } from './find-text';
import type { Half } from './dev-corpus/documents';
import type { DetectionRecall } from './personal-strings';

/** One scenario run on one file, as bench:corpus reports it. */
export interface Row {
  file: string;
  /** `personal`: accept-all detection of the personal types only, on the hand-marked files. */
  scenario: 'detect' | 'personal' | 'search';
  areas: number;
  outcome: string;
  released: boolean;
  refused: boolean;
  recoverable: string[];
  elsewhere: number;
  lost: string[];
  /** Words no reader saw, removed by design (see unseen-words.ts). */
  unseen: string[];
  /** Words kept where they were whose extracted text changed (see check-output.ts). */
  changed: string[];
  seconds: number;
  /** For "detect" on a file with hand-marked strings: what accept-all detection removed. */
  recall?: DetectionRecall;
  /** For a document of the development corpus: its half. */
  half?: Half;
}

const INDENT = ''.padEnd(77);

/**
 * The lines bench:corpus prints for a run. `showStrings` (SHOW_STRINGS=1) prints the strings
 * missed, removed and kept and the words removed that no mark names, for a closer look — never
 * a held-out document's: detection must not be tuned on them, so its strings, words lost, words
 * changed and words unseen are masked whatever is asked, and its other words removed not listed.
 */
export function rowLines(row: Row, showStrings: boolean): string[] {
  const lines: string[] = [];
  const add = (line: string) => lines.push(`${INDENT} ${line}`);
  const clear = showStrings && row.half !== 'held-out';
  const heldOut = row.half === 'held-out';
  // "p3 word" and "p3 word → now": the page stays, the words are masked for a held-out document.
  const words = (items: string[], count: number) =>
    items
      .slice(0, count)
      .map((item) =>
        heldOut
          ? item.replace(/^(p\S+ )(.*)$/su, (_, page: string, rest: string) => page + mask(rest))
          : item,
      )
      .join(' · ');
  const figures = `areas ${row.areas}, recoverable ${row.recoverable.length}, elsewhere ${row.elsewhere}, lost ${row.lost.length}, ${row.seconds.toFixed(1)} s`;
  lines.push(
    `${row.file.slice(0, 70).padEnd(70)} ${row.scenario.padEnd(6)} ${row.half ? `${row.half} ` : ''}${row.outcome.slice(0, 200)}`,
  );
  if (row.released) add(figures);
  for (const leak of row.recoverable.slice(0, 5)) add(`LEAK ${leak}`);
  if (row.lost.length > 0) add(`LOST ${words(row.lost, 8)}`);
  if (row.changed.length > 0) add(`TEXT CHANGED ${words(row.changed, 6)}`);
  if (row.unseen.length > 0) add(`UNSEEN WORDS REMOVED ${words(row.unseen, 8)}`);
  const recall = row.recall;
  if (!recall) return lines;
  const other = ((100 * recall.otherWordsRemoved) / Math.max(1, recall.otherWords)).toFixed(1);
  add(
    `MARKED ${recall.removedFully}/${recall.personal} fully, ${recall.removedPartly} partly; other words removed ${other}%; keep removed ${recall.keepRemoved.length}/${recall.keep}`,
  );
  const shown = (texts: string[]) =>
    texts
      .slice(0, 12)
      .map((text) => (clear ? JSON.stringify(text) : mask(text)))
      .join(' · ');
  if (recall.notFound.length > 0) add(`MISSED ${shown(recall.notFound)}`);
  if (recall.partly.length > 0) add(`PARTLY ${shown(recall.partly)}`);
  if (recall.keepRemoved.length > 0) add(`KEEP REMOVED ${shown(recall.keepRemoved)}`);
  if (clear && recall.otherRemoved.length > 0) add(`OTHER REMOVED ${shown(recall.otherRemoved)}`);
  return lines;
}
