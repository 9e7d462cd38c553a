import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { checkCase, markAll, useCaseCheckStore } from './case-check';
import type * as CaseWords from './case-words';

const word = (text: string, x0: number, y0 = 100) => ({ text, x0, y0, x1: x0 + 40, y1: y0 + 10 });
const WORDS: Record<string, ReturnType<typeof word>[][]> = {
  a: [[word('Søker:', 10), word('Kari', 60), word('Nordmann', 110)]],
  b: [[], [word('Møte', 10), word('med', 60), word('Kari', 110), word('Nordmann', 160)]],
};
vi.mock('./case-words', async (original) => ({
  ...(await original<typeof CaseWords>()),
  caseWords: async (file: { key: string }) => WORDS[file.key],
}));

describe('the case check in the workspace', () => {
  beforeEach(() => {
    useFilesStore.setState({
      files: [
        buildOpenFile({ key: 'a', name: 'vedtak.pdf', pageCount: 1 }),
        buildOpenFile({ key: 'b', name: 'notat.pdf', pageCount: 2 }),
      ],
    });
    useHighlightsStore.setState({
      byFile: {
        a: [
          buildHighlight({
            id: 'name',
            fileKey: 'a',
            page: 1,
            text: 'Kari Nordmann',
            status: 'accepted',
          }),
        ],
      },
    });
  });

  it('finds the name still shown, names the pages without text, and marks the place', async () => {
    await checkCase();
    const state = useCaseCheckStore.getState();
    expect(state.status).toBe('done');
    expect(state.unread).toEqual([{ name: 'notat.pdf', pages: [1] }]);
    const [finding] = state.findings;
    expect(finding?.visible).toEqual([{ document: 1, page: 2, count: 1 }]);

    expect(markAll(finding!)).toBe(1);
    const added = useHighlightsStore.getState().byFile.b ?? [];
    expect(added).toMatchObject([
      { page: 2, x: 110, y: 100, w: 90, h: 10, status: 'suggested', text: 'Kari Nordmann' },
    ]);
    // Marked once, the place is not marked again.
    expect(markAll(finding!)).toBe(0);
  });
});
