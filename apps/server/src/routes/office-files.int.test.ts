import {
  HEALTH_PATH,
  PDF_FILE_ERRORS,
  PDF_PATHS,
  REDACTION_REPORT_HEADER,
  type TExtractResponse,
  type THealth,
  type TRedactionReport,
} from '@workbench/contracts';
import {
  emailEml,
  letterDocx,
  nestedEml,
  outlookMsg,
  presentationFile,
  staffXlsx,
} from '@workbench/convert/test-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, multipart } from '../test/multipart';
import { findWithTools } from '../test/pdf-checks';
import { pdftotext } from '../test/pdf-tools';

/** Office files as they arrive (issue 52): converted by LibreOffice, checked, then any PDF's way. */
let testApp: TestApp;
let client: ApiClient;
let subscriptionId: string;

const NUMBER = '01017012343';
let letter: { name: string; bytes: Uint8Array; type: string };
let workbook: { name: string; bytes: Uint8Array; type: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await newSignedInUser(testApp.app, 'office-sender');
  client = user.client;
  subscriptionId = (await subscribe(testApp.database, user.id, 'basic_monthly')).id;
  letter = {
    name: 'brev.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: await letterDocx({
      recipient: 'Kari Nordmann',
      header: 'Oslo kommune',
      body: ['Fødselsnummer: 29027612383', 'Med vennlig hilsen Ola Hansen'],
      hidden: 'Intern merknad Bakkebø',
    }),
  };
  workbook = {
    name: 'ansatte.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: await staffXlsx([{ name: 'Kari Nordmann', number: NUMBER }]),
  };
}, 120_000);
afterAll(() => testApp.close());

function post(
  url: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: [string, string][] = [],
) {
  const body = multipart([
    { name: 'files', file },
    ...fields.map(([name, value]) => ({ name, value })),
  ]);
  return client.post(url, body.payload, { headers: body.headers });
}

describe('an Office file sent to the API', () => {
  it('is read as the PDF LibreOffice makes of it, charged by that PDF’s pages, and says what did not make it', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const response = await post(PDF_PATHS.extract, letter);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const data = response.json<{ data: TExtractResponse }>().data;
    expect(data.converted_from).toBe('docx');
    expect(data.pages[0]!.text).toContain('29027612383');
    expect(data.pages[0]!.text).toContain('Oslo kommune');
    // Hidden text is not printed: the user is told which words are only in the original.
    expect(data.conversion_notes).toEqual([
      expect.stringMatching(
        /^3 words of the original are not in the PDF .*"intern", "merknad", "bakkebø"/,
      ),
    ]);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before + 1);
  });

  it('prints a narrow column’s number whole, so a redaction takes all eleven digits', async () => {
    const extracted = await post(PDF_PATHS.extract, workbook);
    const data = extracted.json<{ data: TExtractResponse }>().data;
    const word = data.pages.flatMap((page) => page.words).find((one) => one.text === NUMBER);
    expect(word, data.pages.map((page) => page.text).join('\n')).toBeDefined();
    expect(data.conversion_notes).toEqual(expect.arrayContaining(['hidden sheet "Notater" shown']));
    const mapping = [
      {
        pages: [
          {
            page: 1,
            sensitive: [
              {
                bbox: { x0: word!.x0 - 1, y0: word!.y0 - 1, x1: word!.x1 + 1, y1: word!.y1 + 1 },
                entity_type: 'NO_FODSELSNUMMER',
                original_text: NUMBER,
              },
            ],
          },
        ],
      },
    ];
    const redacted = await post(PDF_PATHS.redact, workbook, [
      ['redaction_mappings', JSON.stringify(mapping)],
    ]);
    expect(redacted.statusCode, redacted.body.slice(0, 300)).toBe(200);
    expect(redacted.headers['content-disposition']).toContain('ansatte-redacted.pdf');
    const [report] = JSON.parse(
      String(redacted.headers[REDACTION_REPORT_HEADER]),
    ) as TRedactionReport[];
    expect(report).toMatchObject({ converted_from: 'xlsx', verification: { passed: true } });
    expect(findWithTools(redacted.rawPayload, [NUMBER, '010170123'])).toEqual([]);
    expect(pdftotext(redacted.rawPayload)).toContain('Kari Nordmann');
  });

  it('a presentation becomes its slides, then a notes page only for each slide with notes', async () => {
    const deck = {
      name: 'saksgang.pptx',
      type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      bytes: presentationFile(
        [
          { title: 'Saksgang' },
          { title: 'Vedtak for Kari Nordmann', notes: 'Husk fødselsnummer 29027612383' },
          { title: 'Klagefrist' },
        ],
        'pptx',
      ),
    };
    const response = await post(PDF_PATHS.extract, deck);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const data = response.json<{ data: TExtractResponse }>().data;
    // Three slides and one notes page: no empty notes page to read past or pay for.
    expect(data.pages).toHaveLength(4);
    expect(data.pages[1]!.text).toContain('Vedtak for Kari Nordmann');
    expect(data.pages[3]!.text).toContain('29027612383');
    expect(data.conversion_notes).toContain('speaker notes shown on pages after the slides');
  });

  it('an e-mail becomes its message, then each attachment after a page that names it', async () => {
    const mail = {
      name: 'soknad.eml',
      type: 'message/rfc822',
      bytes: emailEml({
        from: 'Kari Nordmann <kari.nordmann@example.no>',
        to: 'NAV <post@nav.no>',
        subject: 'Søknad om støtte',
        text: 'Hei,\nse vedlagt brev og skjema.\nMvh Kari Nordmann, tlf 41234567',
        attachments: [
          { name: 'brev.docx', type: letter.type, bytes: letter.bytes },
          {
            name: 'skjema.pdf',
            type: 'application/pdf',
            bytes: corpusFile('tiny_minimal-one-page_763-bytes.pdf').bytes,
          },
          {
            name: 'program.exe',
            type: 'application/octet-stream',
            bytes: new Uint8Array([77, 90, 0, 0]),
          },
        ],
      }),
    };
    const response = await post(PDF_PATHS.extract, mail);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const data = response.json<{ data: TExtractResponse }>().data;
    expect(data.converted_from).toBe('eml');
    const texts = data.pages.map((page) => page.text.replace(/\s+/g, ' '));
    expect(texts[0]).toContain('Kari Nordmann <kari.nordmann@example.no>');
    expect(texts[0]).toContain('Søknad om støtte');
    expect(texts[0]).toContain('tlf 41234567');
    expect(texts[1]).toContain('Attachment 1');
    expect(texts[2]).toContain('29027612383');
    expect(texts[3]).toContain('Attachment 2');
    expect(texts[4]).toContain('Potato');
    expect(texts[5]).toMatch(/Attachment 3.*program\.exe.*Not included/);
    expect(data.conversion_notes).toEqual([
      'Contents: page 1 the message; pages 2–3 attachment 1 "brev.docx"; pages 4–5 attachment 2 "skjema.pdf"; page 6 attachment 3 "program.exe".',
      expect.stringMatching(
        /^Attachment 1 "brev.docx": 3 words of the original are not in the PDF/,
      ),
      'The attachment 3 "program.exe" is not included: a file of type application/octet-stream, which this workbench does not open',
    ]);
  });

  it('an Outlook message becomes one PDF the same way', async () => {
    const msg = outlookMsg({
      fromName: 'Kari Nordmann',
      fromEmail: 'kari.nordmann@example.no',
      to: [{ name: 'NAV', email: 'post@nav.no' }],
      subject: 'Vedtak',
      body: 'Se vedlagt vedtak.',
      attachments: [{ name: 'brev.docx', type: letter.type, bytes: letter.bytes }],
    });
    const response = await post(PDF_PATHS.extract, { name: 'vedtak.msg', bytes: msg });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const data = response.json<{ data: TExtractResponse }>().data;
    expect(data.converted_from).toBe('msg');
    const texts = data.pages.map((page) => page.text.replace(/\s+/g, ' '));
    expect(texts[0]).toContain('Kari Nordmann <kari.nordmann@example.no>');
    expect(texts[0]).toContain('Se vedlagt vedtak.');
    expect(texts[2]).toContain('29027612383');
    expect(data.conversion_notes?.[0]).toBe(
      'Contents: page 1 the message; pages 2–3 attachment 1 "brev.docx".',
    );
  });

  it('refuses an e-mail of e-mails nested too deep, and costs nothing', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const response = await post(PDF_PATHS.extract, { name: 'fwd.eml', bytes: nestedEml(10) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: {
        details: { file_error: 'LIMIT_EXCEEDED' },
        message: expect.stringContaining('more than 5 levels deep'),
      },
    });
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before);
  });

  it('is refused with the missing converter named when LibreOffice is not there, and costs nothing', async () => {
    process.env.OFFICE_CONVERSION = 'off';
    const without = await buildTestApp();
    delete process.env.OFFICE_CONVERSION;
    try {
      const user = await newSignedInUser(without.app, 'no-office');
      const plan = await subscribe(without.database, user.id, 'basic_monthly');
      const body = multipart([{ name: 'files', file: letter }]);
      const refused = await user.client.post(PDF_PATHS.extract, body.payload, {
        headers: body.headers,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: {
          details: { file_error: 'CONVERTER_MISSING' },
          message: `brev.docx: ${PDF_FILE_ERRORS.CONVERTER_MISSING}`,
        },
      });
      expect(await pagesUsed(without.database, plan.id)).toBe(0);
      const health = (await without.app.inject({ url: HEALTH_PATH })).json<{ data: THealth }>();
      expect(health.data.converters.office).toMatchObject({
        state: 'not_installed',
        detail: expect.stringContaining('apt-get install libreoffice-writer-nogui'),
      });
    } finally {
      await without.close();
    }
    const health = (await testApp.app.inject({ url: HEALTH_PATH })).json<{ data: THealth }>();
    expect(health.data.converters.office.state).toBe('ready');
  });
});
