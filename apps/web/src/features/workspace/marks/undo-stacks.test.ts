import { describe, expect, it } from 'vitest';
import { buildHighlight } from '../test-fixtures';
import { mergeKept, newestAction, pushAction, takeAction, UNDO_LIMIT } from './undo-stacks';

const mark = (id: string, fileKey: string) => buildHighlight({ id, fileKey });

describe('undo stacks per file', () => {
  it('splits an action by file and takes it back whole', () => {
    let stacks = pushAction(
      {},
      { decision: 'accept', before: [mark('1', 'a'), mark('2', 'b')] },
      1,
    );
    stacks = pushAction(stacks, { decision: 'add', before: [], added: [mark('3', 'b')] }, 2);
    expect(stacks.a).toHaveLength(1);
    expect(stacks.b!.map((step) => step.at)).toEqual([1, 2]);
    expect(stacks.b![1]!.added).toEqual(['3']);
    // In a, the newest step is a's own, though b has a newer one.
    expect(newestAction(stacks, 'a')).toBe(1);
    expect(newestAction(stacks, 'c')).toBe(2);
    const { taken, stacks: left } = takeAction(stacks, 1);
    expect(taken.map(([key]) => key).sort()).toEqual(['a', 'b']);
    expect(Object.keys(left)).toEqual(['b']);
    expect(newestAction({}, 'a')).toBeNull();
  });

  it('keeps at most UNDO_LIMIT steps a file, and merges kept steps in order', () => {
    let stacks = {};
    for (let at = 1; at <= UNDO_LIMIT + 3; at++) {
      stacks = pushAction(stacks, { decision: 'code', before: [mark(`${at}`, 'a')] }, at);
    }
    expect((stacks as Record<string, unknown[]>).a).toHaveLength(UNDO_LIMIT);
    const kept = [{ decision: 'reject' as const, before: [mark('x', 'b')], at: 5 }];
    const merged = mergeKept({ b: [{ decision: 'add', before: [], at: 9 }] }, 'b', kept);
    expect(merged.b!.map((step) => step.at)).toEqual([5, 9]);
    // Merging the same steps again adds nothing.
    expect(mergeKept(merged, 'b', kept).b).toHaveLength(2);
  });
});
