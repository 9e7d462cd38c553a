import type { TBBox } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../../engine/open-pdf';
import { onePagePdf } from '../../test/build-pdf';
import { rebuilt, redactAreas } from '../../test/redact-helpers';
import { verifyRedaction } from '../verify/verify-redaction';
import { VECTOR_ART_UNDER_A_BOX } from './vector-residues';

const BOX = { x0: 150, y0: 150, x1: 250, y1: 520 };

function verify(bytes: Uint8Array, box: TBBox) {
  return verifyRedaction(bytes, { areasByPage: new Map([[0, [box]]]), needles: [], labels: [] });
}

const vectorResidues = (verification: ReturnType<typeof verify>) =>
  verification.residues.filter(({ place }) => place === VECTOR_ART_UNDER_A_BOX);

/** The file with `content` drawn last on its first page, rebuilt as a redaction saves it. */
function withDrawing(bytes: Uint8Array, content: string): Uint8Array {
  const document = openPdf(bytes);
  try {
    const page = document.findPage(0);
    const contents = document.newArray();
    const old = page.get('Contents');
    if (old.isArray()) old.forEach((item) => contents.push(item));
    else contents.push(old);
    contents.push(document.addStream(content, document.newDictionary()));
    page.put('Contents', contents);
    return rebuilt(document.saveToBuffer('').asUint8Array());
  } finally {
    document.destroy();
  }
}

describe('vectorResidues: the verifier finds vector art left under a box', () => {
  it('fails a file whose line and fill run on under a box, naming the place; a touch is not counted', () => {
    // The third line's ink ends 0.2 points inside the box: within the slack.
    const content =
      '0.5 g 100 400 300 200 re f 0 G 4 w 100 300 m 400 300 l S 100 350 m 150.2 350 l S';
    const verification = verify(rebuilt(onePagePdf(content)), BOX);
    expect(verification.passed).toBe(false);
    const found = vectorResidues(verification);
    expect(found).toHaveLength(2);
    for (const residue of found) {
      expect(residue.page).toBe(1);
      expect(residue.bbox!.x0).toBeGreaterThanOrEqual(BOX.x0);
      expect(residue.bbox!.x1).toBeLessThanOrEqual(BOX.x1);
    }
  });

  it('does not count the overlay (fill and cross) on a rotated page, but art drawn after it', () => {
    const page = onePagePdf('0 G 2 w 100 100 m 500 100 l S', [], {
      catalog: '',
      page: '/Rotate 90',
    });
    // Page space swaps x and y here: the line runs down the page at x = 100.
    const box = { x0: 80, y0: 200, x1: 140, y1: 300 };
    const options = {
      appearance: { mode: 'cross_out' as const, font_size: 11, align: 1 as const },
    };
    const { bytes } = redactAreas(page, [{ bbox: box }], options);
    expect(vectorResidues(verify(bytes, box))).toEqual([]);
    // A line across the middle of the box (page y 250), drawn over the overlay.
    const line = withDrawing(bytes, '0 0 1 RG 1 w 250 90 m 250 130 l S');
    expect(vectorResidues(verify(line, box))).toHaveLength(1);
  });
});
