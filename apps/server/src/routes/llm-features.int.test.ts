import { DETECT_PATH, PDF_PATHS, type TDetectEvent } from '@workbench/contracts';
import { startFakeLlm, type FakeLlm } from '@workbench/detect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { foundItems } from '../test/detect-events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS, corpusFile, files, multipart } from '../test/multipart';
import { signedInUser } from '../test/settings';

let llm: FakeLlm;
let testApp: TestApp;
let client: ApiClient;
const soknad = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');
/** A tax office's receipt: its return address at the top, the company it writes to under it. */
const receiptName = 'letter_nb_skatteetaten-kvittering-mva_person-orgnr.pdf';
const receipt = {
  name: receiptName,
  bytes: readFileSync(path.join(CORPUS, '..', 'pdfs-real', receiptName)),
};

beforeAll(async () => {
  // The model names the child and the office, and invents a person who is not in the file.
  llm = await startFakeLlm((request) => {
    const isSearch = request.prompt.includes('barnets navn');
    if (request.prompt.includes('Skatteetaten')) {
      // The model takes every address for an address, the office's own as well.
      return {
        content: JSON.stringify({
          entities: [
            { text: 'Postboks 9200 Grønland, 0134 OSLO', entity_type: 'ADDRESS', score: 0.95 },
            { text: '0985 OSLO', entity_type: 'ADDRESS', score: 0.9 },
          ],
        }),
      };
    }
    return {
      content: isSearch
        ? JSON.stringify({ matches: [{ text: 'Jakob', score: 0.9 }] })
        : JSON.stringify({
            entities: [
              { text: 'Jakob', entity_type: 'PERSON', score: 0.95 },
              { text: 'Ola Oppdiktet', entity_type: 'PERSON', score: 0.99 },
            ],
          }),
    };
  });
  testApp = await buildTestApp(undefined, undefined, {
    llm: { baseUrl: `${llm.baseUrl}/v1`, model: 'scripted', apiKey: undefined },
  });
  client = await signedInUser(testApp, 'llm-user', true);
});
afterAll(async () => {
  await testApp.close();
  await llm.close();
});

function post(path: string, fields: Record<string, string>, list = [soknad]) {
  const body = multipart([
    ...files(...list),
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return client.post(path, body.payload, { headers: body.headers });
}

describe('the advanced engine behind /api/batch/multi_detect', () => {
  it('keeps only what the model found in the page text, with its boxes', async () => {
    const response = await post(DETECT_PATH, {
      use_advanced: 'True',
      requested_entities: JSON.stringify(['PERSON_A']),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{
      data: {
        file_results: {
          results: {
            redaction_mapping: {
              pages: { page: number; sensitive: { original_text: string; engine: string }[] }[];
            };
          };
        }[];
      };
    }>().data;
    const items = data.file_results[0]!.results.redaction_mapping.pages.flatMap(
      (page) => page.sensitive,
    );
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.original_text))).toEqual(new Set(['Jakob']));
    expect(items.every((item) => item.engine === 'advanced')).toBe(true);
    expect(llm.requests[0]!.body.model).toBe('scripted');
  });
});

describe('the advanced engine, read with the page’s layout', () => {
  it('leaves the tax office’s return address to "Org. address": an address is the recipient’s', async () => {
    const found = async (type: string) => {
      const response = await post(
        DETECT_PATH,
        { use_advanced: 'True', requested_entities: JSON.stringify([type]) },
        [receipt],
      );
      expect(response.statusCode).toBe(200);
      const data = response.json<{
        data: {
          file_results: {
            results: {
              redaction_mapping: {
                pages: { sensitive: { original_text: string; entity_type: string }[] }[];
              };
            };
          }[];
        };
      }>().data;
      return data.file_results[0]!.results.redaction_mapping.pages.flatMap(
        (page) => page.sensitive,
      ).map((item) => `${item.original_text.replace(/\s+/g, ' ')} | ${item.entity_type}`);
    };
    const addresses = await found('ADDRESS_A');
    expect(addresses).toContain('0985 OSLO | ADDRESS');
    expect(addresses.some((item) => item.includes('Postboks 9200'))).toBe(false);
  });
});

describe('AI search on /api/batch/search', () => {
  it('maps the passages the model returns to boxes like plain search', async () => {
    const response = await post(`${PDF_PATHS.search}?ai_search=true`, {
      search_terms: JSON.stringify(['barnets navn']),
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<{
      data: {
        file_results: {
          status: string;
          results: {
            match_details: { pages: { page: number; matches: { text: string; term: string }[] }[] };
          };
        }[];
      };
    }>().data.file_results[0]!;
    expect(result.status).toBe('success');
    const matches = result.results.match_details.pages.flatMap((page) => page.matches);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((match) => match.text === 'Jakob' && match.term === 'barnets navn')).toBe(
      true,
    );
  });
});

describe('an engine that fails', () => {
  it('is one error event per file while the fast engine still reports', async () => {
    await llm.close();
    const response = await post(
      `${DETECT_PATH}?stream=true`,
      { requested_entities: JSON.stringify(['PERSON_A', 'DATE_TIME_F']) },
      [soknad, { ...soknad, name: 'copy.pdf' }],
    );
    const events = response.body
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as TDetectEvent);
    const errors = events.filter((event) => event.type === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ engine: 'advanced', file_name: soknad.name }),
      expect.objectContaining({ engine: 'advanced', file_name: 'copy.pdf' }),
    ]);
    // The engine is not asked again after failing, and every later page says it did not run.
    const pages = events.filter((event) => event.type === 'page_completed');
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      expect(page.results.engine_errors).toEqual([expect.objectContaining({ engine: 'advanced' })]);
    }
    const last = events.filter((event) => event.type === 'file_completed').at(-1);
    expect(last?.results.engine_errors[0]?.message).toMatch(/^Not run: it failed earlier/);
    expect(foundItems(events).some((item) => item.entity_type === 'DATE_TIME')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'batch_completed', successful_files: 2 });
  }, 120_000);
});
