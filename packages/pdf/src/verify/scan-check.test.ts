import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../ocr/ocr-types';
import { scanFailureMessage, scanResidues, type ScanCheck } from './scan-check';

const word = (text: string, x0: number, x1: number, y0 = 100, y1 = 112): OcrWord => ({
  text,
  x0,
  y0,
  x1,
  y1,
  confidence: 90,
});

const check: ScanCheck = {
  page: 2,
  areas: [{ x0: 100, y0: 99, x1: 200, y1: 113 }],
  texts: ['kari.nordmann@example.no', 'Ola'],
  shown: null,
};

const read = (after: OcrWord[][], before: OcrWord[][] = []) => ({ after, before });

describe('scanResidues', () => {
  it('finds the rest of an e-mail address the box missed, masked, with its place', () => {
    const residues = scanResidues(check, read([[word('example.no', 205, 240)]]), []);
    expect(residues).toEqual([
      {
        masked: 'e·········',
        length: 10,
        page: 2,
        place: 'scanned image',
        bbox: { x0: 205, y0: 100, x1: 240, y1: 112 },
      },
    ]);
  });

  it('finds a short redacted word only when it is read whole', () => {
    expect(scanResidues(check, read([[word('Ola,', 150, 170)]]), [])).toHaveLength(1);
    expect(scanResidues(check, read([[word('Ol', 150, 170)]]), [])).toEqual([]);
  });

  it('leaves words off the line or past a line height along it, and unrelated words', () => {
    const after = [
      [word('example.no', 220, 260)],
      [word('kari', 150, 170, 200, 212)],
      [word('xyzzy', 120, 160)],
    ];
    expect(scanResidues(check, read(after), [])).toEqual([]);
  });

  it('leaves a kept neighbour that was read in the same place, untouched, before the redaction', () => {
    const kari = word('Kari', 80, 98);
    expect(scanResidues(check, read([[kari]], [[{ ...kari, x0: 81 }]]), [])).toEqual([]);
    // Read differently now ("Kari," before): still the same untouched place.
    expect(scanResidues(check, read([[kari]], [[word('Kari,', 80, 99.5)]]), [])).toEqual([]);
    // Nothing read there before, or the word there was partly under the area: a residue.
    expect(scanResidues(check, read([[kari]], [[word('Kari', 150, 170)]]), [])).toHaveLength(1);
    const cut = read([[word('ample', 205, 225)]], [[word('example', 190, 225)]]);
    expect(scanResidues(check, cut, [])).toHaveLength(1);
    // The cut end read with the box's edge as a stray letter still shows the word.
    const stray = { ...check, texts: ['stretched'] };
    expect(scanResidues(stray, read([[word('Metched', 205, 225)]]), [])).toHaveLength(1);
    // Dates share their year by chance; a number needs six digits in a row.
    const date = { ...check, texts: ['2022-12-31'] };
    expect(scanResidues(date, read([[word('2022-11-30', 205, 245)]]), [])).toEqual([]);
    expect(scanResidues(date, read([[word('221231', 205, 245)]]), [])).toHaveLength(1);
    // A look-alike the page's text layer still shows elsewhere was left there by the user.
    const alike = { ...check, texts: ['str.070'], shown: 'str.070 str.050' };
    expect(scanResidues(alike, read([[word('str.050', 205, 225)]]), [])).toEqual([]);
  });

  it("reaches along a short word's line, not across it", () => {
    const short = {
      ...check,
      areas: [{ x0: 100, y0: 99, x1: 110, y1: 113 }],
      texts: ['Ola Hansen'],
    };
    expect(scanResidues(short, read([[word('Hansen', 112, 150)]]), [])).toHaveLength(1);
    expect(scanResidues(short, read([[word('Hansen', 100, 140, 116, 128)]]), [])).toEqual([]);
    // The line above, its box reaching 2 points into the area's: another line.
    expect(scanResidues(short, read([[word('Hansen', 100, 140, 88, 101)]]), [])).toEqual([]);
  });

  it('finds a whole redacted word away from the areas when the text layer no longer holds it', () => {
    const layered = { ...check, texts: ['Nordmann'], shown: 'Kari lives in Trondheim' };
    const far = read([[word('Nordmann', 300, 360, 300, 312)]]);
    expect(scanResidues(layered, far, [])).toEqual([
      expect.objectContaining({ masked: 'N·······', page: 2, place: 'scanned image' }),
    ]);
    // Left visible by the user: the layer still has it. A bare scan has no layer to ask.
    expect(scanResidues({ ...layered, shown: 'Kari Nordmann' }, far, [])).toEqual([]);
    expect(scanResidues({ ...layered, shown: null }, far, [])).toEqual([]);
    // Far from the areas, a fragment proves nothing.
    const fragment = read([[word('Nordm', 300, 340, 300, 312)]]);
    expect(scanResidues(layered, fragment, [])).toEqual([]);
  });

  it('leaves a word read away from the areas when OCR read it under every area that named it before', () => {
    const layered = {
      ...check,
      texts: ['Hanora'],
      named: [{ area: check.areas[0]!, text: 'Hanora' }],
      shown: 'CyMMa Hanoro',
    };
    const under = word('Hanora', 110, 190);
    const elsewhere = word('Hanora', 300, 380, 300, 312);
    expect(scanResidues(layered, read([[elsewhere]], [[under], [elsewhere]]), [])).toEqual([]);
    // Read under the area before as something else: the layer was off the image.
    const other = word('Summa', 110, 190);
    expect(scanResidues(layered, read([[elsewhere]], [[other], [elsewhere]]), [])).toEqual([
      expect.objectContaining({ masked: 'H·····', place: 'scanned image' }),
    ]);
    // A second place named the same text, where the layer was off its image: judged again.
    const second = { x0: 100, y0: 200, x1: 200, y1: 214 };
    const twice = { ...layered, named: [...layered.named, { area: second, text: 'Hanora' }] };
    expect(scanResidues(twice, read([[elsewhere]], [[under], [elsewhere]]), [])).toHaveLength(1);
  });

  it('does not take the overlay label, alone or run into a fragment, for a residue', () => {
    const labelled = { ...check, texts: ['SKJULTESTE'] };
    expect(scanResidues(labelled, read([[word('SKJULT', 120, 180)]]), ['SKJULT'])).toEqual([]);
    const runInto = read([[word('SKJULTESTE', 120, 180)]]);
    expect(scanResidues(labelled, runInto, ['SKJULT'])).toHaveLength(1);
  });

  it('has nothing to look for on a page whose areas named no text', () => {
    const after = read([[word('example', 150, 170)]]);
    expect(scanResidues({ ...check, texts: [] }, after, [])).toEqual([]);
  });
});

describe('scanFailureMessage', () => {
  it('says how many words, in the contract message', () => {
    expect(scanFailureMessage(1)).toBe(
      'Redaction could not be verified, so the file was not released (1 redacted word is still readable in the scanned image). Redact the places listed too and try again.',
    );
    expect(scanFailureMessage(3)).toContain('3 redacted words are still readable');
  });
});
