import { describe, expect, it } from 'vitest';
import { checkConsistency, tokens, type ConsistencyDocument } from './consistency';

const PERSONAL = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';

describe('the consistency check of a case', () => {
  const documents: ConsistencyDocument[] = [
    {
      name: 'vedtak.pdf',
      pages: ['Søker: Kari Nordmann\nAdresse: Storgata 1', 'Kari Nordmann fikk svar.'],
      marks: [
        { page: 1, text: 'Kari Nordmann', code: PERSONAL },
        { page: 1, text: 'Storgata 1', code: PERSONAL },
      ],
    },
    {
      name: 'klage.pdf',
      pages: ['Klage fra KARI  NORDMANN, Storgata 1'],
      marks: [
        { page: 1, text: 'KARI NORDMANN', code: PERSONAL },
        { page: 1, text: 'Storgata 1', code: 'offl. § 26 femte ledd' },
      ],
    },
    {
      name: 'notat.pdf',
      pages: ['Møte med Kari Nordmann.', 'Ingen navn her. Karine Nordmannsen er en annen.'],
      marks: [],
    },
  ];

  it('lists a string withheld in two files and left in the third, and elsewhere in the same file', () => {
    const findings = checkConsistency(documents);
    const name = findings.find((finding) => finding.text === 'Kari Nordmann')!;
    expect(name.withheld).toEqual([
      { document: 0, page: 1 },
      { document: 1, page: 1 },
    ]);
    expect(name.visible).toEqual([
      { document: 0, page: 2, count: 1 },
      { document: 2, page: 1, count: 1 },
    ]);
    expect(name.codes).toEqual([PERSONAL]);
  });

  it('lists a string withheld under different codes even when it shows nowhere', () => {
    const street = checkConsistency(documents).find((finding) => finding.text === 'Storgata 1')!;
    expect(street.codes).toEqual([PERSONAL, 'offl. § 26 femte ledd']);
    expect(street.visible).toEqual([]);
  });

  it('says nothing of a case redacted consistently, nor of two-letter strings', () => {
    const consistent = documents.slice(0, 1).map((document) => ({
      ...document,
      pages: [document.pages[0]!],
    }));
    expect(checkConsistency(consistent)).toEqual([]);
    const short = [
      { name: 'a.pdf', pages: ['AS AS AS'], marks: [{ page: 1, text: 'AS', code: null }] },
    ];
    expect(checkConsistency(short)).toEqual([]);
  });

  it('reads the pages of redacted copies as showing only what was left', () => {
    const released = documents.map((document, index) => ({
      ...document,
      pages: index === 2 ? document.pages : document.pages.map(() => 'Søker: Adresse:'),
    }));
    const name = checkConsistency(released, { released: true }).find(
      (finding) => finding.text === 'Kari Nordmann',
    );
    expect(name?.visible).toEqual([{ document: 2, page: 1, count: 1 }]);
  });

  it('reads Chinese names written without spaces', () => {
    expect(tokens('申请人张伟先生')).toEqual(['申', '请', '人', '张', '伟', '先', '生']);
    const chinese = [
      { name: 'a.pdf', pages: ['申请人张伟'], marks: [{ page: 1, text: '张伟', code: null }] },
      { name: 'b.pdf', pages: ['张伟先生来信'], marks: [] },
    ];
    expect(checkConsistency(chinese)[0]?.visible).toEqual([{ document: 1, page: 1, count: 1 }]);
  });
});
