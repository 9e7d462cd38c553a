import { describe, expect, it } from 'vitest';
import { rowLines, type Row } from './report-lines';

const recall = {
  personal: 2,
  removedFully: 0,
  removedPartly: 1,
  partly: ['Kari Nordmann'],
  notFound: ['01017012345'],
  unreadable: 0,
  keep: 1,
  keepRemoved: ['Postboks 1402'],
  otherWords: 10,
  otherWordsRemoved: 1,
  otherRemoved: ['Sagene'],
};
const row = (half?: Row['half']): Row => ({
  file: 'owner__repo__letter.pdf',
  scenario: 'personal',
  areas: 2,
  outcome: 'released',
  released: true,
  refused: false,
  recoverable: [],
  elsewhere: 0,
  lost: ['p1 Storgata'],
  unseen: ['p2 Bergen'],
  changed: ['p1 Oslo → 0slo'],
  seconds: 0.1,
  recall,
  ...(half && { half }),
});
const SECRETS = [
  'Kari Nordmann',
  '01017012345',
  'Postboks 1402',
  'Sagene',
  'Storgata',
  'Bergen',
  'Oslo',
];

describe('what bench:corpus prints of a run', () => {
  it("never shows a held-out document's strings or words, even when strings are asked for", () => {
    const printed = rowLines(row('held-out'), true).join('\n');
    for (const secret of SECRETS) expect(printed).not.toContain(secret);
    expect(printed).toContain('MISSED 0…(11)');
    expect(printed).toContain('LOST p1 S…(8)');
    expect(printed).toContain('held-out released');
  });

  it("shows a development document's strings when asked, and masks them otherwise", () => {
    const asked = rowLines(row('development'), true).join('\n');
    for (const secret of SECRETS) expect(asked).toContain(secret);
    const quiet = rowLines(row('development'), false).join('\n');
    for (const secret of ['Kari Nordmann', '01017012345', 'Sagene']) {
      expect(quiet).not.toContain(secret);
    }
  });
});
