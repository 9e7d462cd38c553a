import { describe, expect, it } from 'vitest';
import { lostWordsNotes } from './lost-words';

describe('the note on words a conversion lost', () => {
  it('says words were left out of the PDF when every script has a font', () => {
    const notes = lostWordsNotes(['intern', 'merknad', '東京'], []);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^3 words of the original are not in the PDF .*"intern", "merknad", "東京"/,
    );
  });

  it('says words of a script without a font are printed as empty boxes, apart from the others', () => {
    const notes = lostWordsNotes(['intern', '東京', 'ソウル', 'שלום', 'สวัสดี'], ['cjk', 'thai']);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(
      /^3 words of the original in Chinese, Japanese or Korean, Thai script are printed as empty boxes: this server has no font for those scripts/,
    );
    expect(notes[0]).toContain('"東京", "ソウル", "สวัสดี"');
    expect(notes[0]).toContain('fonts-noto-cjk');
    expect(notes[0]).not.toContain('not in the PDF');
    // Hebrew has a font here: a Hebrew word lost is lost for another reason.
    expect(notes[1]).toMatch(/^2 words of the original are not in the PDF .*"intern", "שלום"/);
  });

  it('says nothing when nothing was lost', () => {
    expect(lostWordsNotes([], ['cjk'])).toEqual([]);
  });
});
