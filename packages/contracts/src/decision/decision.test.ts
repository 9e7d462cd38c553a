import { describe, expect, it } from 'vitest';
import { CODE_SET_IDS } from '../rules/exemption-codes';
import { LETTER_LANGUAGES, ZCase, type TCaseInput } from './case';
import { APPEAL, APPEAL_BODY } from './appeal';
import { buildLetter, citations, type Letter } from './letter';
import { pageRanges } from './letter-texts';
import { scheduleCsv, scheduleRows } from './schedule';
import { ZLetterTemplate } from './template';

const PERSONAL = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';
const ID = 'offl. § 26 femte ledd';

const input: TCaseInput = {
  reference: '2026/1234',
  requester: 'Ola Journalist',
  date: '2026-11-30',
  language: 'nb',
  code_set: 'offentleglova',
  documents: [
    {
      name: 'vedtak.pdf',
      pages: 4,
      marks: [
        { page: 3, code: PERSONAL },
        { page: 1, code: PERSONAL, justification: 'Søkerens navn' },
        { page: 1, code: ID },
        { page: 2, code: PERSONAL },
        { page: 1, code: PERSONAL },
      ],
    },
    { name: 'brev.pdf', pages: 1, marks: [] },
    {
      name: 'notat.pdf',
      pages: 2,
      withheld: true,
      marks: [{ page: 1, code: 'offl. § 14 første ledd' }],
    },
  ],
};
const value = ZCase.parse(input);

function text(letter: Letter): string {
  return [
    ...letter.sender,
    ...letter.meta.flat(),
    letter.title,
    ...letter.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])),
    ...letter.signature,
  ].join('\n');
}

describe('a case', () => {
  it('refuses marks on pages a document lacks, an empty case and a bad date', () => {
    const first = input.documents[0]!;
    const bad = [
      { ...input, documents: [{ ...first, marks: [{ page: 5, code: null }] }] },
      { ...input, documents: [] },
      { ...input, date: '30.11.2026' },
      { ...input, reference: ' ' },
      { ...input, language: 'sv' },
      { ...input, documents: [{ name: 'x.pdf', pages: 1, withheld: true, marks: [] }] },
    ];
    for (const entry of bad) expect(ZCase.safeParse(entry).success).toBe(false);
  });
});

describe('the exemption schedule', () => {
  it('counts areas per document, page and code, as the redaction log lists them', () => {
    const rows = scheduleRows(value);
    expect(rows.map((row) => [row.document, row.page, row.code, row.count])).toEqual([
      ['vedtak.pdf', 1, PERSONAL, 2],
      ['vedtak.pdf', 1, ID, 1],
      ['vedtak.pdf', 2, PERSONAL, 1],
      ['vedtak.pdf', 3, PERSONAL, 1],
      ['notat.pdf', null, 'offl. § 14 første ledd', 1],
    ]);
    expect(rows[0]!.provision).toBe('Taushetsplikt: noens personlige forhold');
    expect(rows[0]!.justification).toBe('Søkerens navn');
    // Every area of the log is counted once.
    const areas = value.documents.reduce((sum, document) => sum + document.marks.length, 0);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(areas);
  });

  it('writes CSV in the letter language, safe for spreadsheets', () => {
    const csv = scheduleCsv(
      scheduleRows({
        ...value,
        documents: [
          { name: '=cmd.pdf', pages: 2, withheld: false, marks: [{ page: 2, code: null }] },
        ],
      }),
      'en',
    );
    expect(csv).toBe(
      "\uFEFFDocument,Page,Code,Provision,Count,Justification\r\n'=cmd.pdf,2,(no code given),,1,\r\n",
    );
    expect(scheduleCsv(scheduleRows(value), 'nn')).toContain('notat.pdf,heile (2 sider)');
  });
});

describe('the reply letter', () => {
  it('lists documents by outcome and cites each provision once with its pages', () => {
    const letter = buildLetter(value, ZLetterTemplate.parse({}));
    const all = text(letter);
    expect(letter.title).toBe('Svar på innsynskrav – 2026/1234');
    expect(letter.meta).toContainEqual(['Dato', '30. november 2026']);
    expect(all).toContain('gått gjennom 3 dokument');
    const cited = citations(value);
    expect(cited.map((citation) => citation.code)).toEqual([
      PERSONAL,
      'offl. § 14 første ledd',
      ID,
    ]);
    expect(all).toContain(
      `${PERSONAL} (Taushetsplikt: noens personlige forhold): vedtak.pdf, sidene 1–3`,
    );
    expect(all).toContain(`${ID} (Fødselsnummer og lignende nummer): vedtak.pdf, side 1`);
    expect(all).toContain('notat.pdf, hele dokumentet');
    expect(all).toMatch(/Du får fullt innsyn i:\nbrev\.pdf/);
    expect(all).toContain('Klagefristen er tre uker');
    expect(all).toContain('nærmeste overordnede organ');
    expect(all).toContain('offentleglova § 31 andre ledd');
    expect(all).not.toMatch(/\{\{|oss, \./);
  });

  it('says all is released, with no grounds or appeal, when nothing is withheld', () => {
    const open = ZCase.parse({ ...input, documents: [{ name: 'a.pdf', pages: 1 }] });
    const all = text(buildLetter(open, ZLetterTemplate.parse({})));
    expect(all).toContain('Du får fullt innsyn i alle dokumentene.');
    expect(all).not.toContain('Klage');
  });

  it("uses the organisation's template, its names and its own paragraphs", () => {
    const template = ZLetterTemplate.parse({
      organization: 'Eksempel kommune',
      address: 'Postboks 1\n0101 Oslo',
      signature: 'Med hilsen\n\nKari Saksbehandler',
      appeal_body: 'Statsforvalteren i Oslo og Viken',
      opening: 'Takk for kravet ditt av {{date}} ({{reference}}).',
      closing: 'Spørsmål kan rettes til {{organization}}.',
    });
    const letter = buildLetter(value, template);
    const all = text(letter);
    expect(letter.sender).toEqual(['Eksempel kommune', 'Postboks 1', '0101 Oslo']);
    expect(all).toContain('Takk for kravet ditt av 30. november 2026 (2026/1234).');
    expect(all).toContain('Klagen sendes til oss, Eksempel kommune.');
    expect(all).toContain('videre til Statsforvalteren i Oslo og Viken');
    expect(all).toContain('Spørsmål kan rettes til Eksempel kommune.');
    expect(letter.signature).toEqual(['Med hilsen', '', 'Kari Saksbehandler']);
  });

  it('writes every code set in Bokmål, Nynorsk and English, FOIA style for FOIA codes', () => {
    for (const set of CODE_SET_IDS) {
      for (const language of LETTER_LANGUAGES) {
        const letter = buildLetter(
          ZCase.parse({ ...input, code_set: set, language }),
          ZLetterTemplate.parse({}),
        );
        const all = text(letter);
        expect(all, `${set} ${language}`).not.toMatch(/\{\{|\}\}/);
        // The jurisdiction's appeal paragraph in the letter's language, with its usual body.
        const appeal = APPEAL[set][language]
          .replace(/,\s*\{\{organization\}\}/g, '')
          .replace('{{appeal_body}}', APPEAL_BODY[set][language]);
        expect(all, `${set} ${language}`).toContain(appeal);
        // Each provision used is cited once, with its text.
        for (const citation of citations(ZCase.parse({ ...input, code_set: set }))) {
          expect(all.split(`${citation.code} (`).length - 1, citation.code).toBe(1);
        }
      }
    }
    const foia = (set: 'foia' | 'uk_foia') =>
      text(
        buildLetter(
          ZCase.parse({ ...input, code_set: set, language: 'en' }),
          ZLetterTemplate.parse({}),
        ),
      );
    expect(foia('foia')).toContain('Response to your Freedom of Information request');
    expect(foia('foia')).toContain('within 90 days');
    expect(foia('foia')).toContain('November 30, 2026');
    expect(foia('uk_foia')).toContain('Information Commissioner');
    expect(foia('uk_foia')).toContain('30 November 2026');
    const swedish = text(
      buildLetter(
        ZCase.parse({ ...input, code_set: 'osl', language: 'nn' }),
        ZLetterTemplate.parse({}),
      ),
    );
    expect(swedish).toContain('kammarrätten');
    expect(swedish).toContain('tre veker');
    const danish = text(
      buildLetter(
        ZCase.parse({ ...input, code_set: 'offentlighedsloven', language: 'en' }),
        ZLetterTemplate.parse({}),
      ),
    );
    expect(danish).toContain('section 37 of offentlighedsloven');
  });
});

describe('a letter template', () => {
  it('takes the listed placeholders and refuses others, markup and code', () => {
    expect(
      ZLetterTemplate.safeParse({ opening: 'Ref {{ reference }} {{documents}}' }).success,
    ).toBe(true);
    const refused = {
      opening: 'Hei {{name}}',
      closing: '<script>alert(1)</script>',
      signature: '${process.env.SECRET}',
      address: '{% include x %}',
      organization: 'A {{reference',
      appeal_body: '{{{requester}}}',
    };
    for (const [field, text] of Object.entries(refused)) {
      const parsed = ZLetterTemplate.safeParse({ [field]: text });
      expect(parsed.success, field).toBe(false);
    }
    const unknown = ZLetterTemplate.safeParse({ opening: 'Hei {{name}}' });
    expect(unknown.error?.issues[0]?.message).toMatch(/Unknown placeholder \{\{name\}\}/);
  });
});

describe('page ranges', () => {
  it('joins runs of pages', () => {
    expect(pageRanges([5, 1, 2, 3, 3, 9, 10])).toBe('1–3, 5, 9–10');
  });
});
