import { DETECT_PATH, PDF_PATHS, type TDetectEvent } from '@workbench/contracts';
import { startFakeLlm, type FakeLlm } from '@workbench/detect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { foundItems } from '../test/detect-events';
import { corpusFile, files, multipart } from '../test/multipart';
import { signedInUser } from '../test/settings';

let llm: FakeLlm;
let testApp: TestApp;
let client: ApiClient;
const soknad = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');

beforeAll(async () => {
  // The model names the child and the office, and invents a person who is not in the file.
  llm = await startFakeLlm((request) => {
    const isSearch = request.prompt.includes('barnets navn');
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
