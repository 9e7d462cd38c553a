import { describe, expect, it } from 'vitest';
import { resolveObject } from '../../engine/pdf-object';
import { buildPdf, stream } from '../../test/build-pdf';
import { rebuilt, withDocument } from '../../test/redact-helpers';

const EMPTY = stream('1000 0 0 0 0 0 d1');
const BOX = stream('500 0 0 0 400 600 d1 0 0 400 600 re f');

/** A Type 3 font shown as "ab" whose codes 0 (g0) and 109 (m) are never drawn. */
function type3Pdf(differences: string, widths: string): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R /Resources << /Font << /T3 5 0 R >> >> >>',
    stream('BT /T3 12 Tf 72 200 Td (ab) Tj ET'),
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /g0 6 0 R /a 7 0 R /b 7 0 R /m 7 0 R >> /Encoding << /Type /Encoding /Differences ${differences} >> /FirstChar 0 /LastChar 109 /Widths ${widths} >>`,
    EMPTY,
    BOX,
  ]);
}

/** The rebuilt font's glyph procedures and its codes' names. */
function fontOf(bytes: Uint8Array) {
  return withDocument(bytes, (document) => {
    const font = resolveObject(document.loadPage(0).getObject().get('Resources', 'Font', 'T3'));
    const procs: string[] = [];
    resolveObject(font.get('CharProcs')).forEach((_, name) => procs.push(String(name)));
    const names: (string | number)[] = [];
    resolveObject(font.get('Encoding', 'Differences')).forEach((item) => {
      const value = resolveObject(item);
      names.push(value.isNumber() ? value.asNumber() : value.asName());
    });
    return { procs: procs.sort(), names };
  });
}

const widths = (at: Record<number, number>) =>
  `[${Array.from({ length: 110 }, (_, code) => at[code] ?? 0).join(' ')}]`;

describe('a rebuilt Type 3 font', () => {
  it('keeps the glyphs still drawn and names the codes a text extractor sizes it by', () => {
    // pdftotext sizes a Type 3 font by the code named "m", the first one-letter name and the first
    // named code with a width; sized anew, its words would read letter by letter.
    const bytes = type3Pdf(
      '[0 /g0 97 /a /b 109 /m]',
      widths({ 0: 1000, 97: 500, 98: 500, 109: 800 }),
    );
    const font = fontOf(rebuilt(bytes));
    expect(font.procs).toEqual(['a', 'b']);
    expect(font.names).toEqual([0, 'g0', 97, 'a', 98, 'b', 109, 'm']);
  });

  it('names no other code whose glyph went', () => {
    const bytes = type3Pdf(
      '[0 /g0 60 /g0 97 /a /b 100 /g0 109 /m]',
      widths({ 0: 0, 60: 300, 97: 500, 98: 500, 100: 700, 109: 0 }),
    );
    const font = fontOf(rebuilt(bytes));
    expect(font.procs).toEqual(['a', 'b']);
    // Code 0 has no width; 60 is the first named code with one; "m" is named whatever its width.
    expect(font.names).toEqual([60, 'g0', 97, 'a', 98, 'b', 109, 'm']);
  });
});
