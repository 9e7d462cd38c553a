import { DETECT_MESSAGES, DETECT_PATH, HEALTH_PATH, PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { foundItems, ONE_PAGE_EVENT_TYPES, readEvents } from '../test/detect-events';
import { identifiersPdf, placedTextPdf, PLANTED, textPdf } from '../test/identifiers-pdf';
import { corpusFile, files, multipart } from '../test/multipart';
import { pdftotext } from '../test/pdf-tools';
import { signedInUser } from '../test/settings';

let testApp: TestApp;
let client: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = await signedInUser(testApp, 'detector', true);
});
afterAll(() => testApp.close());

const letter = { name: 'vedtak.pdf', bytes: identifiersPdf() };
const ALL_FAST = JSON.stringify(['ALL_FAST']);

function detect(
  list: { name: string; bytes: Uint8Array }[],
  fields: Record<string, string>,
  query = '?stream=true',
  as = client,
) {
  const body = multipart([
    ...files(...list),
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return as.post(`${DETECT_PATH}${query}`, body.payload, { headers: body.headers });
}

describe('POST /api/batch/multi_detect?stream=true', () => {
  it('streams the events of workspace §7 in order, with boxes for validated identifiers', async () => {
    const response = await detect([letter], { use_fast: 'True', requested_entities: ALL_FAST });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = readEvents(response.body).filter((event) => event.type !== 'heartbeat');
    expect(events.map((event) => event.type)).toEqual(ONE_PAGE_EVENT_TYPES);
    const items = foundItems(events);
    const fnr = items.find((item) => item.entity_type === 'NO_FODSELSNUMMER');
    expect(fnr).toMatchObject({ original_text: PLANTED.fodselsnummer, engine: 'fast' });
    expect(fnr!.bbox.x1).toBeGreaterThan(fnr!.bbox.x0);
    expect(items.map((item) => item.original_text)).toEqual(
      expect.arrayContaining([PLANTED.bankAccount, PLANTED.email]),
    );
    // The decoy has a wrong check digit: no fødselsnummer, only the value its label names.
    const decoy = items.filter((item) => item.original_text.includes('29027612384'));
    expect(decoy.map((item) => item.entity_type)).toEqual(['REFERENCE_NUMBER']);
    const completed = events.find((event) => event.type === 'file_completed');
    expect(completed).toMatchObject({
      file_name: 'vedtak.pdf',
      total_pages: 1,
      successful_pages: 1,
    });
    expect(events.at(-1)).toMatchObject({ total_files: 1, successful_files: 1, total_pages: 1 });
  });

  it('filters by entity type, threshold and the ignore list', async () => {
    const only = readEvents(
      (
        await detect([letter], {
          requested_entities: JSON.stringify(['NO_BANK_ACCOUNT_F']),
          remove_words: JSON.stringify([]),
        })
      ).body,
    );
    expect(foundItems(only).map((item) => item.entity_type)).toEqual(['NO_BANK_ACCOUNT']);
    const ignored = readEvents(
      (
        await detect([letter], {
          requested_entities: JSON.stringify(['NO_BANK_ACCOUNT_F', 'EMAIL_ADDRESS_F']),
          remove_words: JSON.stringify([PLANTED.email.toUpperCase()]),
        })
      ).body,
    );
    expect(foundItems(ignored).map((item) => item.entity_type)).toEqual(['NO_BANK_ACCOUNT']);
    const strict = readEvents(
      (await detect([letter], { requested_entities: ALL_FAST, threshold: '1' })).body,
    );
    expect(foundItems(strict).length).toBeGreaterThan(0);
    expect(foundItems(strict).every((item) => item.score >= 1)).toBe(true);
  });

  it('reports a damaged file and an engine that is not installed, and goes on', async () => {
    const response = await detect([corpusFile('corrupt_not-a-pdf_5-bytes.pdf'), letter], {
      use_fast: 'True',
      use_standard: 'True',
      requested_entities: JSON.stringify(['NO_FODSELSNUMMER_F', 'PERSON_S']),
    });
    const events = readEvents(response.body);
    const errors = events.filter((event) => event.type === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ file_name: 'corrupt_not-a-pdf_5-bytes.pdf', code: 'NOT_PDF' }),
      expect.objectContaining({ file_name: 'vedtak.pdf', engine: 'standard' }),
    ]);
    expect(foundItems(events).map((item) => item.original_text)).toEqual([PLANTED.fodselsnummer]);
    expect(events.at(-1)).toMatchObject({
      type: 'batch_completed',
      total_files: 2,
      successful_files: 1,
    });
  });

  it('sends bad input as an error event once the stream is open', async () => {
    const events = readEvents(
      (await detect([letter], { requested_entities: JSON.stringify(['NOPE_F']) })).body,
    );
    expect(events.map((event) => event.type)).toEqual(['reading_files', 'error']);
    expect(events[1]).toMatchObject({ error_message: 'Unknown entity type: NOPE_F' });
  });
});

describe('the personal-data preset', () => {
  // A letter with a person's data beside an organisation number, a web address and a date.
  const mixed = {
    name: 'brev.pdf',
    bytes: textPdf([
      [
        `Til ${PLANTED.person}, fodselsnummer ${PLANTED.fodselsnummer}`,
        `E-post: ${PLANTED.email}`,
        'Organisasjonsnummer 974 760 673, se www.brreg.no',
        'Oslo, 12. mars 2024',
      ],
    ]),
  };
  const typesFound = async (requested: string[]) =>
    new Set(
      foundItems(
        readEvents((await detect([mixed], { requested_entities: JSON.stringify(requested) })).body),
      ).map((item) => item.entity_type),
    );

  it('PERSONAL_DATA, bare or as the web app names it, finds a person’s data and leaves the rest', async () => {
    for (const name of ['PERSONAL_DATA', 'PERSONAL_DATA_F']) {
      const types = await typesFound([name]);
      expect([...types].sort()).toEqual(['EMAIL_ADDRESS', 'NO_FODSELSNUMMER', 'PERSON']);
    }
    // The whole catalogue takes what the preset leaves.
    const all = await typesFound(['ALL_FAST']);
    expect(all).toContain('NO_ORGANIZATION_NUMBER');
    expect(all).toContain('URL');
    expect(all).toContain('DATE_TIME');
  });

  it('is the fast engine’s only: another engine’s suffix is an unknown type', async () => {
    const events = readEvents(
      (await detect([mixed], { requested_entities: JSON.stringify(['PERSONAL_DATA_S']) })).body,
    );
    expect(events[1]).toMatchObject({ error_message: 'Unknown entity type: PERSONAL_DATA_S' });
  });
});

describe('values a label names', () => {
  it('are read from the page layout: a table’s labels over their values', async () => {
    // Two labels on one row and their values on the row under them: read as text, the second
    // label ends its line and the first value starts the next, so only the layout pairs them.
    const table = placedTextPdf([
      [
        [72, 700, 'Kundenummer'],
        [300, 700, 'Fakturanummer'],
        [72, 684, '10045'],
        [300, 684, '2024-118'],
      ],
    ]);
    const response = await detect([{ name: 'faktura.pdf', bytes: table }], {
      requested_entities: JSON.stringify(['CUSTOMER_NUMBER', 'INVOICE_NUMBER']),
    });
    const items = foundItems(readEvents(response.body));
    expect(items.map((item) => [item.original_text, item.entity_type]).sort()).toEqual([
      ['10045', 'CUSTOMER_NUMBER'],
      ['2024-118', 'INVOICE_NUMBER'],
    ]);
  });
});

describe('a value found once', () => {
  it('is marked wherever else it stands in the file, on earlier and later pages', async () => {
    // Only page 2 names the value's label; pages 1 and 3 repeat the number alone.
    const pdf = textPdf([
      ['Vedlegg til sak', 'Gjelder AB-77123, se side 2.'],
      ['Kundenummer: AB-77123', 'Betalt 12. mars.'],
      ['Kopi sendt. AB-77123 arkiveres.'],
    ]);
    const response = await detect([{ name: 'sak.pdf', bytes: pdf }], {
      requested_entities: JSON.stringify(['CUSTOMER_NUMBER']),
    });
    const events = readEvents(response.body);
    const onPages = (pages: { page: number; sensitive: { original_text: string }[] }[]) =>
      pages.flatMap(({ page, sensitive }) => sensitive.map((item) => [page, item.original_text]));
    // The stream marks it from page 2 on; the file's totals add page 1.
    const streamed = events.flatMap((event) =>
      event.type === 'page_completed' ? onPages(event.results.redaction_mapping.pages) : [],
    );
    expect(streamed).toEqual([
      [2, 'AB-77123'],
      [3, 'AB-77123'],
    ]);
    const completed = events.find((event) => event.type === 'file_completed');
    expect(completed?.type === 'file_completed' && completed.results).toMatchObject({
      entities_detected: { total: 3, by_type: { CUSTOMER_NUMBER: 3 } },
    });
    const totals = completed?.type === 'file_completed' ? completed.results : undefined;
    expect(onPages(totals!.redaction_mapping.pages).sort()).toEqual([
      [1, 'AB-77123'],
      [2, 'AB-77123'],
      [3, 'AB-77123'],
    ]);
  });
});

describe('detected areas fed to redaction', () => {
  it('cover every glyph of an identifier glued to its label', async () => {
    const glued = {
      name: 'glued.pdf',
      bytes: textPdf([['Ring tlf:41234567 eller mail:ola@nav.no i dag.']]),
    };
    const response = await detect([glued], { requested_entities: ALL_FAST }, '');
    const { data } = response.json<{
      data: { file_results: { results: { redaction_mapping: { pages: unknown[] } } }[] };
    }>();
    const mapping = data.file_results[0]!.results.redaction_mapping;
    expect(mapping.pages).toHaveLength(1);
    const body = multipart([
      ...files(glued),
      { name: 'redaction_mappings', value: JSON.stringify([mapping]) },
    ]);
    const redacted = await client.post(PDF_PATHS.redact, body.payload, { headers: body.headers });
    expect(redacted.statusCode).toBe(200);
    const text = pdftotext(redacted.rawPayload);
    expect(text).toContain('Ring');
    expect(text).not.toMatch(/\d/);
    expect(text).not.toContain('ola@nav.no');
  });
});

describe('POST /api/batch/multi_detect (one JSON answer)', () => {
  it('returns the same results without streaming', async () => {
    const response = await detect(
      [letter, { name: 'blank.pdf', bytes: textPdf([['Ingen opplysninger her.'], []]) }],
      { requested_entities: ALL_FAST },
      '',
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: {
        batch_summary: { total_files: number; successful: number };
        file_results: {
          file: string;
          results: {
            entities_detected: { total: number; by_type: Record<string, number> };
            performance: { pages_count: number; words_count: number };
          };
        }[];
      };
    }>();
    expect(data.batch_summary).toMatchObject({ total_files: 2, successful: 2 });
    const [first, second] = data.file_results;
    expect(first!.results.entities_detected.by_type).toMatchObject({
      NO_FODSELSNUMMER: 1,
      NO_BANK_ACCOUNT: 1,
      EMAIL_ADDRESS: 1,
    });
    expect(second!.results.performance).toMatchObject({ pages_count: 2 });
  });

  it('refuses missing files, no entity types and bad fields with 400', async () => {
    const none = await detect([], { requested_entities: ALL_FAST }, '');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { message: DETECT_MESSAGES.filesRequired } });
    const empty = await detect([letter], { requested_entities: '[]' }, '');
    expect(empty.json()).toMatchObject({ error: { message: DETECT_MESSAGES.noEngine } });
    const threshold = await detect([letter], { requested_entities: ALL_FAST, threshold: 'x' }, '');
    expect(threshold.statusCode).toBe(400);
    const malformed = await detect([letter], { requested_entities: '[PERSON' }, '');
    expect(malformed.json()).toMatchObject({
      error: { message: 'requested_entities is not valid JSON' },
    });
  });

  it('is premium: a user without a subscription gets 402, a visitor 401', async () => {
    const free = await signedInUser(testApp, 'free-detector', false);
    expect((await detect([letter], { requested_entities: ALL_FAST }, '', free)).statusCode).toBe(
      402,
    );
    const visitor = createApiClient(testApp.app);
    expect((await detect([letter], { requested_entities: ALL_FAST }, '', visitor)).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/health', () => {
  it('tells which engines can run here', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(response.json()).toMatchObject({
      data: {
        engines: {
          fast: { state: 'ready' },
          standard: { state: 'not_installed' },
          advanced: { state: 'not_configured' },
        },
      },
    });
  });
});
