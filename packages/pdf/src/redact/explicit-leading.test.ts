import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../test/build-pdf';
import { boxOf, redactAreas, wordsOf } from '../test/redact-helpers';
import { withExplicitLeading } from './explicit-leading';

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

describe('withExplicitLeading', () => {
  it('draws every glyph where the original draws it', () => {
    const state = { leading: 0, saved: [] };
    const { bytes, changed } = withExplicitLeading(Buffer.from(LINES, 'latin1'), state);
    const rewritten = Buffer.from(bytes).toString('latin1');
    expect(changed).toBe(true);
    expect(rewritten).not.toMatch(/T\*|'|"|TD/u);
    expect(placed(onePagePdf(rewritten))).toEqual(placed(onePagePdf(LINES)));
    expect(state.leading).toBe(40);
  });

  it('leaves strings, inline images and unknown leadings alone', () => {
    const content = "BT (it's T* ') Tj T* ET BI /W 1 /H 1 /BPC 8 /CS /G ID \x27T*\x22 EI";
    const { changed } = withExplicitLeading(Buffer.from(content, 'latin1'), {
      leading: null,
      saved: [],
    });
    expect(changed).toBe(false);
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
