import { describe, expect, it } from 'vitest';
import { decodeLatin1 } from '../../bytes/bytes';
import { buildPdf, HELVETICA, stream } from '../../test/build-pdf';
import { boxOf, redactAreas, withDocument, wordsOf } from '../../test/redact-helpers';

const APPEARANCE = stream(
  '/Tx BMC BT /F1 10 Tf 2 5 Td (Storgata 5, 0150 Oslo) Tj ET EMC',
  `/BBox [0 0 300 20] /Resources << /Font << ${HELVETICA} >> >>`,
);

/** A label line, and below it a text field whose appearance draws "Storgata 5, 0150 Oslo". */
function addressForm(): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R] >>`,
    stream('BT /F1 12 Tf 72 622 Td (Address of the applicant) Tj ET'),
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (address) /V (Storgata 5, 0150 Oslo) /Rect [72 600 372 620] /AP << /N 6 0 R >> /P 3 0 R >>',
    APPEARANCE,
  ]);
}

/**
 * Two pages sharing one resources dictionary (10), one field `addr` holding the value, shown by
 * a widget on each page through kids of its own (`addr.a`, `addr.b`) that inherit it.
 */
function sharedForm(): Uint8Array {
  const page = (widget: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources 10 0 R /Annots [${widget} 0 R] >>`;
  const widget = (parent: number, pageRef: number) =>
    `<< /Type /Annot /Subtype /Widget /Parent ${parent} 0 R /Rect [72 600 372 620] /AP << /N 13 0 R >> /P ${pageRef} 0 R >>`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [6 0 R] >> >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(9),
    page(12),
    stream('BT /F1 12 Tf 72 720 Td (Address) Tj ET'),
    '<< /FT /Tx /T (addr) /V (Storgata 5, 0150 Oslo) /Kids [7 0 R 8 0 R] >>',
    '<< /T (a) /Parent 6 0 R /Kids [9 0 R] >>',
    '<< /T (b) /Parent 6 0 R /Kids [12 0 R] >>',
    widget(7, 3),
    `<< /Font << ${HELVETICA} >> >>`,
    '<< >>',
    widget(8, 4),
    APPEARANCE,
  ]);
}

/**
 * A seller's block as one multi-line field of a form that asks readers to draw its fields
 * (/NeedAppearances): its own appearance draws nothing (the ClockTask invoice of the
 * development corpus).
 */
function askedToDrawForm(): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] /NeedAppearances true /DA (/Helv 10 Tf 0 g) /DR << /Font << /Helv 7 0 R >> >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R] >>`,
    stream('BT /F1 12 Tf 72 700 Td (Fattura) Tj ET'),
    '<< /Type /Annot /Subtype /Widget /FT /Tx /Ff 4097 /T (seller) /V (Mario Rossi\nVia Torino 40\nP.IVA: RSSMRO10C90G273X) /DA (/Helv 10 Tf 0 g) /Rect [72 560 300 630] /AP << /N 6 0 R >> /P 3 0 R >>',
    stream('/Tx BMC\nEMC', '/BBox [0 0 228 70]'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

const fieldValue = (bytes: Uint8Array) =>
  withDocument(bytes, (document) =>
    document
      .loadPage(0)
      .getWidgets()
      .map((widget) => widget.getValue()),
  );

describe('a form that asks readers to draw its fields', () => {
  it('keeps the lines of a multi-line value the box does not cover, as readers drew them', () => {
    const bytes = askedToDrawForm();
    const before = wordsOf(bytes).words;
    const mario = before.find((word) => word.text === 'Mario')!;
    const rossi = before.find((word) => word.text === 'Rossi')!;
    const bbox = { x0: mario.x0, y0: mario.y0, x1: rossi.x1, y1: rossi.y1 };
    const after = wordsOf(redactAreas(bytes, [{ bbox, text: 'Mario Rossi' }]).bytes);
    expect(after.text).toContain('Via Torino 40');
    expect(after.text).toContain('RSSMRO10C90G273X');
    expect(after.text).not.toContain('Mario');
    expect(after.text).not.toContain('Rossi');
  });
});

describe('widgets under the areas', () => {
  const bytes = addressForm();
  const words = wordsOf(bytes).words;
  const find = (text: string) => words.find((word) => word.text === text)!;

  it('keeps a widget that a box made from text beside it only grazes', () => {
    const label = find('applicant');
    // The label's box reaches two points into the field's rectangle.
    const bbox = { x0: label.x0, y0: label.y0, x1: label.x1, y1: 172 + 2 };
    const result = redactAreas(bytes, [{ bbox, text: 'applicant' }]);
    expect(fieldValue(result.bytes)).toEqual(['Storgata 5, 0150 Oslo']);
  });

  it('cuts the part of a value a box covers, and keeps the rest where it was as page content', () => {
    const oslo = find('Oslo');
    const result = redactAreas(bytes, [{ bbox: oslo, text: 'Oslo' }]);
    const after = wordsOf(result.bytes);
    expect(after.text).toBe('Address of the applicant\nStorgata 5, 0150');
    const street = after.words.find((word) => word.text === 'Storgata')!;
    expect([street.x0, street.y0, street.field]).toEqual([
      find('Storgata').x0,
      find('Storgata').y0,
      undefined,
    ]);
    expect(fieldValue(result.bytes)).toEqual([]);
  });

  it('keeps the uncut appearance out of shared resources and out of the kids of kids', () => {
    const shared = sharedForm();
    const oslo = wordsOf(shared).words.find((word) => word.field && word.text === 'Oslo')!;
    // Released (the verification finds no "Oslo" anywhere), the rest kept on page 1.
    const result = redactAreas(shared, [{ bbox: oslo, text: 'Oslo' }]);
    expect(result.report.verification.passed).toBe(true);
    expect(wordsOf(result.bytes).text).toBe('Address\nStorgata 5, 0150');
    expect(wordsOf(result.bytes, 1).text).toBe('Address');
  });

  /** A page line "Saken gjelder Kari Nordmann" and a field holding the name, drawn by `drawn`. */
  function copyForm(
    value: string,
    drawn: string,
    {
      width = 300,
      ink = '0 g',
      size = 10,
      flags = 4,
      x = 72,
      after = '',
      covered = false,
      linked = false,
      coverRect = '60 590 400 630',
    } = {},
  ): Uint8Array {
    // A black square annotation over the field, as a "redaction" drawn with a comment tool; or
    // a link over it, which draws nothing.
    const cover = linked
      ? '<< /Type /Annot /Subtype /Link /Rect [60 590 400 630] /Border [0 0 0] /A << /S /URI /URI (https://example.no) >> >>'
      : `<< /Type /Annot /Subtype /Square /Rect [${coverRect}] /IC [0 0 0] /AP << /N 8 0 R >> >>`;
    return buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] /DA (/Helv 10 Tf 0 g) >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R${covered || linked ? ' 7 0 R' : ''}] >>`,
      stream('BT /F1 12 Tf 72 700 Td (Saken gjelder Kari Nordmann) Tj ET'),
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (copy) /V (${value}) /DV (${value}) /DA (/Helv 10 Tf 0 g) /F ${flags} /Rect [${x} 600 ${x + width} 620] /AP << /N 6 0 R >> /P 3 0 R >>`,
      stream(
        `/Tx BMC BT ${ink} /F1 ${size} Tf 2 5 Td (${drawn}) Tj ET ${after} EMC`,
        `/BBox [0 0 ${width} 20] /Resources << /Font << ${HELVETICA} >> >>`,
      ),
      cover,
      stream('0 g 0 0 340 40 re f', '/BBox [0 0 340 40]'),
    ]);
  }

  /** Redacts the page's "Kari Nordmann" (not the field's). */
  function redactPageName(form: Uint8Array) {
    const kari = wordsOf(form).words.filter((word) => !word.field && word.text !== 'Saken');
    const bbox = {
      x0: kari.find((word) => word.text === 'Kari')!.x0,
      y0: kari[0]!.y0,
      x1: kari.find((word) => word.text === 'Nordmann')!.x1,
      y1: kari[0]!.y1,
    };
    return redactAreas(form, [{ bbox, text: 'Kari Nordmann' }]);
  }

  it.each([
    ['', {}],
    [' under a link', { linked: true }],
    // A box over the top two points of the letters (a widget just above), not their middles.
    [
      " under an annotation that reaches its letters' tops",
      { covered: true, coverRect: '60 612 400 640' },
    ],
  ])(
    "leaves another field's value that its widget shows%s, as it leaves the name printed elsewhere",
    (_where, drawing) => {
      const form = copyForm('Kari Nordmann, Oslo', 'Kari Nordmann, Oslo', drawing);
      const result = redactPageName(form);
      expect(result.report.verification.passed).toBe(true);
      expect(wordsOf(result.bytes).text).toBe('Saken gjelder\nKari Nordmann, Oslo');
    },
  );

  it.each([
    ['asks readers to draw its fields', '/NeedAppearances true', ''],
    ['does not ask readers to draw its fields', '', ''],
    ['has a broken appearance entry', '', '/AP (Kari Nordmann, Oslo)'],
  ])(
    'leaves a value without an appearance stream, which readers draw, when the form %s',
    (_form, asked, appearance) => {
      const form = buildPdf([
        `<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] /DA (/Helv 10 Tf 0 g) ${asked} >> >>`,
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R] >>`,
        stream('BT /F1 12 Tf 72 700 Td (Saken gjelder Kari Nordmann) Tj ET'),
        `<< /Type /Annot /Subtype /Widget /FT /Tx /T (copy) /V (Kari Nordmann, Oslo) /DA (/Helv 10 Tf 0 g) /F 4 /Rect [72 600 372 620] /P 3 0 R ${appearance} >>`,
      ]);
      const result = redactPageName(form);
      expect(result.report.verification.passed).toBe(true);
      expect(fieldValue(result.bytes)).toEqual(['Kari Nordmann, Oslo']);
      expect(wordsOf(result.bytes).text).toBe('Saken gjelder\nKari Nordmann, Oslo');
      // Written into the file, for readers that draw no field without an appearance.
      const written = withDocument(result.bytes, (document) =>
        document.loadPage(0).getWidgets()[0]!.getObject().get('AP', 'N').isStream(),
      );
      expect(written).toBe(true);
    },
  );

  it.each([
    ['is hidden', '/F 6', '/DA (/Helv 10 Tf 0 g)', '/DA (/Helv 10 Tf 0 g)'],
    ['draws it in white', '/F 4', '/DA (/Helv 10 Tf 1 g)', '/DA (/Helv 10 Tf 0 g)'],
    ['has no default appearance to draw it with, nor has the form', '/F 4', '', ''],
  ])(
    'rewrites a value without an appearance stream when its widget %s',
    (_widget, flags, look, formLook) => {
      const form = buildPdf([
        `<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] ${formLook} >> >>`,
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R] >>`,
        stream('BT /F1 12 Tf 72 700 Td (Saken gjelder Kari Nordmann) Tj ET'),
        `<< /Type /Annot /Subtype /Widget /FT /Tx /T (copy) /V (Kari Nordmann, Oslo) ${look} ${flags} /Rect [72 600 372 620] /P 3 0 R >>`,
      ]);
      const result = redactPageName(form);
      expect(result.report.verification.passed).toBe(true);
      expect(fieldValue(result.bytes)).toEqual(['[redacted], Oslo']);
    },
  );

  it('rewrites a value nobody sees and draws it itself, without asking readers to redraw the form', () => {
    // The appearance is stale: it draws "Oslo", the value holds the name as well.
    const result = redactPageName(copyForm('Kari Nordmann, Oslo', 'Oslo'));
    expect(wordsOf(result.bytes).text).toBe('Saken gjelder\n[redacted], Oslo');
    expect(decodeLatin1(result.bytes)).not.toContain('NeedAppearances');
    const defaults = withDocument(result.bytes, (document) =>
      document.loadPage(0).getWidgets()[0]!.getObject().get('DV').asString(),
    );
    expect(defaults).toBe('[redacted], Oslo');
  });

  it.each([
    ['in white', { ink: '1 g' }],
    ['as invisible text', { ink: '3 Tr' }],
    ['2 points high', { size: 2 }],
    ['by a hidden widget', { flags: 6 }],
    ['off the page', { x: 700 }],
    ['under a black square annotation', { covered: true }],
    ['under an opaque box of its own appearance', { after: '1 g 0 3 300 12 re f' }],
    ['in white over a black rule', { ink: '1 g', after: '0 G 1 w 0 6 m 300 6 l S' }],
    ['as invisible text over a rule', { ink: '3 Tr', after: '0 G 1 w 0 9 m 300 9 l S' }],
  ])('rewrites a value drawn %s: nobody sees it', (_how, drawing) => {
    const result = redactPageName(copyForm('Kari Nordmann', 'Kari Nordmann', drawing));
    expect(result.report.verification.passed).toBe(true);
    const value = withDocument(result.bytes, (document) =>
      document.getTrailer().get('Root', 'AcroForm', 'Fields', 0, 'V').asString(),
    );
    expect(value).toBe('[redacted]');
  });

  it('rewrites a value whose quote its widget clips out of sight', () => {
    // 60 points wide: "Kari Nordmann" is drawn past the widget's right edge.
    const form = copyForm('Oslo, Kari Nordmann', 'Oslo, Kari Nordmann', { width: 60 });
    const result = redactPageName(form);
    expect(result.report.verification.passed).toBe(true);
    expect(fieldValue(result.bytes)).toEqual(['Oslo, [redacted]']);
  });

  /** As XFA-made forms are: everything under `form1[0]`, which holds an empty value. */
  function commonRootForm(): Uint8Array {
    const caption = stream(
      'BT /F1 8 Tf 4 6 Td (ZIP Code Lookup) Tj ET',
      `/BBox [0 0 100 18] /Resources << /Font << ${HELVETICA} >> >>`,
    );
    return buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [6 0 R 8 0 R 10 0 R] >>`,
      stream('BT /F1 12 Tf 72 700 Td (Applicant) Tj ET'),
      '<< /T (form1[0]) /V () /Kids [6 0 R 8 0 R 10 0 R] >>',
      '<< /Type /Annot /Subtype /Widget /Parent 5 0 R /FT /Tx /T (name) /V (Kari Nordmann) /Rect [72 600 372 620] /AP << /N 7 0 R >> /P 3 0 R >>',
      stream(
        '/Tx BMC BT /F1 10 Tf 2 5 Td (Kari Nordmann) Tj ET EMC',
        `/BBox [0 0 300 20] /Resources << /Font << ${HELVETICA} >> >>`,
      ),
      '<< /Type /Annot /Subtype /Widget /Parent 5 0 R /FT /Btn /Ff 65536 /T (lookup) /MK << /CA (ZIP Code Lookup) >> /Rect [72 500 172 518] /AP << /N 9 0 R >> /P 3 0 R >>',
      caption,
      '<< /Type /Annot /Subtype /Widget /Parent 5 0 R /FT /Tx /T (note) /Rect [72 400 372 420] /P 3 0 R >>',
    ]);
  }

  it.each([
    ['a filled field', 'name'],
    ['an empty one, under a box drawn by hand', 'note'],
  ])('leaves the rest of a form under a common root alone when %s goes', (_what, name) => {
    const form = commonRootForm();
    const rect = withDocument(form, (document) =>
      document
        .loadPage(0)
        .getWidgets()
        .find((widget) => widget.getName().endsWith(name))!
        .getBounds(),
    );
    const bbox = { x0: rect[0], y0: rect[1], x1: rect[2], y1: rect[3] };
    const text = name === 'name' ? 'Kari Nordmann' : undefined;
    const result = redactAreas(form, [{ bbox, text }]);
    expect(result.report.verification.passed).toBe(true);
    const [drawn, root] = withDocument(result.bytes, (document) => [
      document
        .loadPage(0)
        .getWidgets()
        .find((widget) => widget.getName().endsWith('lookup'))!
        .getObject()
        .get('AP', 'N')
        .readStream()
        .asString(),
      document.getTrailer().get('Root', 'AcroForm', 'Fields', 0, 'V').toString(),
    ]);
    expect(drawn).toContain('(ZIP Code Lookup) Tj');
    expect(root).toBe('()');
  });

  it('takes every glyph of a value a box drawn by hand touches, as it does with page text', () => {
    const oslo = find('Oslo');
    // Over the top two points of "Oslo" only: no centre inside, but drawn by hand.
    const bbox = { x0: oslo.x0, y0: oslo.y0 - 4, x1: oslo.x1, y1: oslo.y0 + 2 };
    const after = wordsOf(redactAreas(bytes, [{ bbox }]).bytes);
    expect(after.text).toBe('Address of the applicant\nStorgata 5, 0150');
  });

  /**
   * Two pages, each "Saken" and a widget of the field `ref` (kids inheriting its value): a
   * one-line field 34 points wide whose appearance draws the whole value "Ref 12 Kari Nordmann,
   * Storgata 15 B, 0150 Oslo" from its left edge, so "Ref 12" shows and the rest runs past the
   * edge, clipped.
   */
  function clippedForm(): Uint8Array {
    const page = (widget: number) =>
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [${widget} 0 R] >>`;
    const widget = (pageRef: number) =>
      `<< /Type /Annot /Subtype /Widget /Parent 6 0 R /F 4 /Rect [72 600 106 620] /AP << /N 9 0 R >> /P ${pageRef} 0 R >>`;
    return buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [6 0 R] >> >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      page(7),
      page(8),
      stream('BT /F1 12 Tf 72 700 Td (Saken) Tj ET'),
      '<< /FT /Tx /T (ref) /V (Ref 12 Kari Nordmann, Storgata 15 B, 0150 Oslo) /Kids [7 0 R 8 0 R] >>',
      widget(3),
      widget(4),
      stream(
        '/Tx BMC q 1 1 32 18 re W n BT /F1 10 Tf 2 6 Td (Ref 12 Kari Nordmann, Storgata 15 B, 0150 Oslo) Tj ET Q EMC',
        `/BBox [0 0 34 20] /Resources << /Font << ${HELVETICA} >> >>`,
      ),
    ]);
  }

  /** Every stream of the file, decoded, as Latin-1 text. */
  const streamText = (bytes: Uint8Array) =>
    withDocument(bytes, (document) => {
      let text = '';
      for (let number = 1; number < document.countObjects(); number++) {
        const object = document.newIndirect(number);
        if (object.isStream()) text += object.readStream().asString();
      }
      return text;
    });

  it('cuts only the hidden rest of a clipped value: what its widgets show stays, on every page', () => {
    const form = clippedForm();
    expect(wordsOf(form).text).toContain('Ref 12');
    // The page text lays the value out over the widget, "Oslo" at its right end.
    const oslo = wordsOf(form).words.find((word) => word.field && word.text === 'Oslo')!;
    const result = redactAreas(form, [{ bbox: boxOf(oslo), text: 'Oslo' }]);
    expect(result.report.verification.passed).toBe(true);
    // Page 1 draws it as content; the widget on page 2 keeps an appearance that draws it.
    expect(wordsOf(result.bytes).text).toBe('Saken\nRef 12');
    const [shown, value] = withDocument(result.bytes, (document) => {
      const widget = document.loadPage(1).getWidgets()[0]!;
      return [
        widget.toDisplayList().toStructuredText('preserve-whitespace').asText().trim(),
        widget.getValue(),
      ];
    });
    expect([shown, value]).toEqual(['Ref 12', '']);
    const streams = streamText(result.bytes);
    for (const hidden of ['Kari', 'Nordmann', 'Storgata', 'Oslo'])
      expect(streams).not.toContain(hidden);
  });

  it.each([
    ['a box over its glyphs on page 1 is cut there, and the widget on page 2', 0],
    ['the widget on page 2 keeps what page 1 showed, until a box over its glyphs', 1],
  ])('after a clipped value was cut, %s goes', (_what, page) => {
    const form = clippedForm();
    const field = (index: number, text: string, wide: boolean) =>
      wordsOf(form, index).words.find(
        (word) => word.field && word.text === text && word.x1 - word.x0 > 5 === wide,
      )!;
    const result = redactAreas(form, [
      { bbox: boxOf(field(0, 'Oslo', false)), text: 'Oslo' },
      // The glyphs of "12" drawn on page 1, or of "Ref" drawn on page 2 (a selection).
      page === 0
        ? { bbox: boxOf(field(0, '12', true)), text: '12' }
        : { page: 2, bbox: boxOf(field(1, 'Ref', true)), text: 'Ref' },
    ]);
    expect(result.report.verification.passed).toBe(true);
    expect(wordsOf(result.bytes).text).toBe(page === 0 ? 'Saken\nRef' : 'Saken\nRef 12');
    const shown = withDocument(result.bytes, (document) =>
      document
        .loadPage(1)
        .getWidgets()
        .map((widget) =>
          widget.toDisplayList().toStructuredText('preserve-whitespace').asText().trim(),
        ),
    );
    expect(shown.filter(Boolean)).toEqual([]);
  });

  it('takes a clipped widget whole when a box covers the part it shows', () => {
    const form = clippedForm();
    const ref = wordsOf(form).words.filter((word) => word.field && word.text === 'Ref');
    // The laid-out value's "Ref", not the glyphs the widget draws: the box may miss them.
    const laidOut = ref.find((word) => word.x1 - word.x0 < 5)!;
    const result = redactAreas(form, [{ bbox: boxOf(laidOut), text: 'Ref' }]);
    expect(wordsOf(result.bytes).text).toBe('Saken');
    expect(wordsOf(result.bytes, 1).text).toBe('Saken');
  });
});
