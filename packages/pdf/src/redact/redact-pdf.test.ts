import { describe, expect, it } from 'vitest';
import { intersects } from './geometry';
import { mupdf } from '../engine/mupdf';
import { buildPdf, HELVETICA, onePagePdf, stream } from '../test/build-pdf';
import { imageBoxes } from '../engine/image-boxes';
import { readCorpus } from '../test/fixtures';
import { boxOf, redactAreas, withDocument, wordsOf } from '../test/redact-helpers';
import { scanForStrings } from '../verify/scan-strings';

const CORNER = { x0: 0, y0: 0, x1: 2, y1: 2 };
const transparent = {
  appearance: { mode: 'transparent' as const, font_size: 11, align: 1 as const },
};

function annotationTypes(bytes: Uint8Array): string[] {
  return withDocument(bytes, (document) => {
    const page = document.loadPage(0);
    return [
      ...page.getAnnotations().map((annotation) => annotation.getType()),
      ...page.getWidgets().map(() => 'Widget'),
    ];
  });
}

function render(bytes: Uint8Array): Uint8ClampedArray {
  return withDocument(bytes, (document) => {
    const page = document.loadPage(0);
    return page
      .toPixmap(mupdf.Matrix.scale(0.5, 0.5), mupdf.ColorSpace.DeviceGray, false, false)
      .getPixels();
  });
}

/**
 * A page that is mostly a scan (PDF y 200–700) with a photo on it (PDF 400–450 × 400–450), a small
 * logo below it and a word above it.
 */
function scanWithLogo(): Uint8Array {
  const gray = (width: number, value: number) =>
    stream(
      String.fromCharCode(value).repeat(width * width),
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${width} /ColorSpace /DeviceGray /BitsPerComponent 8`,
    );
  const content =
    'q 612 0 0 500 0 200 cm /Scan Do Q q 50 0 0 50 100 100 cm /Logo Do Q ' +
    'q 50 0 0 50 400 400 cm /Photo Do Q ' +
    'BT /F1 12 Tf 100 740 Td (Secret) Tj ET';
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> /XObject << /Scan 5 0 R /Logo 6 0 R /Photo 7 0 R >> >> >>`,
    stream(content),
    gray(96, 0xc0),
    gray(2, 0x20),
    gray(2, 0x40),
  ]);
}

function imagesOf(bytes: Uint8Array) {
  return withDocument(bytes, (document) => imageBoxes(document.loadPage(0)));
}

describe('redactPdf', () => {
  it('takes a label that crosses an overlapping area for the label it is, not for a leftover', async () => {
    const bytes = await readCorpus('norwegian_soknad-kontantstotte_synthetic-person.pdf');
    const page = { x0: 0, y0: 0, x1: 595.27, y1: 841.87 };
    const code = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';
    // A box on the page's middle line, where the whole page's label is drawn across it, and two
    // boxes that overlap each other half-way, each with its label.
    const result = redactAreas(bytes, [
      { page: 2, bbox: page, code },
      { page: 2, bbox: { x0: 250, y0: 410, x1: 330, y1: 432 }, code: '(b)(6)' },
      { page: 1, bbox: { x0: 60, y0: 700, x1: 200, y1: 712 }, code: 'offl. § 26 femte ledd' },
      { page: 1, bbox: { x0: 130, y0: 700, x1: 270, y1: 712 }, code: 'offl. § 24 andre ledd' },
    ]);
    expect(result.report.verification).toMatchObject({ passed: true, text_left_in_areas: 0 });
    // The box inside the page is left to the page's own label: a page redacted whole shows its
    // code alone, the label crossing the box under it.
    expect(wordsOf(result.bytes, 1).text.replace(/\s+/g, ' ').trim()).toBe(code);
  });

  it("draws each area's exemption code on it and verifies the file with the codes there", async () => {
    const bytes = await readCorpus('norwegian_soknad-kontantstotte_synthetic-person.pdf');
    const name = wordsOf(bytes).words.find((word) => word.text === 'NAVNESEN')!;
    const box = { ...boxOf(name), x1: name.x0 + 160 };
    const code = 'offl. § 26 femte ledd';
    const result = redactAreas(bytes, [{ bbox: box, text: 'NAVNESEN', code }]);
    const after = wordsOf(result.bytes).text;
    expect(after).not.toContain('NAVNESEN');
    expect(after.replace(/\s+/g, ' ')).toContain(code);
    expect(result.report.verification).toMatchObject({ passed: true, text_left_in_areas: 0 });
  });

  it('removes the words under the boxes, keeps their neighbours and reports what it did', async () => {
    const bytes = await readCorpus('norwegian_soknad-kontantstotte_synthetic-person.pdf');
    const text = wordsOf(bytes);
    const name = text.words.find((word) => word.text === 'NAVNESEN')!;
    const result = redactAreas(bytes, [{ bbox: boxOf(name), text: 'NAVN NAVNESEN' }]);
    const after = wordsOf(result.bytes).text;
    expect(after).not.toContain('NAVNESEN');
    expect(after).toContain('NAVN');
    expect(result.report).toMatchObject({
      areas: 1,
      words_removed: 1,
      verification: { passed: true, text_left_in_areas: 0 },
    });
  });

  it('keeps the lines above and below a box made from text, and a drawn box takes what it covers', () => {
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 700 Td (Invoice number) Tj 0 -12 Td (Kari Nordmann) Tj 0 -12 Td (Amount due) Tj ET',
    );
    const name = wordsOf(bytes).words.find((word) => word.text === 'Kari')!;
    // Reaching 2 points into each neighbouring line, as a sloppy box would.
    const box = { x0: name.x0, y0: name.y0 - 2, x1: name.x1, y1: name.y1 + 2 };
    const fromText = wordsOf(redactAreas(bytes, [{ bbox: box, text: 'Kari' }]).bytes).text;
    expect(fromText).toBe('Invoice number\nNordmann\nAmount due');
    const drawn = wordsOf(redactAreas(bytes, [{ bbox: box }]).bytes).text;
    expect(drawn).not.toContain('Invoice');
    expect(drawn).not.toContain('Amount');
  });

  it('keeps the line below a short word whose box, taller than wide, reaches into it', () => {
    // Set solid (12 pt on 12 pt): each word's box reaches 2 points into the next line.
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 700 Td (Note: As shown) Tj 0 -12 Td (particular labels) Tj ET',
    );
    const words = wordsOf(bytes).words;
    const box = boxOf(words.find((candidate) => candidate.text === 'As')!);
    const below = words.find((candidate) => candidate.text === 'particular')!;
    expect(box.y1 - box.y0).toBeGreaterThan(box.x1 - box.x0);
    expect(box.y1).toBeGreaterThan(below.y0);
    const after = wordsOf(redactAreas(bytes, [{ bbox: box, text: 'As' }]).bytes).text;
    expect(after.replace(/\s+/g, ' ')).toBe('Note: shown particular labels');
  });

  it('keeps a tall glyph of the line above whose box reaches into a box made from text', () => {
    // A 40 pt "P" on a 12 pt line, as a math symbol: its box reaches 6 points below.
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 700 Td (Raum ) Tj /F1 40 Tf (P) Tj /F1 12 Tf 0 -12 Td (Begriff der Basis) Tj ET',
    );
    const words = wordsOf(bytes).words;
    const basis = words.find((word) => word.text === 'Basis')!;
    const tall = words.find((word) => word.text === 'P')!;
    expect(tall.y1).toBeGreaterThan(basis.y0 + 3);
    const after = wordsOf(redactAreas(bytes, [{ bbox: boxOf(basis), text: 'Basis' }]).bytes).text;
    expect(after.replace(/\s+/g, ' ')).toBe('Raum P Begriff der');
  });

  // A 57 pt bullet in the margin; a 9 pt line starts inside its box, near its top edge: at 767.6
  // the line's narrowed cut lies wholly inside the bullet's box, and must reach back up.
  it.each([770, 767.6])('keeps a big bullet whose box a line at %s reaches', (baseline) => {
    const bytes = onePagePdf(
      `BT /F1 57 Tf 13 720 Td (\\267) Tj ET BT /F1 9 Tf 20 ${baseline} Td (Kari Nordmann bor her) Tj ET`,
    );
    const words = wordsOf(bytes).words;
    const kari = words.find((word) => word.text === 'Kari')!;
    const bullet = words.find((word) => word.text === '•')!;
    expect(intersects(bullet, kari)).toBe(true);
    const result = redactAreas(bytes, [{ bbox: boxOf(kari), text: 'Kari' }]);
    expect(result.report.verification.passed).toBe(true);
    expect(wordsOf(result.bytes).text.replace(/\s+/g, ' ')).toBe('• Nordmann bor her');
  });

  it('removes a small glyph with its centre inside a box made from text, kept by the narrowing', () => {
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 700 Td (Nordmann) Tj ET BT /F1 4 Tf 90 710 Td (x) Tj ET',
    );
    const word = wordsOf(bytes).words.find((candidate) => candidate.text === 'Nordmann')!;
    const result = redactAreas(bytes, [{ bbox: boxOf(word), text: 'Nordmann' }]);
    expect(wordsOf(result.bytes).text).toBe('');
    expect(result.report.verification.passed).toBe(true);
  });

  it('redacts a word on a page rotated by 90 degrees at the place the viewer shows it', async () => {
    const bytes = await readCorpus('rotated_20-pages_rotate-0-90-180-270.pdf');
    for (const index of [1, 2, 3]) {
      const text = wordsOf(bytes, index);
      const word = text.words.find((one) => one.text === 'page')!;
      const result = redactAreas(bytes, [{ page: index + 1, bbox: boxOf(word), text: 'page' }]);
      expect(wordsOf(result.bytes, index).text.replace(/\s+/g, ' ')).toBe(`Original ${index + 1}`);
    }
  });

  it('leaves unapplied Redact annotations of the file unapplied, and removes them', async () => {
    const bytes = await readCorpus('annotations_redact-annotation.pdf');
    expect(annotationTypes(bytes)).toContain('Redact');
    const result = redactAreas(bytes, [{ bbox: CORNER }], {
      ...transparent,
      existingMarks: 'discard',
    });
    expect(annotationTypes(result.bytes)).not.toContain('Redact');
    const [before, after] = [render(bytes), render(result.bytes)];
    expect(after.length).toBe(before.length);
    expect(after.filter((value, index) => value !== before[index]).length).toBeLessThan(10);
  });

  it('removes an annotation that overlaps a box and keeps the others', async () => {
    const bytes = await readCorpus('annotations_links-and-highlights.pdf');
    const highlight = withDocument(bytes, (document) => {
      const annotation = document
        .loadPage(0)
        .getAnnotations()
        .find((one) => one.getType() === 'Highlight')!;
      const [x0, y0, x1, y1] = annotation.getBounds();
      return { x0, y0, x1, y1 };
    });
    const before = annotationTypes(bytes);
    const result = redactAreas(bytes, [{ bbox: highlight }]);
    const after = annotationTypes(result.bytes);
    expect(after.filter((type) => type === 'Highlight').length).toBe(
      before.filter((type) => type === 'Highlight').length - 1,
    );
    const links = (file: Uint8Array) =>
      withDocument(file, (document) => document.loadPage(0).getLinks().length);
    expect(links(result.bytes)).toBe(links(bytes));
    expect(result.report.annotations_removed).toBeGreaterThanOrEqual(1);
  });

  it('removes an annotation on another page that quotes the redacted text', async () => {
    const bytes = withDocument(
      await readCorpus('rotated_20-pages_rotate-0-90-180-270.pdf'),
      (document) => {
        const page = document.loadPage(5);
        const note = page.createAnnotation('Text');
        note.setRect([10, 10, 30, 30]);
        note.setContents('Ask about Kari Nordmann before release');
        page.update();
        return document.saveToBuffer('').asUint8Array().slice();
      },
    );
    const notes = (file: Uint8Array) =>
      withDocument(file, (document) => document.loadPage(5).getAnnotations().length);
    expect(notes(bytes)).toBe(1);
    const [word] = wordsOf(bytes, 0).words;
    const result = redactAreas(bytes, [{ bbox: boxOf(word!), text: 'Kari Nordmann' }]);
    expect(notes(result.bytes)).toBe(0);
    expect(result.report.annotations_removed).toBe(1);
    expect(result.report.verification.passed).toBe(true);
  });

  it('cleans a bookmark title that quotes a redacted short number, which the byte scan skips', () => {
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 700 Td (Saksnummer 4521 gjelder klagen) Tj ET',
      [
        '<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>',
        '<< /Title (Klage i sak 4521) /Parent 5 0 R >>',
      ],
      { catalog: '/Outlines 5 0 R', page: '' },
    );
    const number = wordsOf(bytes, 0).words.find((word) => word.text === '4521');
    const result = redactAreas(bytes, [{ bbox: boxOf(number!), text: '4521' }]);
    const titles = withDocument(result.bytes, (document) =>
      (document.loadOutline() ?? []).map((item) => item.title),
    );
    expect(titles).toEqual(['Klage i sak [redacted]']);
    expect(result.report.verification.passed).toBe(true);
  });

  it('with "Remove images" removes a picture an area touches but keeps a scanned page, blanking its pixels', () => {
    const bytes = scanWithLogo();
    const secret = wordsOf(bytes).words.find((word) => word.text === 'Secret')!;
    const overScan = { x0: 200, y0: 300, x1: 300, y1: 350 };
    const overLogo = { x0: 90, y0: 630, x1: 125, y1: 700 };
    // The word and the logo lie on either side of the scan: one box around both would cover it.
    // Half over the photo on the scan (page y 342–392, x 400–450).
    const overPhoto = { x0: 380, y0: 330, x1: 425, y1: 400 };
    const areas = [
      { bbox: boxOf(secret) },
      { bbox: overLogo },
      { bbox: overScan },
      { bbox: overPhoto },
    ];
    const kept = redactAreas(bytes, areas, transparent);
    expect(imagesOf(kept.bytes)).toHaveLength(3);

    const removed = redactAreas(bytes, areas, { ...transparent, removeImages: true });
    // The logo and the photo on the scan go whole; the scan stays, blank only where they were.
    const left = imagesOf(removed.bytes);
    expect(left).toHaveLength(1);
    expect(left[0]!.y1 - left[0]!.y0).toBeCloseTo(500);
    expect(wordsOf(removed.bytes).text).not.toContain('Secret');
    const page = withDocument(removed.bytes, (document) =>
      document.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false),
    );
    const at = (x: number, y: number) => page.getPixels()[y * page.getWidth() + x]!;
    expect(at(250, 325)).toBe(255);
    expect(at(400, 325)).toBe(0xc0);
    expect(at(440, 370)).toBe(255);
    const plain = withDocument(kept.bytes, (document) =>
      document.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false),
    );
    expect(plain.getPixels()[370 * plain.getWidth() + 440]).toBe(0x40);
  });

  it('clears a filled form field under a box', async () => {
    const bytes = await readCorpus('acroform_filled-text-fields_libreoffice.pdf');
    const field = withDocument(bytes, (document) => {
      const widget = document
        .loadPage(0)
        .getWidgets()
        .find((one) => one.getValue().trim().length > 3)!;
      const [x0, y0, x1, y1] = widget.getBounds();
      return { value: widget.getValue(), bbox: { x0, y0, x1, y1 } };
    });
    const result = redactAreas(bytes, [{ bbox: field.bbox }]);
    const values = withDocument(result.bytes, (document) =>
      document
        .loadPage(0)
        .getWidgets()
        .map((widget) => widget.getValue()),
    );
    expect(values).not.toContain(field.value);
    expect(scanForStrings(result.bytes, [field.value])).toEqual([]);
  });

  it.each([
    ['javascript_document-level-and-openaction.pdf', ['app.alert']],
    [
      'attachments_embedded-files-incl-nested-pdf_xmp.pdf',
      ['EmbeddedFiles', 'attached.pdf', 'x:xmpmeta'],
    ],
    ['attachment_file-attachment-annotation_word.pdf', ['/Author', '/EmbeddedFile']],
    ['metadata_xmp-and-info-author-name_tcpdf-form.pdf', ['Brendan Dahl', 'x:xmpmeta']],
  ])('sanitises %s', async (name, gone) => {
    const bytes = await readCorpus(name);
    expect(scanForStrings(bytes, gone).length).toBeGreaterThan(0);
    const result = redactAreas(bytes, [{ bbox: CORNER }]);
    expect(scanForStrings(result.bytes, gone)).toEqual([]);
    expect(
      withDocument(result.bytes, (document) => Object.keys(document.getEmbeddedFiles())),
    ).toEqual([]);
    expect(annotationTypes(result.bytes)).not.toContain('FileAttachment');
  });

  it('sanitises a file released without marks, whose cross-reference is a stream, and checks it', async () => {
    // MuPDF ignored edits of such a trailer until something else was written: /Info stayed,
    // and the check refused the file (issue 64).
    const result = redactAreas(await readCorpus('multicolumn_3-pages_latex.pdf'), []);
    expect(result.report.verification.passed).toBe(true);
    expect(result.report.areas).toBe(0);
    expect(
      withDocument(result.bytes, (document) => document.getTrailer().get('Info').isNull()),
    ).toBe(true);
  });

  it('saves without encryption, so the output can be checked and read', async () => {
    const result = redactAreas(
      await readCorpus('encrypted_owner-password-only_aes256_no-copy.pdf'),
      [{ bbox: CORNER }],
    );
    expect(
      withDocument(result.bytes, (document) => document.getTrailer().get('Encrypt').isNull()),
    ).toBe(true);
  });

  it('redacts right-to-left and CJK text without trouble', async () => {
    for (const name of [
      'rtl_hebrew-mirrored-text.pdf',
      'unicode_mixed-english-chinese_tiny.pdf',
      'xfa-form_chinese-cjk-text_2-pages.pdf',
    ]) {
      const bytes = await readCorpus(name);
      const [word] = wordsOf(bytes).words;
      const result = redactAreas(bytes, [{ bbox: boxOf(word!), text: word!.text }]);
      expect(result.report.verification.passed).toBe(true);
      const count = (file: Uint8Array) =>
        wordsOf(file).words.filter((one) => one.text === word!.text).length;
      expect(count(result.bytes)).toBe(count(bytes) - 1);
    }
  });

  it('refuses a page the file does not have', async () => {
    const tiny = await readCorpus('tiny_minimal-one-page_763-bytes.pdf');
    expect(() => redactAreas(tiny, [{ page: 2, bbox: CORNER }])).toThrow('Page 2 does not exist');
  });
});
