import type { Highlight } from '../highlights/highlight';

/** How many review steps Undo can take back in one file. */
export const UNDO_LIMIT = 100;

/** One review step in one file: what it did and that file's marks as they were before it. */
export interface ReviewStep {
  decision: 'accept' | 'reject' | 'code' | 'add';
  before: Highlight[];
  /** The ids of the marks the step added ("mark every occurrence"). */
  added?: string[];
  /**
   * When the action was taken (ms, strictly increasing): the parts of one action in several files
   * share it, so Undo takes the action back whole, and it orders steps kept across a reload.
   */
  at: number;
}

/** A file's review as kept in the browser with its marks: its steps and rejected suggestions. */
export interface KeptReview {
  undo: ReviewStep[];
  rejected: Highlight[];
}

/** The steps Undo can take back, per file key, newest last. */
export type UndoStacks = Record<string, ReviewStep[]>;

/** What an action did, across files; `added` holds the added marks, for their files. */
export interface ReviewAction {
  decision: ReviewStep['decision'];
  before: readonly Highlight[];
  added?: readonly Highlight[];
}

let last = 0;
/** A time after every step taken so far in this tab (two actions in one millisecond stay apart). */
export function nextAt(stacks: UndoStacks): number {
  const newest = Math.max(0, ...Object.values(stacks).map((steps) => steps.at(-1)?.at ?? 0));
  last = Math.max(Date.now(), last + 1, newest + 1);
  return last;
}

/** Splits `action` into one step per file it touched and pushes each on that file's stack. */
export function pushAction(stacks: UndoStacks, action: ReviewAction, at: number): UndoStacks {
  const keys = new Set([...action.before, ...(action.added ?? [])].map((mark) => mark.fileKey));
  const next = { ...stacks };
  for (const key of keys) {
    const step: ReviewStep = {
      decision: action.decision,
      before: action.before.filter((mark) => mark.fileKey === key),
      at,
    };
    const added = action.added?.filter((mark) => mark.fileKey === key).map(({ id }) => id);
    if (added && added.length > 0) step.added = added;
    next[key] = [...(next[key] ?? []), step].slice(-UNDO_LIMIT);
  }
  return next;
}

/**
 * The action Undo takes back: the newest step of `fileKey` (the file in view) or, when that file
 * has none, the newest of any file; with the parts of the same action in other files.
 */
export function newestAction(stacks: UndoStacks, fileKey: string | null): number | null {
  const own = fileKey === null ? undefined : stacks[fileKey]?.at(-1);
  if (own) return own.at;
  const newest = Math.max(0, ...Object.values(stacks).map((steps) => steps.at(-1)?.at ?? 0));
  return newest === 0 ? null : newest;
}

/** Removes the steps taken at `at` from every stack; answers them and the stacks left. */
export function takeAction(stacks: UndoStacks, at: number) {
  const taken: [string, ReviewStep][] = [];
  const next: UndoStacks = {};
  for (const [key, steps] of Object.entries(stacks)) {
    const kept = steps.filter((step) => step.at !== at);
    for (const step of steps) if (step.at === at) taken.push([key, step]);
    if (kept.length > 0) next[key] = kept;
  }
  return { taken, stacks: next };
}

/** Merges steps kept in the browser for `fileKey` into its stack, in the order they were taken. */
export function mergeKept(stacks: UndoStacks, fileKey: string, kept: readonly ReviewStep[]) {
  const present = new Set((stacks[fileKey] ?? []).map((step) => step.at));
  const merged = [...(stacks[fileKey] ?? []), ...kept.filter((step) => !present.has(step.at))];
  merged.sort((a, b) => a.at - b.at);
  return { ...stacks, [fileKey]: merged.slice(-UNDO_LIMIT) };
}
