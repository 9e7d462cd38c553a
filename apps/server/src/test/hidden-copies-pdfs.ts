import { scannedText } from '@workbench/pdf/test-images';
import { deflateSync } from 'node:zlib';
import { signatureEnvelope } from './der';
import { HELVETICA, onePage, SECRET, SECRET_TEXT, type HostileFile } from './hostile-page';
import { buildPdf, stream } from './make-pdf';

/**
 * Files that keep a copy of the secret the way a person does not see it (issue 62, classes 2 to
 * 5): a signer's name in a certificate, quotes split by characters nobody sees, copies nobody
 * can see on the page, a Type 3 glyph drawn away from its box, and text that is never drawn.
 * Each draws the secret at SECRET_BOX (the suite redacts it there) unless it says otherwise.
 */

/** A UTF-16BE text string in hex, with its byte order mark. */
const utf16 = (text: string) => `<feff${Buffer.from(text, 'utf16le').swap16().toString('hex')}>`;

/** The surname and national id in a signer's certificate, as BankID and Buypass write them. */
export const SIGNER_ID = 'UN:NO-9578-5000-4-10101012345';

/**
 * A signed form: the signature field's value holds a PKCS #7 envelope whose certificate names
 * the signer (the secret) and their id, each followed by a DER tag byte, and the signature
 * dictionary names them too.
 */
export function signedForm(): HostileFile {
  const envelope = signatureEnvelope(SECRET, SIGNER_ID);
  const contents = Buffer.concat([envelope, Buffer.alloc(256)]).toString('hex');
  const bytes = onePage(stream(`${SECRET_TEXT}\nBT /F1 10 Tf 72 620 Td (Signed digitally) Tj ET`), {
    objects: [
      '<< /Type /Annot /Subtype /Widget /FT /Sig /T (Signature1) /Rect [300 600 500 640] /P 3 0 R /F 132 /V 6 0 R >>',
      `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /Name (${SECRET}) /Reason (Approval) /M (D:20240301120000Z) /ByteRange [0 100 200 300] /Contents <${contents}> >>`,
    ],
    page: '/Annots [5 0 R]',
    catalog: '/AcroForm << /Fields [5 0 R] /SigFlags 3 >>',
  });
  return { name: 'signed-form.pdf', bytes, secret: SECRET, released: true };
}

/**
 * Comments, a bookmark and a hidden field value that quote the secret the way a viewer shows it
 * but not letter for letter: with soft hyphens, zero-width spaces and joiners, fullwidth letters,
 * and reversed under a right-to-left override.
 */
export function foldedQuotes(): HostileFile {
  const bytes = onePage(stream(SECRET_TEXT), {
    objects: [
      `<< /Type /Annot /Subtype /Text /Rect [400 700 420 720] /P 3 0 R /Contents ${utf16('Call Se\u00adcret Na\u00adme Han\u00adsen')} >>`,
      `<< /Type /Annot /Subtype /FreeText /Rect [300 500 560 530] /P 3 0 R /DA (/F1 10 Tf 0 g) /Contents ${utf16('Ha\u200bn\u200dsen, S\u2060ecret')} >>`,
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (note) /Ff 0 /F 2 /Rect [300 400 560 430] /P 3 0 R /DA (/F1 10 Tf 0 g) /V ${utf16('\u202enesnaH emaN terceS\u202c')} >>`,
      '<< /Type /Outlines /First 9 0 R /Last 9 0 R /Count 1 >>',
      `<< /Title ${utf16('Ｓｅｃｒｅｔ Ｎａｍｅ Ｈａｎｓｅｎ')} /Parent 8 0 R /Dest [3 0 R /Fit] >>`,
    ],
    page: '/Annots [5 0 R 6 0 R 7 0 R]',
    catalog: `/Outlines 8 0 R /AcroForm << /Fields [7 0 R] /DA (/F1 10 Tf 0 g) /DR << /Font << ${HELVETICA} >> >> >>`,
  });
  return { name: 'folded-quotes.pdf', bytes, secret: SECRET, released: true };
}

/** Where imageUnderShape hides the picture of the secret, in PDF user space. */
const HIDDEN_PICTURE = { x: 72, y: 380, width: 360, height: 60 };

/**
 * The classic bad redaction: a picture of the secret (readable by OCR) painted over by an opaque
 * white rectangle, which a reader sees as blank paper.
 */
export function imageUnderShape(): HostileFile {
  const picture = scannedText([SECRET], 150, 100);
  const gray = Buffer.alloc(picture.width * picture.height);
  for (let index = 0; index < gray.length; index++) gray[index] = picture.rgb[index * 3]!;
  const { x, y, width, height } = HIDDEN_PICTURE;
  const content = [
    SECRET_TEXT,
    `q ${width} 0 0 ${height} ${x} ${y} cm /Im Do Q`,
    `q 1 g ${x - 2} ${y - 2} ${width + 4} ${height + 4} re f Q`,
  ].join('\n');
  const bytes = onePage(stream(content), {
    resources: '/XObject << /Im 5 0 R >>',
    objects: [
      stream(
        deflateSync(gray).toString('latin1'),
        `/Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      ),
    ],
  });
  return { name: 'image-under-shape.pdf', bytes, secret: SECRET, released: true, hasPicture: true };
}

/**
 * Copies nobody can see: on page 1 a white 4-point copy on the white page (which must not count
 * as the secret "still visible elsewhere"), on page 2 a copy on a layer that is off.
 */
export function invisibleCopies(): HostileFile {
  const page = (contents: number, resources = '') =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << ${HELVETICA} >> ${resources} >> >>`;
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [7 0 R] /D << /Order [7 0 R] /OFF [7 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5),
    page(6, '/Properties << /L0 7 0 R >>'),
    stream(`${SECRET_TEXT}\nBT 1 g /F1 4 Tf 400 100 Td (${SECRET}) Tj ET`),
    stream(
      `BT /F1 12 Tf 72 700 Td (Page two) Tj ET\n/OC /L0 BDC BT /F1 12 Tf 72 600 Td (${SECRET}) Tj ET EMC`,
    ),
    '<< /Type /OCG /Name (Notes) >>',
  ]);
  return { name: 'invisible-copies.pdf', bytes, secret: SECRET, released: true };
}

/** Where typ3FarDrawing's glyph draws the secret: 150 points right of the glyph itself. */
export const FAR_DRAWING_BOX = { x0: 218, y0: 478, x1: 340, y1: 498 };

/**
 * A Type 3 glyph whose procedure writes the secret 150 points to the right of where the glyph
 * stands (its d1 box says 0 to 600 units). A box drawn over the writing, not over the glyph,
 * must still remove the glyph. Nothing else on the page names the secret.
 */
export function type3FarDrawing(): HostileFile {
  const procedure = `600 0 0 0 600 700 d1 BT /F1 120 Tf 1500 0 Td (${SECRET}) Tj ET`;
  const bytes = onePage(
    stream('BT /F1 12 Tf 72 700 Td (Reviewed by:) Tj ET\nBT /T3 10 Tf 72 300 Td (A) Tj ET'),
    {
      fonts: '/T3 5 0 R',
      objects: [
        `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.01 0 0 0.01 0 0] /CharProcs << /a 6 0 R >> /Encoding << /Type /Encoding /Differences [65 /a] >> /FirstChar 65 /LastChar 65 /Widths [600] /Resources << /Font << ${HELVETICA} >> >> >>`,
        stream(procedure, '', true),
      ],
    },
  );
  return {
    name: 'type3-far-drawing.pdf',
    bytes,
    secret: SECRET,
    released: true,
    pages: [{ page: 1, sensitive: [{ bbox: FAR_DRAWING_BOX, entity_type: 'MANUAL' }] }],
  };
}

/**
 * Text the file holds but no page draws and no search finds (class 5): a layer's creator info,
 * a page label's prefix, a push-button's rollover and alternate captions, a font's family name,
 * and a marked-content property list's expansion on a page nothing redacts.
 */
export function undrawnTexts(): HostileFile {
  const page = (contents: number, resources: string, extra = '') =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << ${resources} >> ${extra} >>`;
  const bytes = buildPdf([
    `<< /Type /Catalog /Pages 2 0 R /PageLabels << /Nums [0 << /S /D /P (${SECRET} ) >>] >> /OCProperties << /OCGs [7 0 R] /D << /Order [7 0 R] >> >> /AcroForm << /Fields [8 0 R] /DA (/F1 10 Tf 0 g) /DR << /Font << ${HELVETICA} >> >> >> >>`,
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5, `/Font << ${HELVETICA} >>`, '/Annots [8 0 R]'),
    page(6, '/Font << /F2 9 0 R >> /Properties << /L0 7 0 R >>'),
    stream(SECRET_TEXT),
    stream(
      '/OC /L0 BDC /Span << /E (' +
        SECRET +
        ') >> BDC BT /F2 12 Tf 72 700 Td (S. N. H.) Tj ET EMC EMC',
    ),
    `<< /Type /OCG /Name (Layer 1) /Usage << /CreatorInfo << /Creator (${SECRET}) /Subtype /Artwork >> >> >>`,
    `<< /Type /Annot /Subtype /Widget /FT /Btn /Ff 65536 /T (ok) /Rect [300 600 400 630] /P 3 0 R /F 4 /MK << /CA (OK) /RC (${SECRET}) /AC (Hansen) >> >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FontDescriptor 10 0 R >>',
    `<< /Type /FontDescriptor /FontName /Helvetica /FontFamily (${SECRET}) /Flags 32 /FontBBox [-166 -225 1000 931] /ItalicAngle 0 /Ascent 718 /Descent -207 /CapHeight 718 /StemV 88 >>`,
  ]);
  return { name: 'undrawn-texts.pdf', bytes, secret: SECRET, released: true };
}

/** Every file of classes 2 to 5. */
export function hiddenCopies(): HostileFile[] {
  return [
    signedForm(),
    foldedQuotes(),
    imageUnderShape(),
    invisibleCopies(),
    type3FarDrawing(),
    undrawnTexts(),
  ];
}
