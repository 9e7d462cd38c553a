import { describe, expect, it } from 'vitest';
import { decodeLatin1 } from '../bytes/bytes';
import { buildPdf, HELVETICA, stream } from '../test/build-pdf';
import { readRealCorpus } from '../test/fixtures';
import { boxOf, redactAreas, withDocument, wordsOf } from '../test/redact-helpers';
import { readDocumentText } from './document-text';
import { addFieldWords } from './field-words';
import type { PDFPage } from './mupdf';
import { PageTextBuilder } from './page-text';

/**
 * A form on two pages: "Name" drawn by its appearance, "City" without an appearance, "Ref" shown
 * by a widget on each page, an unchecked and a checked box, and a push button.
 */
function formPdf(): Uint8Array {
  const name = stream(
    '/Tx BMC BT /F1 10 Tf 2 5 Td (Kari Nordmann) Tj ET EMC',
    '/BBox [0 0 200 20] /Resources << /Font << ' + HELVETICA + ' >> >>',
  );
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [6 0 R 8 0 R 9 0 R 12 0 R 13 0 R] /DA (/Helv 10 Tf 0 g) >> >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [6 0 R 8 0 R 10 0 R 12 0 R 13 0 R 15 0 R] >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [11 0 R] >>`,
    stream('BT /F1 12 Tf 72 720 Td (Application form) Tj ET'),
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (Name) /TU (1 Ditt navn) /V (Kari Nordmann) /Rect [72 600 272 620] /AP << /N 7 0 R >> /P 3 0 R >>',
    name,
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (City) /V (Oslo) /Rect [72 560 272 580] /AP << /N 16 0 R >> /P 3 0 R >>',
    '<< /FT /Tx /T (Ref) /TU (Saksnummer) /V (Case 2024-117) /Kids [10 0 R 11 0 R] >>',
    '<< /Type /Annot /Subtype /Widget /Parent 9 0 R /Rect [72 520 272 540] /P 3 0 R >>',
    '<< /Type /Annot /Subtype /Widget /Parent 9 0 R /Rect [72 520 272 540] /P 4 0 R >>',
    '<< /Type /Annot /Subtype /Widget /FT /Btn /T (Agree) /V /Yes /AS /Yes /Rect [72 480 84 492] /AP << /N << /Yes 14 0 R /Off 14 0 R >> >> /P 3 0 R >>',
    '<< /Type /Annot /Subtype /Widget /FT /Btn /T (Decline) /V /Off /AS /Off /Rect [100 480 112 492] /AP << /N << /Yes 14 0 R /Off 14 0 R >> >> /P 3 0 R >>',
    stream('', '/BBox [0 0 12 12]'),
    '<< /Type /Annot /Subtype /Widget /FT /Btn /Ff 65536 /T (Send) /MK << /CA (Send) >> /Rect [300 480 360 500] /P 3 0 R >>',
    stream(
      'BT /F1 10 Tf 2 5 Td (Bergen) Tj ET',
      '/BBox [0 0 200 20] /Resources << /Font << ' + HELVETICA + ' >> >>',
    ),
  ]);
}

describe('form field words', () => {
  it('come after the page text, one widget per line, marked as field text with boxes in the widget', () => {
    const text = wordsOf(formPdf());
    expect(text.text).toBe('Application form\nKari Nordmann\nBergen\nOslo\nCase 2024-117\nYes');
    const fields = text.words.filter((word) => word.field);
    expect(fields.map((word) => word.text)).toEqual([
      'Kari',
      'Nordmann',
      'Bergen',
      'Oslo',
      'Case',
      '2024-117',
      'Yes',
    ]);
    expect(text.words.find((word) => word.text === 'Application')?.field).toBeUndefined();
    for (const word of text.words) expect(text.text.slice(word.start, word.end)).toBe(word.text);
    // Page coordinates have y growing downwards: the widget at y 600–620 sits at 172–192.
    const kari = fields[0]!;
    expect(kari.x0).toBeGreaterThanOrEqual(72);
    expect(kari.y0).toBeGreaterThanOrEqual(172);
    expect(kari.y1).toBeLessThanOrEqual(192);
    // "City" shows a stale appearance: both what it shows and its value, over its rectangle.
    const oslo = fields[3]!;
    expect([oslo.x0, oslo.y0, oslo.y1]).toEqual([72, 212, 232]);
    expect(oslo.x1).toBeLessThanOrEqual(272);
  });

  it('say which field each value is, by its name, its tooltip (its own or a parent’s) and its kind', () => {
    const text = wordsOf(formPdf());
    const named = text.fields.map(({ start, end, ...field }) => ({
      ...field,
      value: text.text.slice(start, end),
    }));
    expect(named).toEqual([
      { name: 'Name', tooltip: '1 Ditt navn', kind: 'text', value: 'Kari Nordmann' },
      { name: 'City', kind: 'text', value: 'Bergen\nOslo' },
      { name: 'Ref', tooltip: 'Saksnummer', kind: 'text', value: 'Case 2024-117' },
      { name: 'Agree', kind: 'checkbox', value: 'Yes' },
    ]);
  });

  it('keep a field whose parents MuPDF cannot walk (a cycle), unnamed, instead of failing the page', async () => {
    // A real scanned tax form whose widgets name themselves as their parents: MuPDF reads their
    // values but cannot make their full names.
    const bytes = await readRealCorpus(
      'scanned_ru-tax-declaration_jbig2_ocr-text-under-page-image_8-pages.pdf',
    );
    const pages = withDocument(
      bytes,
      (pdf) => readDocumentText(pdf, { ocrPages: null, pageIndexes: [0] }).pages,
    );
    const fields = pages[0]!.fields;
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((field) => field.name === '' && field.kind === 'text')).toBe(true);
    expect(fields.map((field) => pages[0]!.text.slice(field.start, field.end))).toContain(
      'СУВОРОВ',
    );
  });

  it('are read on every page that shows the field, and never taken for OCR words', () => {
    const document = formPdf();
    const pages = withDocument(document, (pdf) => readDocumentText(pdf, { ocrPages: null }).pages);
    expect(pages[1]!.text).toBe('Application form\nCase 2024-117');
    expect(pages[1]!.words.filter((word) => word.field).map((word) => word.ocr)).toEqual([
      false,
      false,
    ]);
  });

  it('leave the file where a box covers them; the rest of the value stays drawn in place, the field keeps no value', () => {
    const bytes = formPdf();
    const text = wordsOf(bytes);
    const ref = text.words.filter((word) => word.field && word.text.startsWith('2024'));
    const result = redactAreas(bytes, [{ bbox: boxOf(ref[0]!), text: '2024-117' }]);
    const after = wordsOf(result.bytes);
    // "Case" stays where the widget drew it, as page content; the other fields show what they
    // showed ("City" its stale appearance and its value, as before).
    expect(after.text).toBe('Application form\nCase\nKari Nordmann\nBergen\nOslo\nYes');
    const kept = text.words.find((word) => word.field && word.text === 'Case')!;
    const case_ = after.words.find((word) => word.text === 'Case')!;
    expect([case_.x0, case_.y0, case_.field]).toEqual([kept.x0, kept.y0, undefined]);
    expect(wordsOf(result.bytes, 1).text).toBe('Application form');
    const latin1 = decodeLatin1(result.bytes);
    expect(latin1).not.toContain('2024-117');
    withDocument(result.bytes, (document) => {
      const page = document.loadPage(0);
      const names = page.getWidgets().map((widget) => widget.getName());
      expect(names).toEqual(expect.arrayContaining(['Name', 'City', 'Agree', 'Decline', 'Send']));
      expect(
        page
          .getWidgets()
          .find((widget) => widget.getName() === 'Name')
          ?.getValue(),
      ).toBe('Kari Nordmann');
    });
  });

  it('follow the value, not the gaps of the drawing: a comb field is one word per word', () => {
    // A comb field draws each letter in a cell of its own, 20 points apart.
    const cells = Array.from('OSLO SENTRUM', (letter, index) =>
      letter === ' ' ? '' : `BT /F1 10 Tf ${4 + index * 20} 5 Td (${letter}) Tj ET`,
    ).join(' ');
    const comb = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R] >>`,
      stream('BT /F1 12 Tf 72 720 Td (Address) Tj ET'),
      '<< /Type /Annot /Subtype /Widget /FT /Tx /Ff 29360128 /MaxLen 12 /T (town) /V (OSLO SENTRUM) /Rect [72 600 312 620] /AP << /N 6 0 R >> /P 3 0 R >>',
      stream(cells, `/BBox [0 0 240 20] /Resources << /Font << ${HELVETICA} >> >>`),
    ]);
    const fields = wordsOf(comb).words.filter((word) => word.field);
    expect(fields.map((word) => word.text)).toEqual(['OSLO', 'SENTRUM']);
    expect(fields[1]!.x0).toBeGreaterThan(fields[0]!.x1 + 20);
  });

  it('leave out a field MuPDF cannot read, and keep the others', () => {
    // MuPDF throws "cycle in resources" reading some real forms' values.
    const broken = {
      getFieldType: () => 'text',
      getValue: () => {
        throw new Error('cycle in resources');
      },
    };
    const builder = new PageTextBuilder(false);
    builder.addWord('Form', { x0: 0, y0: 0, x1: 10, y1: 10 });
    withDocument(formPdf(), (document) => {
      const page = document.loadPage(0);
      const widgets = [broken, ...page.getWidgets()];
      addFieldWords({ getWidgets: () => widgets } as unknown as PDFPage, builder);
    });
    expect(builder.build(1, 612, 792).text).toBe(
      'Form\nKari Nordmann\nBergen\nOslo\nCase 2024-117\nYes',
    );
  });
});
