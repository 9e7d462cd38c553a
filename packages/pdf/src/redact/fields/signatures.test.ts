import * as asn1js from 'asn1js';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../bytes/bytes';
import { TaskBudget } from '../../budget/task-budget';
import { readPageWords } from '../../engine/read-words';
import { buildPdf, HELVETICA, stream } from '../../test/build-pdf';
import { withDocument } from '../../test/redact-helpers';
import { readSignatures, removeSignatures } from './signatures';
import { certificateSigner } from './signer-name';

const name = (commonName: string) =>
  new asn1js.Sequence({
    value: [
      new asn1js.Set({
        value: [
          new asn1js.Sequence({
            value: [
              new asn1js.ObjectIdentifier({ value: '2.5.4.3' }),
              new asn1js.Utf8String({ value: commonName }),
            ],
          }),
        ],
      }),
    ],
  });

/** A PKCS #7 envelope with a CA's certificate and the signer's, issued by the CA. */
function envelope(signer: string): Uint8Array {
  const certificate = (issuer: string, subject: string) =>
    new asn1js.Sequence({
      value: [
        new asn1js.Sequence({
          value: [
            new asn1js.Integer({ value: 7 }),
            new asn1js.Sequence({
              value: [new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.1.11' })],
            }),
            name(issuer),
            new asn1js.Sequence({ value: [] }),
            name(subject),
          ],
        }),
      ],
    });
  const signedData = new asn1js.Sequence({
    value: [
      new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.2' }),
      new asn1js.Constructed({
        idBlock: { tagClass: 3, tagNumber: 0 },
        value: [certificate('Root CA', 'Root CA'), certificate('Root CA', signer)],
      }),
    ],
  });
  return new Uint8Array(signedData.toBER());
}

describe('certificateSigner', () => {
  it('names the subject of the certificate no other names as its issuer', () => {
    expect(certificateSigner(envelope('Kari Nordmann'))).toBe('Kari Nordmann');
    expect(certificateSigner(Uint8Array.of(1, 2, 3))).toBeNull();
  });
});

describe('removeSignatures', () => {
  it('draws what a signed field shows into its page and removes the field with its certificate', () => {
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] /SigFlags 3 >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R /Annots [5 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
      stream('BT /F1 12 Tf 20 250 Td (Case 7) Tj ET'),
      '<< /Type /Annot /Subtype /Widget /FT /Sig /T (approval) /Rect [100 100 200 120] /F 4 /V 6 0 R /AP << /N 7 0 R >> >>',
      `<< /Type /Sig /Contents <${toHex(envelope('Kari Nordmann'))}> >>`,
      stream(
        'BT /F1 10 Tf 2 5 Td (Signed) Tj ET',
        `/Type /XObject /Subtype /Form /BBox [0 0 100 20] /Resources << /Font << ${HELVETICA} >> >>`,
      ),
    ]);
    withDocument(bytes, (document) => {
      const removed = removeSignatures(document, new TaskBudget());
      expect(removed).toEqual([{ field: 'approval', signedBy: 'Kari Nordmann' }]);
      const page = document.loadPage(0);
      const text = readPageWords(page, 1);
      page.destroy();
      const signed = text.words.find((word) => word.text === 'Signed')!;
      expect(signed.x0).toBeGreaterThan(100);
      expect(signed.y0).toBeGreaterThan(300 - 120);
      const root = document.getTrailer().get('Root');
      expect(root.get('AcroForm', 'Fields').length).toBe(0);
      expect(document.findPage(0).get('Annots').length).toBe(0);
    });
  });
  it('draws two signatures of one page each with its own appearance', () => {
    const appearance = (text: string) =>
      stream(
        `BT /F1 10 Tf 2 5 Td (${text}) Tj ET`,
        `/Type /XObject /Subtype /Form /BBox [0 0 100 20] /Resources << /Font << ${HELVETICA} >> >>`,
      );
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R 6 0 R] /SigFlags 3 >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R /Annots [5 0 R 6 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
      stream('BT /F1 12 Tf 20 250 Td (Case 7) Tj ET'),
      '<< /Type /Annot /Subtype /Widget /FT /Sig /T (first) /Rect [100 200 200 220] /F 4 /V 7 0 R /AP << /N 8 0 R >> >>',
      '<< /Type /Annot /Subtype /Widget /FT /Sig /T (second) /Rect [100 100 200 120] /F 4 /V 7 0 R /AP << /N 9 0 R >> >>',
      `<< /Type /Sig /Name (Kari Nordmann) /Contents <${toHex(envelope('Kari Nordmann'))}> >>`,
      appearance('Approved'),
      appearance('Witnessed'),
    ]);
    withDocument(bytes, (document) => {
      removeSignatures(document, new TaskBudget());
      const page = document.loadPage(0);
      const words = readPageWords(page, 1).words;
      page.destroy();
      const at = (text: string) =>
        words.filter((word) => word.text === text).map((word) => word.y0);
      expect(at('Approved')).toEqual([expect.closeTo(300 - 220 + 5, -1)]);
      expect(at('Witnessed')).toEqual([expect.closeTo(300 - 120 + 5, -1)]);
    });
  });
});

describe('readSignatures', () => {
  /**
   * Page 1: a field signed with a /Name. Page 2: an unsigned signature field, a kid of the field
   * "form" signed with a certificate only, and one signed by nobody it names.
   */
  const signedPages = () =>
    buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [7 0 R 8 0 R 10 0 R 12 0 R] /SigFlags 3 >> >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 5 0 R /Annots [7 0 R] >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 6 0 R /Annots [10 0 R 9 0 R 12 0 R] >>',
      stream('0 0 1 1 re f'),
      stream('0 0 1 1 re f'),
      '<< /Type /Annot /Subtype /Widget /FT /Sig /T (Signature1) /Rect [10 10 90 30] /P 3 0 R /V 11 0 R >>',
      '<< /FT /Sig /T (form) /Kids [9 0 R] >>',
      '<< /Type /Annot /Subtype /Widget /Parent 8 0 R /T (approval) /Rect [10 10 90 30] /P 4 0 R /V 13 0 R >>',
      '<< /Type /Annot /Subtype /Widget /FT /Sig /T (empty) /Rect [10 40 90 60] /P 4 0 R >>',
      `<< /Type /Sig /Name (Kari Nordmann) /Contents <${toHex(envelope('Someone Else'))}> >>`,
      '<< /Type /Annot /Subtype /Widget /FT /Sig /T (witness) /Rect [10 70 90 90] /P 4 0 R /V 14 0 R >>',
      `<< /Type /Sig /Contents <${toHex(envelope('Ola Hansen'))}> >>`,
      '<< /Type /Sig /Contents <0102030405> >>',
    ]);

  it('lists each signed field with who signed and its page, and changes nothing', () => {
    withDocument(signedPages(), (document) => {
      expect(readSignatures(document, new TaskBudget())).toEqual([
        { field: 'Signature1', signed_by: 'Kari Nordmann', page: 1 },
        { field: 'form.approval', signed_by: 'Ola Hansen', page: 2 },
        { field: 'witness', signed_by: null, page: 2 },
      ]);
      expect(document.findPage(0).get('Annots').length).toBe(1);
      expect(document.findPage(1).get('Annots').length).toBe(3);
      expect(document.getTrailer().get('Root', 'AcroForm', 'Fields').length).toBe(4);
    });
  });

  it('lists exactly the signatures a redaction removes', () => {
    withDocument(signedPages(), (document) => {
      const listed = readSignatures(document, new TaskBudget()).map(({ field }) => field);
      const removed = removeSignatures(document, new TaskBudget()).map(({ field }) => field);
      expect(removed.sort()).toEqual(listed.sort());
      // The unsigned field stays, as an empty field.
      expect(document.findPage(1).get('Annots').length).toBe(1);
    });
  });
});
