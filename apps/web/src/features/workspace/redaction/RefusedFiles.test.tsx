import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TResidue } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { installFakeSearchApi } from '../search/fake-search-api';
import { resetSearchStore } from '../search/search-store';
import { buildHighlight } from '../test-fixtures';
import { residueBoxes, residueTerms } from './mark-residues';
import { RefusedFiles } from './RefusedFiles';
import { useRedactionStore } from './redaction-store';

const fragment: TResidue = {
  masked: 'e·········',
  length: 10,
  page: 1,
  place: 'scanned image',
  bbox: { x0: 200, y0: 100, x1: 240, y1: 112 },
};
const inOutline: TResidue = { masked: 'K···', length: 4, page: null, place: 'outline' };
const unknown: TResidue = { masked: 'Z·····', length: 6, page: 3, place: 'page content' };

beforeEach(() => {
  startI18n();
  resetSearchStore();
  useFilesStore.getState().clear();
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useRedactionStore.setState({ refusals: {} });
});

afterEach(() => vi.unstubAllGlobals());

describe('residueBoxes', () => {
  it('draws a hand-made box, a point wider each way, over each residue the server placed', () => {
    const [box] = residueBoxes('a', [fragment, inOutline], 5);
    expect(residueBoxes('a', [fragment, inOutline], 5)).toHaveLength(1);
    expect(box).toMatchObject({ page: 1, type: 'MANUAL', x: 199, y: 99, w: 42, h: 14 });
    expect(box!.text).toBeUndefined();
  });
});

describe('residueTerms', () => {
  it('finds the marked texts and words a residue without a place masks to', () => {
    const marks = [
      buildHighlight({ text: 'Kari Nordmann,' }),
      buildHighlight({ text: 'Kåre' }),
      buildHighlight({ text: undefined }),
    ];
    // "Kåre" masks alike: both are searched, and only the one in the file is found.
    expect(residueTerms([inOutline, fragment], marks)).toEqual(['Kari', 'Kåre']);
    expect(residueTerms([unknown], marks)).toEqual([]);
  });
});

describe('RefusedFiles', () => {
  it('lists what a refused file still holds and marks it: boxes, then a search for the rest', async () => {
    const { searches } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari', 'Kari bor her'] } });
    const { added } = useFilesStore.getState().addFiles([new File(['%PDF'], 'a.pdf')], 'add');
    const file = added[0]!;
    useHighlightsStore.getState().add([buildHighlight({ fileKey: file.key, text: 'Kari' })]);
    useRedactionStore
      .getState()
      .setRefusal(file.key, { name: 'a.pdf', residues: [fragment, inOutline, unknown] });
    render(<RefusedFiles />);

    const refused = screen.getByRole('region', { name: 'a.pdf was not released' });
    expect(refused).toHaveTextContent('e········· in the scanned image (read by OCR) on page 1');
    await userEvent.click(screen.getByRole('button', { name: 'Mark these places' }));
    // The search shows its highlights after the spec's pauses (100 ms, then 300 ms).
    await waitFor(() => expect(getToasts()).toHaveLength(1), { timeout: 3000 });

    expect(searches.map((search) => search.terms)).toEqual([['Kari']]);
    const marks = useHighlightsStore.getState().byFile[file.key]!;
    expect(marks.filter((mark) => mark.type === 'MANUAL')).toHaveLength(2);
    expect(marks.filter((mark) => mark.type === 'SEARCH').map((mark) => mark.page)).toEqual([1, 2]);
    expect(getToasts().at(-1)?.message).toBe(
      'Marked 1 place with a box. Searched the whole file for 1 redacted text. 1 place cannot be marked from here: cover it with a box by hand. Check the marks, then redact again.',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const { added } = useFilesStore.getState().addFiles([new File(['%PDF'], 'a.pdf')], 'add');
    useRedactionStore.getState().setRefusal(added[0]!.key, { name: 'a.pdf', residues: [unknown] });
    render(<RefusedFiles />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(useRedactionStore.getState().refusals).toEqual({});
  });
});
