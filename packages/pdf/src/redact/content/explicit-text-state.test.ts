import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1 } from '../../bytes/bytes';
import { buildPdf, HELVETICA, onePagePdf, stream } from '../../test/build-pdf';
import { boxOf, redactAreas, wordsOf } from '../../test/redact-helpers';
import { withExplicitTextState } from './explicit-text-state';

/** Lines drawn the way many producers draw them: one TL, then T*, ' and " for each next line. */
const LINES = [
  'q 30 TL Q BT /F1 12 Tf 18 TL 72 700 Td (Applicant: Kari Nordmann) Tj',
  "(Address: Storgata 5) '",
  '1 0.5 (Phone: 22 33 44 55) "',
  'T* (Case: 2024/117) Tj',
  "(Decision follows) ' 0 -40 TD (Signed) Tj T* (Oslo) Tj ET",
].join('\n');

const placed = (bytes: Uint8Array) =>
  wordsOf(bytes).words.map(({ text, x0, y0 }) => `${text}@${x0.toFixed(1)},${y0.toFixed(1)}`);

describe('withExplicitTextState', () => {
  it('draws every glyph where the original draws it', () => {
    const state = { leading: 0, saved: [] };
    const { bytes, changed } = withExplicitTextState(encodeLatin1(LINES), state);
    const rewritten = decodeLatin1(bytes);
    expect(changed).toBe(true);
    expect(rewritten).not.toMatch(/T\*|'|"|TD/u);
    expect(placed(onePagePdf(rewritten))).toEqual(placed(onePagePdf(LINES)));
    expect(state.leading).toBe(40);
  });

  it('leaves strings, inline images and unknown leadings alone', () => {
    const content = "BT (it's T* ') Tj T* ET BI /W 1 /H 1 /BPC 8 /CS /G ID \x27T*\x22 EI";
    const { bytes } = withExplicitTextState(encodeLatin1(content), {
      leading: null,
      saved: [],
    });
    // Only the text object's placement is added (see the tests of text objects below).
    expect(decodeLatin1(bytes)).toBe(content.replace('BT ', 'BT 0 0 Td '));
  });
});

describe('redacting lines drawn with the text leading', () => {
  it('removes the word under the box and leaves every following line where it was', () => {
    const bytes = onePagePdf(LINES);
    const before = wordsOf(bytes);
    const phone = before.words.find((word) => word.text === '22')!;
    const result = redactAreas(bytes, [{ bbox: boxOf(phone), text: '22' }]);
    const after = placed(result.bytes);
    expect(after).toEqual(placed(bytes).filter((word) => !word.startsWith('22@')));
  });
});

describe('redacting a page that draws a form', () => {
  it("keeps the form's own text state when the page's differs (the IRS's CAUTION icon)", () => {
    // The page spaces its letters (0.8 Tc), resets the spacing in an empty text object, then draws
    // a form that sets it to 0 itself; MuPDF's filter drops both resets.
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> /XObject << /Fm0 5 0 R >> >> >>`,
      stream(
        'BT /F1 12 Tf 0.8 Tc 72 700 Td (Saken gjelder Kari) Tj ET BT 0 Tc ET q 1 0 0 1 300 600 cm /Fm0 Do Q',
      ),
      stream(
        'BT /F1 1 Tf 10 0 0 10 0 0 Tm 0 Tc 0 Tw (CAUTION) Tj ET',
        `/Type /XObject /Subtype /Form /BBox [0 0 100 20] /Resources << /Font << ${HELVETICA} >> >>`,
      ),
    ]);
    const kari = wordsOf(bytes).words.find((word) => word.text === 'Kari')!;
    const result = redactAreas(bytes, [{ bbox: boxOf(kari), text: 'Kari' }]);
    const caution = (placedWords: string[]) => placedWords.filter((word) => /^C/u.test(word));
    expect(caution(placed(result.bytes))).toEqual(caution(placed(bytes)));
    expect(caution(placed(bytes))).toHaveLength(1);
  });
});

describe('a text object after one whose last glyphs were removed', () => {
  const twoObjects = (first: string, second: string) =>
    buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R 5 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
      stream(first),
      stream(second),
    ]);

  it('stays where it was when it shows text before placing it', () => {
    // The pdf-generator invoice: lines placed by `cm`, a reference at the end of one line.
    const cases = [
      [
        "BT 1 0 0 1 45 700 cm /F1 10 Tf 12 TL (Project reference:)Tj (ZI-2812-F)' ET",
        'BT 1 0 0 1 0 -40 cm /F1 10 Tf (Concept and more)Tj ET',
      ],
      [
        'BT /F1 10 Tf 45 700 Td (Project reference: ZI-2812-F)Tj ET',
        '1 0 0 1 45 660 cm BT /F1 10 Tf (Concept and more)Tj ET',
      ],
    ];
    for (const [first, second] of cases) {
      const bytes = twoObjects(first!, second!);
      const words = wordsOf(bytes).words;
      const reference = words.find((word) => word.text === 'ZI-2812-F')!;
      const after = wordsOf(redactAreas(bytes, [{ bbox: reference, text: 'ZI-2812-F' }]).bytes);
      const concept = (list: typeof words) => list.find((word) => word.text === 'Concept')!;
      expect(concept(after.words).x0).toBeCloseTo(concept(words).x0, 1);
      expect(after.text).not.toContain('ZI-2812-F');
    }
  });
});
