import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../ocr/ocr-types';
import { longestCommonRun, scanFailureMessage, scanResidues, type ScanCheck } from './scan-check';

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
};

describe('scanResidues', () => {
  it('finds the end of an e-mail address the box missed, masked, with its place', () => {
    const residues = scanResidues(check, [[word('example.no', 200.5, 240)]], null);
    expect(residues).toEqual([
      {
        masked: 'e·········',
        length: 10,
        page: 2,
        place: 'scanned image',
        bbox: { x0: 200.5, y0: 100, x1: 240, y1: 112 },
      },
    ]);
  });

  it('finds a short redacted word only when it is read whole', () => {
    expect(scanResidues(check, [[word('Ola,', 150, 170)]], null)).toHaveLength(1);
    expect(scanResidues(check, [[word('Ol', 150, 170)]], null)).toEqual([]);
  });

  it('leaves words away from the areas, neighbours a space away and unrelated words', () => {
    const lines = [
      [word('example.no', 300, 340)],
      [word('kari', 150, 170, 200, 212)],
      [word('Dear', 60, 97.5)],
      [word('xyzzy', 120, 160)],
    ];
    expect(scanResidues(check, lines, null)).toEqual([]);
  });

  it('does not take the overlay label, alone or run into a fragment, for a residue', () => {
    const labelled = { ...check, texts: ['SKJULTESTE'] };
    expect(scanResidues(labelled, [[word('SKJULT', 120, 180)]], 'SKJULT')).toEqual([]);
    expect(scanResidues(labelled, [[word('SKJULTESTE', 120, 180)]], 'SKJULT')).toHaveLength(1);
  });

  it('has nothing to look for on a page whose areas named no text', () => {
    expect(scanResidues({ ...check, texts: [] }, [[word('example', 150, 170)]], null)).toEqual([]);
  });
});

describe('longestCommonRun', () => {
  it.each([
    ['exampleno', 'karinordmannexampleno', 9],
    ['the', 'theodor', 3],
    ['abc', 'xyz', 0],
    ['', 'abc', 0],
  ])('%s / %s → %i', (a, b, run) => {
    expect(longestCommonRun(a, b)).toBe(run);
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
