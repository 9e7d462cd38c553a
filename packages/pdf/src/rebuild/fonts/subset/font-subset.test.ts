import { describe, expect, it } from 'vitest';
import { TaskBudget } from '../../../budget/task-budget';
import { save } from '../../../engine/save-pdf';
import { QuoteFinder } from '../../../redact/quotes';
import { boxOf, rebuilt, redactAreas, withDocument, wordsOf } from '../../../test/redact-helpers';
import { checkDocument } from '../../check-document';
import { decodeLatin1 } from '../../../bytes/bytes';
import { outline } from './cff-fixture';
import {
  bareCff,
  cffWithAccent,
  drawnAgain,
  inkBetween,
  KEPT,
  openTypeCff,
  pagePdf,
  programOf,
  SECRET,
  simpleTrueType,
  type0TrueType,
  type FontFixture,
} from './subset-fixtures';

/** The page with the secret word redacted (its word box from the text the page reads). */
function redactSecret(bytes: Uint8Array, secret = SECRET): Uint8Array {
  const word = wordsOf(bytes).words.find((item) => item.text === secret)!;
  const result = redactAreas(bytes, [{ bbox: boxOf(word), text: secret }]);
  expect(result.report.verification.passed).toBe(true);
  return result.bytes;
}

/** Ink of the kept line (y 700) and of a text drawn again at y 400 with the page's font. */
const keptLine = (bytes: Uint8Array) => inkBetween(bytes, 695, 720);
const againLine = (bytes: Uint8Array) => inkBetween(bytes, 395, 420);

describe.each<[string, () => FontFixture]>([
  ['a simple TrueType font', simpleTrueType],
  ['a Type 0 font over TrueType (Identity-H)', () => type0TrueType()],
  [
    'a Type 0 font over TrueType with a CIDToGIDMap',
    () => type0TrueType(undefined, undefined, true),
  ],
  ['a bare CFF font (Type1C)', bareCff],
  ['an OpenType font of CFF outlines', openTypeCff],
])('the redacted file with %s', (_kind, fixture) => {
  it("keeps the outlines of the kept word's glyphs and none of the redacted word's", () => {
    const font = fixture();
    const bytes = pagePdf(font);
    const output = redactSecret(bytes);
    // The kept word draws as it did; the font still draws it wherever it is shown.
    expect(keptLine(output)).toBe(keptLine(bytes));
    expect(againLine(drawnAgain(output, font.operand(KEPT)))).toBeGreaterThan(100);
    // The redacted word's glyphs, drawn again with the same codes, draw nothing.
    expect(againLine(drawnAgain(bytes, font.operand(SECRET)))).toBeGreaterThan(100);
    expect(againLine(drawnAgain(output, font.operand(SECRET)))).toBe(0);
  });
});

describe('a composite glyph', () => {
  // Glyphs 1–9: H O L D S E C R T, then two drawn by no code: 10 an O and 11 an E, which the
  // kept word's O (2) and the secret's E (6) are composites of.
  const chars = [...'HOLDSECRT', 'O', 'E'];
  const composites = new Map([
    [2, 10],
    [6, 11],
  ]);

  it("keeps a kept composite's components, and drops those only a redacted one drew", () => {
    const font = type0TrueType(chars, composites);
    const bytes = pagePdf(font);
    const output = redactSecret(bytes);
    expect(keptLine(output)).toBe(keptLine(bytes));
    const glyph = (gid: number) => `<${gid.toString(16).padStart(4, '0')}>`;
    expect(againLine(drawnAgain(output, glyph(10)))).toBeGreaterThan(50);
    expect(againLine(drawnAgain(bytes, glyph(11)))).toBeGreaterThan(50);
    expect(againLine(drawnAgain(output, glyph(11)))).toBe(0);
  });
});

describe('a CFF font with subroutines and an accented glyph', () => {
  it("keeps a kept accented glyph's base and accent, and blanks the subroutines only redacted glyphs call", () => {
    const font = cffWithAccent();
    // É (WinAnsi 201, Eacute) is E and an acute by seac; S and T are drawn by subroutines.
    const bytes = pagePdf(font, 'AÉ', 'ST');
    const output = redactSecret(bytes, 'ST');
    expect(keptLine(output)).toBe(keptLine(bytes));
    expect(againLine(drawnAgain(output, font.operand('E')))).toBeGreaterThan(50);
    expect(againLine(drawnAgain(bytes, font.operand('ST')))).toBeGreaterThan(100);
    expect(againLine(drawnAgain(output, font.operand('ST')))).toBe(0);
    // The subroutines that drew S and T are gone from the program too.
    const holds = (file: Uint8Array, char: string) =>
      decodeLatin1(programOf(file)).includes(String.fromCharCode(...outline(char)));
    expect(holds(bytes, 'S') && holds(bytes, 'T')).toBe(true);
    expect(holds(output, 'S') || holds(output, 'T')).toBe(false);
    expect(holds(output, 'E')).toBe(true);
  });
});

describe('the check of a saved file', () => {
  const quotes = new QuoteFinder([]);
  const findings = (bytes: Uint8Array) =>
    withDocument(bytes, (document) =>
      checkDocument(document, quotes, new TaskBudget()).findings.map((finding) => finding.how),
    );

  it('refuses a font program with outlines of glyphs no content draws', () => {
    const output = rebuilt(pagePdf(type0TrueType()));
    expect(findings(output)).toEqual([]);
    // The same file, its content drawing the kept word only: the secret's outlines are undrawn.
    const kept = withDocument(output, (document) => {
      const page = document.findPage(0);
      const content = page.get('Contents');
      const data = new TextDecoder('latin1').decode(content.readStream().asUint8Array());
      content.writeStream(data.slice(0, data.indexOf('ET') + 2));
      return save(document, 'garbage=1');
    });
    expect(findings(kept)).toContain('a font program with outlines of glyphs no content draws');
  });
});

describe("a CID font whose widths' runs are objects of their own", () => {
  it('keeps the widths, so the kept word is spaced as before, and the file passes its check', () => {
    // `/W [1 11 0 R]`: the run's array is object 11 (a CorelDRAW medical form of the development
    // corpus); the default width of 1000 would spread every glyph.
    const font = type0TrueType();
    const objects = [...font.objects, `[${Array(12).fill(600).join(' ')}]`];
    objects[1] = objects[1]!.replace('/DW 600', '/DW 1000 /W [1 11 0 R]');
    const bytes = pagePdf({ ...font, objects });
    const before = wordsOf(bytes).words.find((word) => word.text === KEPT)!;
    const output = redactSecret(bytes);
    const after = wordsOf(output).words.find((word) => word.text === KEPT)!;
    expect(after.x1 - after.x0).toBeCloseTo(before.x1 - before.x0, 1);
  });
});
