import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConversionError } from '../conversion-error';
import { sniffFormat } from '../sniff';
import {
  dateFieldDocx,
  letterDocx,
  mergedTableDocx,
  odtOf,
  odtWithRemoteImage,
  presentationFile,
  staffXlsx,
  zipBombDocx,
} from '../test/office-files';
import { createOfficeConverter } from './office-converter';

const converter = createOfficeConverter({ timeoutMs: 60_000 });
const TEST_CALL = { owner: 'test' };
afterAll(() => converter.close());

/** What a poppler tool prints for the PDF, written to a file of its own for the tool to read. */
function poppler(pdf: Uint8Array, tool: string, options: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-office-test-'));
  try {
    const file = path.join(dir, 'out.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...options, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Uint8Array) => poppler(pdf, 'pdftotext', ['-layout']);

/** How many pictures the PDF holds, by poppler's count (two heading lines, then one a picture). */
const pdfImages = (pdf: Uint8Array) =>
  poppler(pdf, 'pdfimages', ['-list']).trim().split('\n').length - 2;

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
    return null;
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    return { code: error.code, message: error.message };
  }
}

// LibreOffice's first start, and its first presentation, take seconds; more with every script's fonts.
describe('Office files through LibreOffice', { timeout: 60_000 }, () => {
  it('finds LibreOffice and its Python bridge, and seals them in (the tests need them: see .ci/run)', () => {
    expect(converter.status).toMatchObject({ available: true, sandbox: 'sealed' });
  });

  it('knows every Office format by its bytes', async () => {
    expect(sniffFormat(await letterDocx({ recipient: 'Kari', body: [] }))).toBe('docx');
    expect(sniffFormat(await staffXlsx([]))).toBe('xlsx');
    expect(sniffFormat(odtWithRemoteImage('http://example.org/a.png', 'x'))).toBe('odt');
    expect(sniffFormat(new TextEncoder().encode('{\\rtf1\\ansi Hei}'))).toBe('rtf');
    expect(sniffFormat(new TextEncoder().encode('navn;nummer\nKari;0301\n'), 'liste.csv')).toBe(
      'csv',
    );
    expect(sniffFormat(new TextEncoder().encode('navn;nummer\n'), 'liste.txt')).toBeNull();
  });

  it('draws every script health lists with a font: each word is in the PDF as text', async () => {
    // .ci/run installs the fonts; without them these come out as empty boxes (issue 63).
    expect(converter.status.fontsMissing).toEqual([]);
    const words = ['東京都', 'ソウル', '서울특별시', 'القاهرة', 'ירושלים', 'दिल्ली', 'กรุงเทพ'];
    const docx = await letterDocx({ recipient: 'Kari Nordmann', body: words });
    const { pdf } = await converter.convert(docx, 'docx', TEST_CALL);
    const text = pdfText(pdf).normalize('NFKC');
    for (const word of words) expect(text).toContain(word);
  });

  it('converts a letter with its header, footer and comment, and reads its texts', async () => {
    const docx = await letterDocx({
      recipient: 'Kari Nordmann',
      header: 'Oslo kommune',
      body: ['Fødselsnummer: 29027612383'],
      comment: 'Sjekk med Per Olsen',
      hidden: 'Skjult merknad',
    });
    const { pdf, texts } = await converter.convert(docx, 'docx', TEST_CALL);
    const text = pdfText(pdf);
    for (const shown of ['Oslo kommune', 'Kari Nordmann', '29027612383', 'Side 1 av 1'])
      expect(text).toContain(shown);
    // The comment is a PDF comment; the hidden text is not printed, but the source's texts hold both.
    expect(texts.join('\n')).toContain('Sjekk med Per Olsen');
    expect(texts.join('\n')).toContain('Skjult merknad');
  });

  it('prints every cell of a workbook whole: narrow columns, hidden columns and sheets, comments', async () => {
    const xlsx = await staffXlsx([{ name: 'Kari Nordmann', number: '01017012343' }]);
    const { pdf, notes } = await converter.convert(xlsx, 'xlsx', TEST_CALL);
    const text = pdfText(pdf);
    for (const shown of [
      'Kari Nordmann',
      '01017012343',
      'Skjult kolonne',
      'Ring før utbetaling',
      'Skjult ark: kontakt Per Olsen',
    ])
      expect(text).toContain(shown);
    expect(notes).toEqual(
      expect.arrayContaining([
        'hidden sheet "Notater" shown',
        'sheet "Ansatte": hidden rows or columns shown',
      ]),
    );
  });

  it('reads a CSV as UTF-8 text with its own separator, keeping leading zeros', async () => {
    const csv = new TextEncoder().encode(
      'Navn;Postnummer;Fødselsnummer\nÅse Ødegård;0301;01017012343\n',
    );
    const text = pdfText((await converter.convert(csv, 'csv', TEST_CALL)).pdf);
    expect(text).toMatch(/Åse Ødegård\s+0301\s+01017012343/);
  });

  it('leaves out an image the file would fetch from the web, and says so', async () => {
    const odt = odtWithRemoteImage('http://127.0.0.1:9/tracker.png', 'Brev med bilde');
    const { pdf, notes } = await converter.convert(odt, 'odt', TEST_CALL);
    expect(pdfText(pdf)).toContain('Brev med bilde');
    expect(notes).toEqual([
      'link to content outside the file left out: image href "http://127.0.0.1:9/tracker.png" (in content.xml)',
    ]);
  });

  it('shows every slide of a presentation, the hidden one too, and its speaker notes', async () => {
    const pptx = presentationFile(
      [
        { title: 'Saksgang for Kari Nordmann', notes: 'Husk fødselsnummer 29027612383' },
        { title: 'Skjult lysbilde om Per Olsen', hidden: true },
      ],
      'pptx',
    );
    expect(sniffFormat(pptx)).toBe('pptx');
    const { pdf, notesPdf, notes } = await converter.convert(pptx, 'pptx', TEST_CALL);
    const text = pdfText(pdf);
    for (const shown of ['Saksgang for Kari Nordmann', 'Skjult lysbilde om Per Olsen'])
      expect(text).toContain(shown);
    // The slides, then one notes page: the slide without notes gets no empty one.
    expect(text.split('\f').slice(0, -1)).toHaveLength(2);
    const notesText = pdfText(notesPdf!);
    expect(notesText.split('\f').slice(0, -1)).toHaveLength(1);
    expect(notesText).toContain('29027612383');
    // Each slide once, as text: a notes page no longer repeats it as a picture.
    expect(`${text}${notesText}`.split('Saksgang for Kari Nordmann')).toHaveLength(2);
    expect(pdfImages(pdf) + pdfImages(notesPdf!)).toBe(0);
    expect(notes).toEqual([
      '1 hidden slide included',
      'speaker notes shown on pages after the slides',
    ]);
  });

  it('shows each slide of a presentation without speaker notes once, as a slide', async () => {
    const pptx = presentationFile([{ title: 'Saksgang' }, { title: 'Vedtak for Ola' }], 'pptx');
    const { pdf, notesPdf, notes } = await converter.convert(pptx, 'pptx', TEST_CALL);
    expect(notesPdf).toBeUndefined();
    const text = pdfText(pdf);
    expect(text.split('Vedtak for Ola')).toHaveLength(2);
    expect(text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(2);
    expect(notes).toEqual([]);
  });

  it('converts a table with merged cells, and reads each cell (issue 63: XCellRangeData)', async () => {
    const docx = await mergedTableDocx(['Kari Nordmann', '29027612383', 'Oslo', 'Merknad Bakkebø']);
    const { pdf, notes } = await converter.convert(docx, 'docx', TEST_CALL);
    const text = pdfText(pdf);
    for (const shown of ['Kari Nordmann', '29027612383', 'Oslo', 'Merknad Bakkebø']) {
      expect(text).toContain(shown);
    }
    expect(notes).toEqual([]);
  });

  it('keeps a date field as the file stored it, never today’s date: DOCX, ODT and RTF', async () => {
    const docx = pdfText(
      (await converter.convert(dateFieldDocx('May 1, 2017'), 'docx', TEST_CALL)).pdf,
    );
    // The IF field's stored result is not what its condition gives now: it is kept as stored.
    expect(docx.replace(/\s+/g, ' ')).toContain(
      'Signed on May 1, 2017 Printed on May 1, 2017 Status: Betalt',
    );
    const content = `<text:p>Signed on <text:date style:data-style-name="N1" text:date-value="2017-05-01">May 1, 2017</text:date></text:p>`;
    const odtText = pdfText((await converter.convert(odtOf(content), 'odt', TEST_CALL)).pdf);
    expect(odtText.replace(/\s+/g, ' ')).toContain('Signed on May 1, 2017');
    const rtf = new TextEncoder().encode(
      '{\\rtf1\\ansi Signed on {\\field{\\*\\fldinst DATE \\\\@ "MMMM d, yyyy"}{\\fldrslt May 1, 2017}}\\par}',
    );
    expect(pdfText((await converter.convert(rtf, 'rtf', TEST_CALL)).pdf)).toContain(
      'Signed on May 1, 2017',
    );
  });

  it('refuses a zip bomb before LibreOffice sees it', async () => {
    expect(
      await refusal(async () => converter.convert(await zipBombDocx(300), 'docx', TEST_CALL)),
    ).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: expect.stringContaining('at most 256 MB'),
    });
  });
});
