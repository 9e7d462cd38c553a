import { describe, expect, it } from 'vitest';
import { decodeLatin1 } from '../bytes/bytes';
import { TaskBudget } from '../budget/task-budget';
import { save } from '../engine/save-pdf';
import { QuoteFinder } from '../redact/quotes';
import { saveFresh } from '../redact/redact-pdf';
import { sanitizeDocument } from '../redact/sanitise/sanitize';
import { SAVE_OPTIONS } from '../redact/sanitise/save-options';
import { buildPdf, HELVETICA, stream } from '../test/build-pdf';
import { iccProfile } from '../test/icc-profiles';
import { rebuilt, withDocument, wordsOf } from '../test/redact-helpers';
import { checkDocument } from './check-document';

/** The file rebuilt with nothing redacted, saved without compression, and what it left out. */
function rebuiltText(bytes: Uint8Array, needles: string[] = []) {
  return withDocument(bytes, (document) => {
    const { dropped } = sanitizeDocument(document, { needles });
    return { text: decodeLatin1(save(document, SAVE_OPTIONS.replace('compress,', ''))), dropped };
  });
}

const page = (extra: string, resources: string) =>
  `<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << ${resources} >> ${extra} >>`;

describe('the rebuilt file', () => {
  it('keeps what the schema names, drops and counts the rest', () => {
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Private (Kari) /Metadata 6 0 R /PageMode /UseOutlines >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 300 300] /Rotate 90 >>',
      page(
        '/PieceInfo << /App << /Private (Kari) >> >> /LastModified (D:2020)',
        `/Font << ${HELVETICA} >>`,
      ),
      stream('BT /F1 12 Tf 72 200 Td (Case 7) Tj ET'),
      stream('an object nothing uses'),
      stream('<x:xmpmeta>Kari</x:xmpmeta>', '/Type /Metadata /Subtype /XML'),
    ]);
    const { text, dropped } = rebuiltText(bytes);
    expect(text).not.toMatch(/Kari|PieceInfo|LastModified|nothing uses/);
    expect(text).toContain('/PageMode/UseOutlines');
    // A page states what it inherited from the page tree.
    const pageObject = /<<\/Type\/Page\b[^>]*>>/.exec(text)![0];
    expect(pageObject).toContain('/MediaBox[0 0 300 300]');
    expect(pageObject).toContain('/Rotate 90');
    expect(dropped).toMatchObject({
      'Catalog /Private': 1,
      'Catalog /Metadata': 1,
      'Page /PieceInfo': 1,
      'Page /LastModified': 1,
    });
  });

  it('keeps only the resources content draws, under neutral names, and rewrites the content alike', () => {
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(
        '/MediaBox [0 0 300 300]',
        `/Font << /KariFont << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> /Unused << /Type /Font /Subtype /Type1 /BaseFont /Courier >> >> /XObject << /Im 5 0 R /Spare 6 0 R >>`,
      ),
      stream('BT /KariFont 12 Tf 72 200 Td (Case 7) Tj ET q 10 0 0 10 0 0 cm /Im Do Q'),
      stream(
        '\x00',
        '/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8',
      ),
      stream('0 0 m', '/Type /XObject /Subtype /Form /BBox [0 0 1 1]'),
    ]);
    const { text, dropped } = rebuiltText(bytes);
    expect(text).toContain('/F1 12 Tf');
    expect(text).toContain('/X1 Do');
    expect(text).not.toMatch(/KariFont|Courier|Spare/);
    expect(dropped['unused resource']).toBe(2);
  });

  it('keeps navigation and layer states, and drops scripts, attachments and creators', () => {
    const bytes = buildPdf([
      `<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /JavaScript /JS (app.alert\\(1\\)) >> >> /Names << /EmbeddedFiles << /Names [(a.txt) 7 0 R] >> /JavaScript 8 0 R >> /OCProperties << /OCGs [5 0 R] /D << /OFF [5 0 R] /AS [<< /Event /Print /OCGs [5 0 R] /Category [/Print] >>] >> >> >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(
        '/MediaBox [0 0 300 300] /Annots [6 0 R]',
        `/Font << ${HELVETICA} >> /Properties << /L 5 0 R >>`,
      ),
      stream('/OC /L BDC BT /F1 12 Tf 72 200 Td (Case 7) Tj ET EMC'),
      '<< /Type /OCG /Name (Print only) /Usage << /Print << /PrintState /ON >> /View << /ViewState /OFF >> /CreatorInfo << /Creator (Kari Nordmann) /Subtype /Artwork >> >> >>',
      '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS 7 0 R >>',
      '<< /Type /Filespec /F (a.txt) /EF << /F 9 0 R >> >>',
      '<< /Names [(x) << /S /JavaScript /JS (evil) >>] >>',
      stream('Kari Nordmann', '/Type /EmbeddedFile'),
    ]);
    const { text } = rebuiltText(bytes);
    expect(text).not.toMatch(/JavaScript|EmbeddedFile|FileAttachment|Kari|CreatorInfo/);
    expect(text).toMatch(/\/S\/GoTo/);
    expect(text).toMatch(/\/PrintState\/ON/);
    expect(text).toMatch(/\/AS\[<<\/Event\/Print/);
  });

  it('draws with a device colour space where the file had an ICC profile', () => {
    const profile = iccProfile(3, { description: 'RGB for Kari Nordmann', copyright: 'Kari' });
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page('/MediaBox [0 0 300 300]', '/ColorSpace << /CS0 [/ICCBased 5 0 R] >>'),
      stream('/CS0 cs 0.2 0.4 0.6 sc 0 0 100 100 re f'),
      stream(decodeLatin1(profile), '/N 3'),
    ]);
    const { text } = rebuiltText(bytes);
    expect(text).not.toContain('Kari');
    expect(text).toMatch(/\/ColorSpace<<\/CS0\/DeviceRGB>>/);
  });

  it('passes its own check, which the file as it came does not', () => {
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Private 5 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(
        '/MediaBox [0 0 300 300]',
        `/Font << ${HELVETICA} /F9 << /Type /Font /Subtype /Type1 /BaseFont /Courier >> >>`,
      ),
      stream('% Kari Nordmann\nBT /F1 12 Tf 72 200 Td (Case 7) Tj ET'),
      '<< /Note (Kari Nordmann) >>',
    ]);
    const quotes = new QuoteFinder(['Kari Nordmann']);
    const check = (file: Uint8Array) =>
      withDocument(file, (document) => checkDocument(document, quotes, new TaskBudget()).findings);
    const before = check(bytes).map((finding) => finding.how);
    expect(before).toEqual(
      expect.arrayContaining([
        'an entry the output schema does not allow (Catalog /Private)',
        'a resource no content uses',
        'content that is not drawing (content comment or unreadable byte)',
      ]),
    );
    const after = withDocument(bytes, (document) => {
      sanitizeDocument(document, { needles: ['Kari Nordmann'] });
      return saveFresh(document);
    });
    expect(check(after)).toEqual([]);
  });

  it('keeps the text map of a simple font that declares two-byte codes and maps one-byte ones', () => {
    // An AFP converter's OCR-B font on a bank statement: codespace <0000> <FFFF>, entries <F3>.
    const map = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '1 begincodespacerange <0000> <FFFF> endcodespacerange',
      '2 beginbfrange <41> <41> <005A> <42> <42> <0059> endbfrange',
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page('/MediaBox [0 0 300 300]', '/Font << /F1 6 0 R >>'),
      stream('BT /F1 12 Tf 72 200 Td (AB) Tj ET'),
      stream(map),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 5 0 R >>',
    ]);
    expect(wordsOf(bytes).text).toContain('ZY');
    const after = rebuilt(bytes);
    expect(wordsOf(after).text).toContain('ZY');
    const quotes = new QuoteFinder([]);
    const findings = withDocument(
      after,
      (document) => checkDocument(document, quotes, new TaskBudget()).findings,
    );
    expect(findings).toEqual([]);
  });
});
