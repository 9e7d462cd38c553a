import { PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildPdf, stream } from '../test/make-pdf';
import { signedForm } from '../test/hidden-copies-pdfs';
import { SECRET } from '../test/hostile-page';
import { files, multipart } from '../test/multipart';
import { pdftotext, qpdfUncompressed } from '../test/pdf-tools';

/**
 * Issue 49: a file marked for redaction in Acrobat and finished here. Its unapplied /Redact
 * annotation lies over a fødselsnummer on the second line; nothing may drop it unasked.
 */
const NUMBER = '01017012345';
const HELVETICA = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const marked = {
  name: 'marked-in-acrobat.pdf',
  bytes: buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> /Annots [5 0 R] >>`,
    stream(`BT /F1 12 Tf 72 720 Td (Kari Nordmann) Tj 0 -40 Td (Fnr: ${NUMBER} ok) Tj ET`),
    '<< /Type /Annot /Subtype /Redact /Rect [93 676 174 694] /QuadPoints [95 678 172 678 95 692 172 692] /OverlayText (Unntatt \\24713) /T (Saksbehandler) >>',
  ]),
};
const NOTHING = JSON.stringify([{ pages: [] }]);

let testApp: TestApp;
let client: ApiClient;
let subscriptionId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await newSignedInUser(testApp.app, 'acrobat');
  client = user.client;
  subscriptionId = (await subscribe(testApp.database, user.id, 'basic_monthly')).id;
});
afterAll(() => testApp.close());

function redact(fields: Record<string, string>) {
  const body = multipart([
    ...files(marked),
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return client.post(PDF_PATHS.redact, body.payload, { headers: body.headers });
}

describe('marks made in another program', () => {
  it('are listed with the text under them, at no charge', async () => {
    const body = multipart([{ name: 'file', file: marked }]);
    const response = await client.post(PDF_PATHS.marks, body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      file: marked.name,
      pages: 1,
      existing_marks: [
        { page: 1, overlay_text: 'Unntatt §13', author: 'Saksbehandler', text: NUMBER },
      ],
      signatures: [],
      form_data: [],
    });
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(0);
  });

  it('stop a redaction that does not say what to do with them: 422 naming them, nothing charged', async () => {
    const response = await redact({ redaction_mappings: NOTHING });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      message: expect.stringContaining('1 redaction mark made in another program (page 1)'),
      details: {
        file_error: 'EXISTING_MARKS',
        existing_marks: [{ page: 1, overlay_text: 'Unntatt §13' }],
      },
    });
    expect(response.body).not.toContain(NUMBER);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(0);
  });

  it('refuses a choice it does not know', async () => {
    const response = await redact({ redaction_mappings: NOTHING, existing_marks: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('apply, import, discard');
  });

  it('applied, remove the text under them with their overlay text as the label', async () => {
    const response = await redact({ redaction_mappings: NOTHING, existing_marks: 'apply' });
    expect(response.statusCode).toBe(200);
    const text = pdftotext(response.rawPayload);
    expect(text).not.toContain(NUMBER);
    expect(text).toMatch(/Kari Nordmann/);
    expect(text).toContain('Unntatt §13');
    expect(qpdfUncompressed(response.rawPayload)).not.toMatch(/\/Subtype\s*\/Redact\b/);
    const [report] = JSON.parse(String(response.headers['x-redaction-report'])) as [
      Record<string, unknown>,
    ];
    expect(report).toMatchObject({
      areas: 1,
      existing_marks: { found: 1, choice: 'apply', applied_areas: 1 },
      verification: { passed: true },
    });
  });

  it('discarded, leave the text and lose only the annotation', async () => {
    const response = await redact({ redaction_mappings: NOTHING, existing_marks: 'discard' });
    expect(response.statusCode).toBe(200);
    expect(pdftotext(response.rawPayload)).toContain(NUMBER);
    expect(qpdfUncompressed(response.rawPayload)).not.toMatch(/\/Subtype\s*\/Redact\b/);
  });
});

describe('a signed file (decision 0062)', () => {
  const signed = signedForm();

  it('is listed with who signed it before it is redacted, at no charge, and redacting removes that signature', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const body = multipart([{ name: 'file', file: signed }]);
    const listed = await client.post(PDF_PATHS.marks, body.payload, { headers: body.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual({
      file: signed.name,
      pages: 1,
      existing_marks: [],
      signatures: [{ field: 'Signature1', signed_by: SECRET, page: 1 }],
      form_data: [],
    });
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before);

    const form = multipart([...files(signed), { name: 'redaction_mappings', value: NOTHING }]);
    const redacted = await client.post(PDF_PATHS.redact, form.payload, { headers: form.headers });
    expect(redacted.statusCode).toBe(200);
    const [report] = JSON.parse(String(redacted.headers['x-redaction-report'])) as [
      { signatures: unknown },
    ];
    expect(report.signatures).toEqual([{ field: 'Signature1', signed_by: SECRET }]);
    expect(qpdfUncompressed(redacted.rawPayload)).not.toMatch(/\/FT\s*\/Sig\b/);
  });
});

describe('a static XFA form (decision 0068)', () => {
  // Its pages are ordinary content; the XFA's datasets hold the filled-in values a second time,
  // one of them (the case number) in no field the page shows.
  const CASE = 'SAK-2026-4711';
  const datasets = `<xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/"><xfa:data><form1><Name>Kari Nordmann</Name><Fnr>${NUMBER}</Fnr><Empty/><Internal><CaseNo>${CASE}</CaseNo></Internal></form1></xfa:data></xfa:datasets>`;
  const xfaForm = {
    name: 'static-xfa.pdf',
    bytes: buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA [(datasets) 5 0 R] >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> >>`,
      stream(`BT /F1 12 Tf 72 720 Td (Kari Nordmann) Tj 0 -40 Td (Fnr: ${NUMBER}) Tj ET`),
      stream(datasets),
    ]),
  };

  it("lists the form's data before it is redacted, and the released file holds none of it", async () => {
    const body = multipart([{ name: 'file', file: xfaForm }]);
    const listed = await client.post(PDF_PATHS.marks, body.payload, { headers: body.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.form_data).toEqual([
      { name: 'form1.Name', value: 'Kari Nordmann' },
      { name: 'form1.Fnr', value: NUMBER },
      { name: 'form1.Internal.CaseNo', value: CASE },
    ]);
    const form = multipart([...files(xfaForm), { name: 'redaction_mappings', value: NOTHING }]);
    const redacted = await client.post(PDF_PATHS.redact, form.payload, { headers: form.headers });
    expect(redacted.statusCode).toBe(200);
    const released = qpdfUncompressed(redacted.rawPayload);
    expect(released).not.toContain(CASE);
    expect(released).not.toMatch(/\/XFA\b/);
  });
});
