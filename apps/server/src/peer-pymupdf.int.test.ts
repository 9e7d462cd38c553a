import { type TPdfPage } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { pdftotext, qpdfUncompressed } from './test/pdf-tools';
import {
  extract,
  redact,
  search,
  redactHits,
  phraseBox,
  area,
  redactPhrases,
  WHOLE_LETTER_PAGE,
  placedWords,
  expectRemoved,
  render,
  pixelsIn,
  changedOutside,
  TRANSPARENT,
  WHITE,
  startPeerSuite,
} from './test/peer-suite-api';
import * as peer from './test/peer-suite-pdfs';

/**
 * Issue 62, item 7: PyMuPDF's redaction tests reproduced against our HTTP API. Each case names
 * the peer test it reproduces (file and test) and asserts what that test asserts, in our terms:
 * a redacted word is gone from what pdftotext and mutool read and from every decoded object
 * (findWithTools), the words beside it are still where they were, and what was drawn under a
 * box (pictures, vector art) is blanked when rendered. The inputs are built in
 * ./test/peer-suite-pdfs; the peer's files are not copied. Read at github.com/pymupdf/PyMuPDF @ 53c9aaf539b4fbb6a53010d90de3a2df96e82b5e.
 */

startPeerSuite('peer-pymupdf');

// -------------------------------------------------------------------------------------------
// PyMuPDF
// -------------------------------------------------------------------------------------------

describe('PyMuPDF: apply_redactions', () => {
  // pymupdf/PyMuPDF: each title names the file under tests/ and the test function. Its inputs
  // (tests/resources/*.pdf) are rebuilt by the builder named in each case; where PyMuPDF passes an
  // option we do not have (keep graphics, keep images), the case says how it is adapted.
  it('tests/test_annots.py test_redact3: a box over the whole page removes all text and line art', async () => {
    const input = peer.symbolList();
    expect(pixelsIn(render(input), WHOLE_LETTER_PAGE, 0)).toContain(0);
    const { output } = await redact(
      input,
      [{ page: 1, sensitive: [area(WHOLE_LETTER_PAGE)] }],
      TRANSPARENT,
    );
    expect(pdftotext(output).trim()).toBe('');
    expectRemoved(input, output, peer.LIST_ITEMS);
    // No drawing is left: with a transparent appearance the page renders blank.
    expect(new Set(pixelsIn(render(output), WHOLE_LETTER_PAGE, 0))).toEqual(new Set([WHITE]));
  });

  it('tests/test_annots.py test_redact4 (adapted: no keep-graphics option): the bullets, rule and frame beside the box stay as drawn', async () => {
    const input = peer.symbolList();
    const box = peer.LIST_TEXT_BOX;
    const { output } = await redact(input, [{ page: 1, sensitive: [area(box)] }], TRANSPARENT);
    expectRemoved(input, output, peer.LIST_ITEMS);
    const after = render(output);
    expect(changedOutside(render(input), after, [box])).toBe(0);
    expect(new Set(pixelsIn(after, box))).toEqual(new Set([WHITE]));
  });

  it('tests/test_annots.py test_1824: a box over part of a picture made transparent by a soft mask', async () => {
    const input = peer.transparentImage();
    const photo = peer.PHOTO_BOX;
    const box = { ...photo, x1: (photo.x0 + photo.x1) / 2 };
    const before = render(input);
    expect(new Set(pixelsIn(before, photo)).size).toBe(1);
    const { output, report } = await redact(
      input,
      [{ page: 1, sensitive: [area(box)] }],
      TRANSPARENT,
    );
    expect(report.images_touched).toBe(1);
    const after = render(output);
    expect(new Set(pixelsIn(after, box))).toEqual(new Set([WHITE]));
    // The other half of the picture, and the caption, are as they were.
    expect(changedOutside(before, after, [box])).toBe(0);
    expect(pdftotext(output)).toContain('Photo of the applicant');
  });

  it('tests/test_annots.py test_3863: pictures on pages turned by 90 and 270 degrees, boxes as the pages are shown', async () => {
    const input = peer.rotatedImagePages();
    // The picture x 100–400, y 300–500 of the unturned page, where each turned page shows it.
    const shown = [
      { x0: 300, y0: 100, x1: 500, y1: 400 },
      { x0: 292, y0: 212, x1: 492, y1: 512 },
    ];
    const boxes = shown.map((picture) => ({ ...picture, y1: (picture.y0 + picture.y1) / 2 }));
    const { output, report } = await redact(
      input,
      boxes.map((box, index) => ({ page: index + 1, sensitive: [area(box)] })),
      TRANSPARENT,
    );
    expect(report.images_touched).toBe(2);
    for (const [index, box] of boxes.entries()) {
      const [before, after] = [render(input, index + 1), render(output, index + 1)];
      expect(new Set(pixelsIn(before, shown[index]!))).toEqual(new Set([60]));
      expect(new Set(pixelsIn(after, box)), `page ${index + 1}`).toEqual(new Set([WHITE]));
      expect(changedOutside(before, after, [box]), `page ${index + 1}`).toBe(0);
    }
    expect(pdftotext(output)).toMatch(/Rotated page 90[\s\S]*Rotated page 270/u);
  });

  it('tests/test_annots.py test_4079: boxes that touch and overlap, over two lines', async () => {
    const input = peer.natoLines();
    const [page] = await extract(input);
    const box = (word: string) => phraseBox(page!, word);
    const [alpha, bravo, charlie, delta, hotel] = [
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Hotel',
    ].map(box);
    const boxes = [
      bravo!,
      { ...charlie!, x0: bravo!.x1 }, // touches the first
      // Overlaps the first from the line below (and not "Alpha", which ends over "Hotel").
      { ...hotel!, x0: Math.max(hotel!.x0, alpha!.x1 + 1), y0: bravo!.y1 - 3 },
      { ...delta!, x0: charlie!.x1 - 5 }, // overlaps the second
    ];
    const { output } = await redact(input, [
      { page: 1, sensitive: boxes.map((bbox) => area(bbox)) },
    ]);
    expectRemoved(input, output, ['Bravo', 'Charlie', 'Delta', 'Hotel']);
    const [after] = await extract(output);
    expect(placedWords(after!)).toEqual(placedWords(page!, ['Bravo', 'Charlie', 'Delta', 'Hotel']));
  });

  it('tests/test_annots.py test_redact3 (its line art, under a box round it rather than the page): a signature drawn as a path is removed', async () => {
    const input = peer.vectorArt();
    const scribble = '160 612 m 180 630 l';
    expect(qpdfUncompressed(input)).toContain(scribble);
    expect(pixelsIn(render(input), peer.SCRIBBLE_BOX, 0)).toContain(0);
    const { output } = await redact(input, [{ page: 1, sensitive: [area(peer.ART_REDACTION)] }]);
    expect(qpdfUncompressed(output)).not.toContain(scribble);
    const transparent = await redact(
      input,
      [{ page: 1, sensitive: [area(peer.ART_REDACTION)] }],
      TRANSPARENT,
    );
    expect(new Set(pixelsIn(render(transparent.output), peer.SCRIBBLE_BOX, 0))).toEqual(
      new Set([WHITE]),
    );
  });

  it('tests/test_annots.py test_4936: vector art a box covers in part is cut under the box, the rest stays', async () => {
    const input = peer.vectorArt();
    const box = peer.ART_REDACTION;
    const before = render(input);
    const { output } = await redact(input, [{ page: 1, sensitive: [area(box)] }], TRANSPARENT);
    const after = render(output);
    expect(new Set(pixelsIn(after, box))).toEqual(new Set([WHITE]));
    // The rectangle and the line right of the box are drawn as before.
    const rightOfBox = { ...peer.ART_BOX, x0: box.x1 + 2, y1: peer.ART_LINE_Y + 4 };
    expect(pixelsIn(after, rightOfBox)).toEqual(pixelsIn(before, rightOfBox));
    expect(changedOutside(before, after, [box])).toBe(0);
  });

  it('tests/test_general.py test_2108: "{sig}" found by search is removed, the rest of the letter (ß, ü) stays word for word', async () => {
    const input = peer.germanLetter();
    const hits = await search(input, '{sig}');
    expect(hits).toHaveLength(1);
    const { output } = await redactHits(input, hits);
    const words = (bytes: Uint8Array) => pdftotext(bytes).split(/\s+/u).filter(Boolean);
    expect(words(output)).toEqual(words(input).filter((word) => word !== '{sig}'));
    expect(words(output)).toEqual(expect.arrayContaining(['Teststraße', 'Grüßen']));
    expectRemoved(input, output, ['{sig}']);
  });

  it('tests/test_general.py test_2957_1: text after a redaction on its line keeps its place', async () => {
    const input = peer.idsAfterNames();
    const { before, output } = await redactPhrases(input, ['Kari Nordmann', 'Ola Hansen']);
    expectRemoved(input, output, ['Kari Nordmann', 'Ola Hansen']);
    const [after] = await extract(output);
    const ids = (page: TPdfPage) => page.words.filter((word) => word.text === peer.TRAILING_ID);
    expect(ids(after!)).toHaveLength(2);
    for (const [index, id] of ids(after!).entries()) {
      const was = ids(before[0]!)[index]!;
      expect([id.x0, id.y0, id.x1, id.y1].map(Math.round)).toEqual(
        [was.x0, was.y0, was.x1, was.y1].map(Math.round),
      );
    }
  });

  it('tests/test_general.py test_2957_2: one word fewer, every other word where it was', async () => {
    const input = peer.longerSentence();
    const { before, output } = await redactPhrases(input, ['longer']);
    expectRemoved(input, output, ['longer']);
    const [after] = await extract(output);
    expect(after!.words).toHaveLength(before[0]!.words.length - 1);
    expect(placedWords(after!)).toEqual(placedWords(before[0]!, ['longer']));
  });

  it('tests/test_general.py test_707560: characters whose boxes are empty (zero widths) are removed too', async () => {
    const input = peer.zeroWidthText();
    const { output } = await redact(input, [{ page: 1, sensitive: [area(WHOLE_LETTER_PAGE)] }]);
    expect(pdftotext(output).trim()).toBe('');
    expectRemoved(input, output, [...peer.ZERO_WIDTH_WORDS, 'Privit Svit']);
  });

  it('tests/test_mupdf_regressions.py test_707733 (test_3376.pdf): "Table of Contents" removed, the entries unchanged', async () => {
    const input = peer.tableOfContents();
    const { before, output } = await redactPhrases(input, ['Table of Contents']);
    expectRemoved(input, output, ['Table of Contents']);
    const [after] = await extract(output);
    expect(placedWords(after!)).toEqual(placedWords(before[0]!, ['Table', 'of', 'Contents']));
  });

  it('tests/test_textextract.py test_4180: both hits of "Reference is made" filled black, nothing else on the page changes', async () => {
    const input = peer.referencePhrase();
    const hits = await search(input, 'Reference is made');
    expect(hits).toHaveLength(2);
    const { output } = await redactHits(input, hits);
    expectRemoved(input, output, ['Reference is made']);
    const after = render(output);
    for (const hit of hits) expect(new Set(pixelsIn(after, hit.bbox))).toEqual(new Set([0]));
    expect(
      changedOutside(
        render(input),
        after,
        hits.map((hit) => hit.bbox),
      ),
    ).toBe(0);
    expect(pdftotext(output)).toMatch(/to the letter of 3 March\./u);
  });

  it('tests/test_general.py test_2093: redacting over a background picture leaves its colour elsewhere unchanged', async () => {
    const input = peer.backgroundImage();
    const { output, report } = await redactPhrases(input, ['1234 5678 903']);
    expect(report.images_touched).toBe(1);
    expectRemoved(input, output, ['1234 5678 903']);
    const [before, after] = [render(input), render(output)];
    const hit = phraseBox((await extract(input))[0]!, '1234 5678 903');
    expect(new Set(pixelsIn(after, hit))).toEqual(new Set([0]));
    expect(changedOutside(before, after, [hit])).toBe(0);
  });

  it('tests/test_4670.py test_4670: a page of nothing but invisible text (render mode 3) is emptied', async () => {
    const input = peer.hiddenText({ heading: false });
    expect(pdftotext(input)).toMatch(/Hidden Name Hansen[\s\S]*Footer line kept/u);
    const { output } = await redact(input, [{ page: 1, sensitive: [area(WHOLE_LETTER_PAGE)] }]);
    expect(pdftotext(output).trim()).toBe('');
    expectRemoved(input, output, peer.HIDDEN_LINES);
  });

  it('tests/test_4670.py test_4670 (one line of an OCR-like layer): invisible text under a box goes, the rest of the layer stays', async () => {
    const input = peer.hiddenText({ heading: true });
    const { output } = await redactPhrases(input, ['Hidden Name Hansen']);
    expectRemoved(input, output, ['Hidden Name Hansen']);
    expect(pdftotext(output)).toMatch(/Scanned page[\s\S]*Footer line kept/u);
  });

  it('tests/test_annots.py test_4047: every "|" of a table row found and replaced by a label', async () => {
    const input = peer.pipeTable();
    const hits = await search(input, '|');
    expect(hits).toHaveLength(3);
    const appearance = { mode: 'replace_text', text: '-', font_size: 10, align: 1 };
    const { output } = await redactHits(input, hits, { appearance: JSON.stringify(appearance) });
    expect(pdftotext(output)).not.toContain('|');
    expectRemoved(input, output, ['|']);
    const [before, after] = [(await extract(input))[0]!, (await extract(output))[0]!];
    expect(placedWords(after, ['-'])).toEqual(placedWords(before, ['|']));
    expect(after.words.filter((word) => word.text === '-')).toHaveLength(3);
  });
});
