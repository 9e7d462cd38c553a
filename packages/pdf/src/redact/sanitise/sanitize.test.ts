import { describe, expect, it } from 'vitest';
import { concatBytes, decodeLatin1, encodeLatin1 } from '../../bytes/bytes';
import { HELVETICA, onePagePdf, stream } from '../../test/build-pdf';
import { readRealCorpus } from '../../test/fixtures';
import { withDocument } from '../../test/redact-helpers';
import { sanitizeDocument } from './sanitize';
import { save } from '../../engine/save-pdf';
import { saveFresh } from '../redact-pdf';
import { SAVE_OPTIONS } from './save-options';

const TEXT = 'BT /F1 12 Tf 72 700 Td (Kari Nordmann) Tj ET';
/** A page whose own text was redacted already. */
const REDACTED = 'BT /F1 12 Tf 72 700 Td (Redacted) Tj ET';

/** Sanitises a file and gives the saved bytes back as text. */
function sanitized(bytes: Uint8Array, needles: string[] = [], replacedContents: number[] = []) {
  return withDocument(bytes, (document) => {
    sanitizeDocument(document, { needles, replacedContents });
    return decodeLatin1(save(document, SAVE_OPTIONS.replace('compress,', '')));
  });
}

describe('sanitizeDocument', () => {
  it('removes associated files of the catalog, a page and an annotation', () => {
    const bytes = onePagePdf(
      TEXT,
      [
        stream('a copy of Kari Nordmann', '/Type /EmbeddedFile'),
        '<< /Type /Filespec /F (copy.txt) /EF << /F 5 0 R >> >>',
        '<< /Type /Annot /Subtype /Square /Rect [0 0 10 10] /AF [6 0 R] >>',
      ],
      { catalog: '/AF [6 0 R]', page: '/AF [6 0 R] /Annots [7 0 R]' },
    );
    const saved = sanitized(bytes);
    expect(saved).not.toContain('/AF');
    expect(saved).not.toContain('a copy of Kari');
    expect(saved).toContain('/Square');
  });

  it('removes active actions wherever they are, also inside /Next chains, and keeps navigation', () => {
    const bytes = onePagePdf(
      TEXT,
      [
        '<< /Type /Outlines /First 6 0 R /Count 1 >>',
        '<< /Title (One) /Parent 5 0 R /A << /S /GoTo /D [3 0 R /Fit] /Next << /S /JavaScript /JS (evil\\(\\)) >> >> >>',
        '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.org/) /Next [8 0 R << /S /Launch /F (calc.exe) >>] >> >>',
        '<< /S /JavaScript /JS (more\\(\\)) >>',
        '<< /Title (Two) /A << /S /Launch /F (cmd.exe) >> >>',
      ],
      { catalog: '/Outlines 5 0 R /OpenAction 8 0 R', page: '/Annots [7 0 R] /AA << /O 8 0 R >>' },
    );
    const saved = sanitized(bytes);
    for (const active of [
      '/JavaScript',
      '/Launch',
      '/JS',
      'calc.exe',
      'evil',
      '/OpenAction',
      '/AA',
    ])
      expect(saved).not.toContain(active);
    expect(saved).toContain('/GoTo');
    expect(saved).toContain('https://example.org/');
  });

  it('keeps only the standard entries of the catalog and the pages', () => {
    const bytes = onePagePdf(TEXT, [stream(TEXT)], {
      catalog: '/PrivateCopy 5 0 R /Lang (nb) /Collection << /View /D >>',
      page: '/Copy 5 0 R /Rotate 90 /LastModified (D:2020)',
    });
    const saved = sanitized(bytes);
    for (const gone of ['/PrivateCopy', '/Collection', '/Copy', '/LastModified'])
      expect(saved).not.toContain(gone);
    expect(saved).toContain('/Lang');
    expect(saved).toMatch(/\/Rotate\s*90/);
  });

  it('removes replacement texts that quote a redacted string and keeps the others', () => {
    const bytes = onePagePdf(
      TEXT,
      ['<< /Type /StructElem /S /Span /ActualText (Kari Nordmann) /Alt (A portrait) /K 0 >>'],
      { catalog: '/StructTreeRoot << /K [5 0 R] >>', page: '' },
    );
    const saved = sanitized(bytes, ['Kari Nordmann']);
    expect(saved).not.toContain('/ActualText');
    expect(saved).toMatch(/\/Alt\s*\(A portrait\)/);
  });

  it('keeps a marked-content replacement text of signs only, and drops one with letters', () => {
    // A receipt's font maps its hyphen to U+0000; the span's /ActualText is how readers read it.
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 700 Td /Span << /ActualText <feff002d> >> BDC (-) Tj EMC ' +
        '/Span << /ActualText (Kari) >> BDC (K) Tj EMC ET',
      [],
    );
    const saved = sanitized(bytes);
    expect(saved).toContain('/ActualText <feff002d>');
    expect(saved).not.toContain('(Kari)');
  });

  it('removes the replacement texts of structure elements on a redacted page, pieces and all', () => {
    // "9:30-11:30" redacted on page 3: its spans' texts would spell it again in the object data.
    const elements = ['9:30', '-', '11', ':30'].map(
      (piece, index) => `<< /S /Span /P 10 0 R /Pg 3 0 R /ActualText (${piece}) /K ${index} >>`,
    );
    const bytes = onePagePdf(
      TEXT,
      [
        ...elements,
        '<< /Type /StructTreeRoot /K [10 0 R] >>',
        '<< /S /P /P 9 0 R /K [5 0 R 6 0 R 7 0 R 8 0 R 11 0 R] >>',
        '<< /S /Span /P 10 0 R /ActualText (12:00) /K 4 >>',
      ],
      { catalog: '/StructTreeRoot 9 0 R', page: '' },
    );
    const saved = withDocument(bytes, (document) => {
      sanitizeDocument(document, { needles: ['9:30-11:30'], redactedPages: [3] });
      return decodeLatin1(save(document, SAVE_OPTIONS.replace('compress,', '')));
    });
    for (const piece of ['(9:30)', '(-)', '(11)', '(:30)']) expect(saved).not.toContain(piece);
    // An element that names no page (its parents neither) keeps its text.
    expect(saved).toContain('(12:00)');
    const untouched = sanitized(bytes, ['9:30-11:30']);
    expect(untouched).toContain('(9:30)');
  });

  it('rewrites every other string that quotes a redacted string, and leaves the rest', () => {
    const bytes = onePagePdf(
      REDACTED,
      [
        '<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>',
        '<< /Title (Letter to Kari Nordmann) /Parent 5 0 R /Dest (Kari Nordmann) >>',
        '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (mailto:kari.nordmann@example.no) >> >>',
        '<< /Type /OCG /Name (Notes on Kari Nordmann) >>',
        '<< /FT /Tx /T (name) /TU (Kari Nordmann, applicant) /V (Technical) /Kids [10 0 R] >>',
        '<< /Type /Annot /Subtype /Widget /Parent 9 0 R /Rect [0 0 10 10] >>',
      ],
      {
        catalog:
          '/Outlines 5 0 R /OCProperties << /OCGs [8 0 R] /D << >> >> /AcroForm << /Fields [9 0 R] >> /PageLabels << /Nums [0 << /P (Kari Nordmann-) >>] >>',
        page: '/Annots [7 0 R 10 0 R]',
      },
    );
    const saved = sanitized(bytes, ['Kari Nordmann', 'kari.nordmann@example.no', 'Tech']);
    expect(saved).not.toMatch(/kari/i);
    expect(saved).toContain('(Letter to [redacted])');
    expect(saved).toContain('/Dest([redacted])');
    expect(saved).toContain('(mailto:[redacted])');
    expect(saved).toContain('([redacted], applicant)');
    expect(saved).toContain('(Notes on [redacted])');
    // A page label's prefix is text no page draws: it goes, the numbering stays.
    expect(saved).toMatch(/\/PageLabels\s*<<\s*\/Nums\s*\[\s*0\s*<<\s*>>/);
    expect(saved).toContain('(Technical)');
  });

  it("keeps the caption a button's face shows, as page text is kept, and cleans the others", () => {
    const face = (caption: string) =>
      stream(
        `BT /F1 10 Tf 4 6 Td (${caption}) Tj ET`,
        `/Type /XObject /Subtype /Form /BBox [0 0 150 20] /Resources << /Font << ${HELVETICA} >> >>`,
      );
    const button = (name: string, rect: string, face: number) =>
      `<< /Type /Annot /Subtype /Widget /FT /Btn /Ff 65536 /T (${name}) /TU (Ask Kari Nordmann) /MK << /CA (Ask Kari Nordmann) /RC (Ask Kari Nordmann!) >> /Rect [${rect}] /AP << /N ${face} 0 R >> >>`;
    const bytes = onePagePdf(
      REDACTED,
      [
        button('shown', '72 600 222 620', 7),
        // Its face says something else: the caption is seen by nobody.
        button('stale', '72 500 222 520', 8),
        face('Ask Kari Nordmann'),
        face('Ask'),
      ],
      { catalog: '/AcroForm << /Fields [5 0 R 6 0 R] >>', page: '/Annots [5 0 R 6 0 R]' },
    );
    const saved = sanitized(bytes, ['Kari Nordmann']);
    expect(saved).toContain('/CA(Ask Kari Nordmann)');
    expect(saved).toContain('/CA(Ask [redacted])');
    expect(saved).not.toContain('(Ask Kari Nordmann!)');
    expect(saved).not.toContain('/TU(Ask Kari');
  });

  it.each([
    [
      'a signed field, which keeps no signature (a redaction breaks it)',
      [
        '<< /Type /Annot /Subtype /Widget /FT /Sig /T (sign) /V 6 0 R /Rect [0 0 10 10] >>',
        '<< /Type /Sig /Reason (Approved by Kari Nordmann) /Name (Kari Nordmann) >>',
      ],
      '/Annots [5 0 R]',
      '/FT/Sig',
    ],
    [
      'a field whose parents run in a circle',
      [
        '<< /T (choice) /Opt [(Kari Nordmann) (Bergen)] /V (Bergen) /Parent 6 0 R >>',
        '<< /T (loop) /Parent 5 0 R /Kids [5 0 R] >>',
      ],
      '',
      '(Bergen)',
    ],
    [
      'a field whose kids run in a circle, twice over',
      [
        '<< /FT /Tx /T (name) /V (Kari Nordmann) /Kids [6 0 R] >>',
        '<< /T (loop) /Parent 5 0 R /Kids [6 0 R 6 0 R 6 0 R] >>',
      ],
      '',
      '([redacted])',
    ],
  ])('cleans %s', (_what, objects, page, left) => {
    const bytes = onePagePdf(REDACTED, objects, {
      catalog: '/AcroForm << /Fields [5 0 R] >>',
      page,
    });
    const saved = sanitized(bytes, ['Kari Nordmann']);
    expect(saved).not.toContain('Kari');
    expect(saved).toContain(left);
  });

  it("rewrites another field's value and blanks its stale appearance", () => {
    const bytes = onePagePdf(
      REDACTED,
      [
        '<< /FT /Tx /T (copy) /V (Kari Nordmann) /DV (Kari Nordmann) /Kids [6 0 R] >>',
        '<< /Type /Annot /Subtype /Widget /Parent 5 0 R /Rect [0 0 10 10] /AP << /N 7 0 R >> >>',
        stream(
          'BT /F1 9 Tf (Kari Nordmann) Tj ET',
          '/Type /XObject /Subtype /Form /BBox [0 0 10 10]',
        ),
        '<< /FT /Ch /T (town) /V (Oslo) /Opt [(Bergen) [(kn) (Kari Nordmann)]] /AP << /N 7 0 R >> >>',
      ],
      { catalog: '/AcroForm << /Fields [5 0 R 8 0 R] >>', page: '/Annots [6 0 R]' },
    );
    const saved = sanitized(bytes, ['Kari Nordmann']);
    expect(saved).not.toContain('Kari');
    expect(saved).toMatch(/\/V\s*\(\[redacted\]\)/);
    // No reader is asked to redraw the whole form: the two widgets draw nothing for now.
    expect(saved).not.toContain('NeedAppearances');
    expect(saved).toContain('(Bergen)');
  });

  it('removes XMP metadata wherever it is and what JPEG images carry beside their pixels', () => {
    const xmp = stream('<x:xmpmeta>Kari Nordmann</x:xmpmeta>', '/Type /Metadata /Subtype /XML');
    const jfif = [0xff, 0xe0, 0x00, 0x10, ...encodeLatin1('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const jpeg = decodeLatin1(
      concatBytes([
        Uint8Array.from([0xff, 0xd8, ...jfif]),
        Uint8Array.from([0xff, 0xe1, 0x00, 0x10]),
        encodeLatin1('Exif Kari Nordm').subarray(0, 14),
        Uint8Array.from([0xff, 0xe2, 0x00, 0x10]),
        encodeLatin1('ICC_Kari Nordm').subarray(0, 14),
        Uint8Array.from([0xff, 0xfe, 0x00, 0x07]),
        encodeLatin1('Kari!'),
        Uint8Array.from([0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9]),
      ]),
    );
    const image = stream(
      jpeg,
      '/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Metadata 5 0 R',
    );
    const bytes = onePagePdf(`${REDACTED} q 10 0 0 10 0 0 cm /Im1 Do Q`, [xmp, image], {
      catalog: '/Metadata 5 0 R',
      page: '/Resources << /XObject << /Im1 6 0 R >> /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>',
    });
    const saved = sanitized(bytes, ['Kari Nordmann']);
    expect(saved).not.toContain('xmpmeta');
    expect(saved).not.toContain('Exif');
    expect(saved).not.toContain('ICC_');
    expect(saved).not.toContain('Kari!');
    expect(saved).toContain('\xff\xd8\xff\xe0\x00\x10JFIF');
  });

  it('drops every way to reach a content stream a redacted page stopped using', () => {
    const bytes = onePagePdf(
      'BT /F1 12 Tf 72 600 Td (Redacted page) Tj ET',
      [stream(TEXT), '<< /Type /Annot /Subtype /Square /Rect [0 0 10 10] /Backup 5 0 R >>'],
      { catalog: '', page: '/Annots [6 0 R]' },
    );
    const saved = sanitized(bytes, [], [5]);
    expect(saved).not.toContain('Kari Nordmann');
    expect(saved).toContain('Redacted page');
  });

  it('keeps every stream a stream through the garbage-collecting save', async () => {
    const bytes = await readRealCorpus('invoice_de_qualityhosting_customer-address_2-pages.pdf');
    const saved = withDocument(bytes, (document) => {
      sanitizeDocument(document, { needles: [] });
      return saveFresh(document);
    });
    withDocument(saved, (document) => {
      for (let index = 0; index < document.countPages(); index++) {
        const images = document.findPage(index).get('Resources', 'XObject');
        images.forEach((image) => expect(image.isStream()).toBe(true));
      }
    });
  });

  it('makes stream filters direct, so the saved bytes tell how to read every stream', () => {
    const image = stream(
      '00>',
      '/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter 6 0 R',
    );
    const bytes = onePagePdf(`${TEXT} q 10 0 0 10 0 0 cm /Im1 Do Q`, [image, '[/ASCIIHexDecode]'], {
      catalog: '',
      page: `/Resources << /XObject << /Im1 5 0 R >> /Font << ${HELVETICA} >> >>`,
    });
    const saved = sanitized(bytes);
    expect(saved).toMatch(/\/Filter\s*\[\s*\/ASCIIHexDecode\s*\]/);
  });
});
