import type { TBBox, TRedactionMapping } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { TaskBudget } from '../budget/task-budget';
import { mupdf } from '../engine/mupdf';
import { PdfFileError } from '../engine/pdf-file-error';
import { readExistingMarks } from '../redact/annotations/existing-marks';
import { onePagePdf } from '../test/build-pdf';
import { withDocument, wordsOf } from '../test/redact-helpers';
import { exportMarkedCopy, exportMarksXfdf } from './export-marks';
import { placeXfdfMarks } from './import-marks';
import { readXfdf } from './xfdf';

const LETTER = 'BT /F1 12 Tf 72 720 Td (Kari Nordmann) Tj 0 -40 Td (Fnr: 01017012345 ok) Tj ET';

/** The letter on a page turned a quarter and cropped off its origin, as scanners and Acrobat leave them. */
function turnedLetter(more: string[] = [], page = ''): Uint8Array {
  return onePagePdf(LETTER, more, {
    catalog: '',
    page: `/Rotate 90 /CropBox [20 30 600 780] ${page}`,
  });
}

function wordBox(bytes: Uint8Array, text: string): TBBox {
  const word = wordsOf(bytes).words.find((one) => one.text === text);
  if (!word) throw new Error(`no word ${text}`);
  return { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 };
}

function mappingOf(bytes: Uint8Array): TRedactionMapping {
  return {
    pages: [
      {
        page: 1,
        sensitive: [
          {
            bbox: wordBox(bytes, 'Nordmann'),
            entity_type: 'PERSON',
            original_text: 'Nordmann',
            code: '§ 13',
          },
          { bbox: { x0: 40, y0: 300, x1: 140, y1: 380 }, entity_type: 'MANUAL', original_text: '' },
        ],
      },
    ],
  };
}

const near = (box: TBBox) => ({
  x0: expect.closeTo(box.x0, 2),
  y0: expect.closeTo(box.y0, 2),
  x1: expect.closeTo(box.x1, 2),
  y1: expect.closeTo(box.y1, 2),
});

describe('marks exported for review elsewhere', () => {
  it('writes a marked copy whose /Redact marks read back as the same areas, codes and types', () => {
    const letter = turnedLetter();
    const mapping = mappingOf(letter);
    const { bytes: copy, pages } = exportMarkedCopy(
      { bytes: letter, mapping, author: 'Ola Saksbehandler' },
      new TaskBudget(),
    );
    expect(pages).toBe(1);
    const found = withDocument(copy, (document) => readExistingMarks(document));
    expect(found).toHaveLength(2);
    const [line, area] = found;
    expect(line!.mark).toMatchObject({
      page: 1,
      overlay_text: '§ 13',
      author: 'Ola Saksbehandler',
      text: 'Nordmann',
      entity_type: 'PERSON',
    });
    expect(line!.mark.boxes).toEqual([near(mapping.pages[0]!.sensitive[0]!.bbox)]);
    expect(line!.areas[0]).toMatchObject({
      entity_type: 'PERSON',
      original_text: 'Nordmann',
      code: '§ 13',
    });
    expect(area!.mark.boxes).toEqual([near(mapping.pages[0]!.sensitive[1]!.bbox)]);
    expect(area!.mark.entity_type).toBe('MANUAL');
    // The copy is for review: nothing is removed from it.
    expect(wordsOf(copy).words.map((word) => word.text)).toContain('01017012345');
  });

  it('marks that MuPDF applies remove the marked word and nothing else', () => {
    const letter = turnedLetter();
    const copy = exportMarkedCopy(
      { bytes: letter, mapping: mappingOf(letter) },
      new TaskBudget(),
    ).bytes;
    const applied = withDocument(copy, (document) => {
      const page = document.loadPage(0);
      page.applyRedactions(true, mupdf.PDFPage.REDACT_IMAGE_PIXELS);
      page.destroy();
      const buffer = document.saveToBuffer('garbage=2');
      return buffer.asUint8Array().slice();
    });
    const words = wordsOf(applied).words.map((word) => word.text);
    expect(words).toEqual(['Kari', 'Fnr:', '01017012345', 'ok']);
  });

  it('writes XFDF that places every mark back on the turned, cropped page where it was', () => {
    const letter = turnedLetter();
    const mapping = mappingOf(letter);
    const { xfdf } = exportMarksXfdf(
      { bytes: letter, mapping, fileName: 'brev.pdf', includeText: true },
      new TaskBudget(),
    );
    expect(xfdf).toContain('PERSON: Nordmann');
    const placed = withDocument(letter, (document) => placeXfdfMarks(document, readXfdf(xfdf)));
    expect(placed.map(({ mark }) => mark.boxes)).toEqual(
      mapping.pages[0]!.sensitive.map((area) => [near(area.bbox)]),
    );
    expect(placed[0]!.areas[0]).toMatchObject({
      entity_type: 'PERSON',
      original_text: 'Nordmann',
      code: '§ 13',
    });
  });

  it('refuses an XFDF mark on a page the file does not have, naming it', () => {
    const xfdf = readXfdf('<xfdf><annots><redact page="4" rect="1,1,9,9"/></annots></xfdf>');
    expect(() =>
      withDocument(turnedLetter(), (document) => placeXfdfMarks(document, xfdf)),
    ).toThrow(/mark 1 of the XFDF file is on page 5; the file has 1 page/);
  });

  describe('with marks the file arrived with', () => {
    const theirs =
      '<< /Type /Annot /Subtype /Redact /Rect [70 676 180 694] /OverlayText (X) /T (Acrobat) >>';
    const marked = () => turnedLetter([theirs], '/Annots [5 0 R]');
    const redactCount = (bytes: Uint8Array) =>
      withDocument(bytes, (document) => readExistingMarks(document).length);

    it('refuses to choose for the user', () => {
      const letter = marked();
      const request = { bytes: letter, mapping: mappingOf(letter) };
      expect(() => exportMarkedCopy(request, new TaskBudget())).toThrow(PdfFileError);
      expect(() => exportMarksXfdf({ ...request, fileName: 'a.pdf' }, new TaskBudget())).toThrow(
        /1 redaction mark made in another program/,
      );
    });

    it('keeps them on "apply" and leaves them out on "import" and "discard"', () => {
      const letter = marked();
      const mapping = mappingOf(letter);
      const copy = (existingMarks: 'apply' | 'import' | 'discard') =>
        exportMarkedCopy({ bytes: letter, mapping, existingMarks }, new TaskBudget()).bytes;
      expect(redactCount(copy('apply'))).toBe(3);
      expect(redactCount(copy('import'))).toBe(2);
      expect(redactCount(copy('discard'))).toBe(2);
      const { xfdf } = exportMarksXfdf(
        { bytes: letter, mapping, existingMarks: 'apply', fileName: 'a.pdf' },
        new TaskBudget(),
      );
      expect(readXfdf(xfdf)).toHaveLength(3);
    });
  });
});
