import { buildPdf, stream, textContent } from './make-pdf';

export const SECRET_NAME = 'Kari Nordmann';
export const SECRET_ID = '01020312345';

/**
 * A one-page form letter that holds a person's name and national id number in every place a
 * careless redaction leaves behind: the page text, the document info, XMP metadata, a sticky note
 * quoting the name, a form field showing it, an attached file, document JavaScript and an object
 * that nothing references any more.
 */
export function sensitivePdf(): Buffer {
  const content = textContent([
    [72, 770, 'Saksbehandler: Kari Nordmann (ansvarlig)'],
    [72, 750, `Fodselsnummer ${SECRET_ID} registrert i saken`],
    [72, 730, 'Vedtaket gjelder fra 1. mars og er endelig.'],
  ]);
  const xmp = `<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET_NAME}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R /Metadata 9 0 R /AcroForm << /Fields [7 0 R] >> /Names << /JavaScript << /Names [(hello) 10 0 R] >> /EmbeddedFiles << /Names [(notes.txt) 11 0 R] >> >> /OpenAction 10 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R /Annots [6 0 R 7 0 R] >>',
      stream(content, '', true),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      `<< /Type /Annot /Subtype /Text /Rect [400 600 420 620] /Contents (Ring ${SECRET_NAME} i morgen) /T (Leder) >>`,
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (navn) /V (${SECRET_NAME}) /Rect [150 765 270 783] /P 3 0 R >>`,
      `<< /Title (Vedtak om ${SECRET_NAME}) /Author (${SECRET_NAME}) >>`,
      stream(xmp, '/Type /Metadata /Subtype /XML'),
      `<< /S /JavaScript /JS (app.alert('${SECRET_NAME}')) >>`,
      `<< /Type /Filespec /F (notes.txt) /EF << /F 12 0 R >> >>`,
      stream(`Notater om ${SECRET_NAME}, ${SECRET_ID}`, '/Type /EmbeddedFile'),
      `<< /Unused (${SECRET_NAME} ${SECRET_ID}) >>`,
    ],
    '/Info 8 0 R',
  );
}
