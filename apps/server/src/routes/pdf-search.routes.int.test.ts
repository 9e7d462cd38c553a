import { PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { grantPremium } from '../test/settings';

let testApp: TestApp;
let client: ApiClient;
let searcherId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = createApiClient(testApp.app);
  searcherId = (await signUpAndLogIn(testApp.app, client, 'searcher')).id;
});
afterAll(() => testApp.close());

type Box = { x0: number; y0: number; x1: number; y1: number };
type SearchData = {
  batch_summary: { total_files: number; successful: number; failed: number; total_matches: number };
  file_results: {
    file: string;
    status: string;
    error?: { code: string };
    results?: {
      total_matches: number;
      match_details: {
        pages: { page: number; matches: { bbox: Box; text: string; term: string }[] }[];
      };
    };
  }[];
};

const soknad = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');

function search(
  list: { name: string; bytes: Uint8Array }[],
  fields: Record<string, string>,
  query = '',
  caller: ApiClient = client,
) {
  const body = multipart([
    ...files(...list),
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return caller.post(`${PDF_PATHS.search}${query}`, body.payload, { headers: body.headers });
}

describe('POST /api/batch/search', () => {
  it('finds many terms in many files, each file with its own status', async () => {
    const response = await search(
      [
        soknad,
        corpusFile('encrypted_user-1234_owner-5678_aes128.pdf'),
        corpusFile('corrupt_not-a-pdf_5-bytes.pdf'),
      ],
      { search_terms: JSON.stringify(['navnesen', 'barnehageplass']) },
      '?ai_search=false',
    );
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: SearchData }>().data;
    expect(data.batch_summary).toMatchObject({ total_files: 3, successful: 1, failed: 2 });
    const [found, encrypted, notPdf] = data.file_results;
    expect(encrypted).toMatchObject({ status: 'error', error: { code: 'ENCRYPTED' } });
    expect(notPdf).toMatchObject({ status: 'error', error: { code: 'NOT_PDF' } });
    const matches = found!.results!.match_details.pages.flatMap((page) => page.matches);
    expect(matches.map((match) => match.text)).toContain('NAVNESEN');
    expect(new Set(matches.map((match) => match.term))).toEqual(
      new Set(['navnesen', 'barnehageplass']),
    );
    expect(data.batch_summary.total_matches).toBe(found!.results!.total_matches);
    for (const { bbox } of matches) expect(bbox.x1).toBeGreaterThan(bbox.x0);
  });

  it('is case-sensitive when asked (premium) and reads regular expressions', async () => {
    const caseSensitive = { search_terms: 'navnesen', case_sensitive: 'true' };
    const refused = await search([soknad], caseSensitive);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: { code: 'PAYMENT_REQUIRED' } });
    const subscriber = createApiClient(testApp.app);
    const { id } = await signUpAndLogIn(testApp.app, subscriber, 'casesensitive');
    await grantPremium(testApp.database, id);
    const lower = await search([soknad], caseSensitive, '', subscriber);
    expect(lower.json<{ data: SearchData }>().data.batch_summary.total_matches).toBe(0);
    const dates = await search([soknad], {
      search_terms: String.raw`\d{2}\.\d{2}\.\d{4}`,
      regex: 'true',
    });
    const texts = dates
      .json<{ data: SearchData }>()
      .data.file_results[0]!.results!.match_details.pages.flatMap((page) =>
        page.matches.map((match) => match.text),
      );
    expect(texts).toContain('12.12.2018');
  });

  it('keeps a whole-word term from matching inside longer words', async () => {
    const texts = async (fields: Record<string, string>) =>
      (await search([soknad], fields))
        .json<{ data: SearchData }>()
        .data.file_results[0]!.results!.match_details.pages.flatMap((page) =>
          page.matches.map((match) => match.text),
        );
    // "NAVN NAVNESEN": a plain term also matches the start of the surname.
    const anywhere = await texts({ search_terms: 'navn' });
    const whole = await texts({ search_terms: 'navn', whole_word: 'true' });
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((text) => text.toLowerCase() === 'navn')).toBe(true);
    expect(whole.length).toBeLessThan(anywhere.length);
  });

  it('matches phrases across line breaks and words hyphenated at a line end, one box per line', async () => {
    const latex = corpusFile('multicolumn_3-pages_latex.pdf');
    // Page 1 has "…two columns filled\nwith Lorem Ipsum…" and "…consectetuer adip-\niscing elit."
    const response = await search([latex], {
      search_terms: JSON.stringify(['filled with Lorem', 'adipiscing elit']),
    });
    const pages = response.json<{ data: SearchData }>().data.file_results[0]!.results!.match_details
      .pages;
    const onFirst = pages.find((page) => page.page === 1)!.matches;
    for (const term of ['filled with Lorem', 'adipiscing elit']) {
      const boxes = onFirst.filter((match) => match.term === term);
      expect(boxes.length, term).toBeGreaterThanOrEqual(2);
      expect(boxes[0]!.bbox.y0).toBeLessThan(boxes[1]!.bbox.y0);
    }
  });

  it.each([
    ['no terms', {}, 'Files and search term are required'],
    ['a blank term', { search_terms: '   ' }, 'Files and search term are required'],
    [
      'a broken regular expression',
      { search_terms: '(unclosed', regex: 'true' },
      'Invalid regular expression',
    ],
    [
      'a catastrophic regular expression',
      { search_terms: '(\\D+)+!', regex: 'true' },
      'took too long',
    ],
    ['a term over 500 characters', { search_terms: 'x'.repeat(501) }, 'at most 500 characters'],
  ])('refuses %s', async (_case, fields, message) => {
    const response = await search([soknad], fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
  });

  it('keeps AI search to subscribers, and answers it as not configured without an LLM', async () => {
    const refused = await search([soknad], { search_terms: 'navn' }, '?ai_search=true');
    expect(refused.statusCode).toBe(402);
    await grantPremium(testApp.database, searcherId);
    const response = await search([soknad], { search_terms: 'navn' }, '?ai_search=true');
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'AI search is not configured',
    );
  });

  it('refuses more than 20 files', async () => {
    const tiny = corpusFile('tiny_minimal-one-page_763-bytes.pdf');
    const response = await search(
      Array.from({ length: 21 }, () => tiny),
      { search_terms: 'Potato' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'Maximum 20 files allowed',
    );
  });
});

describe('POST /api/batch/find_words', () => {
  const findWords = (list: { name: string; bytes: Uint8Array }[], page: string, bbox: unknown) => {
    const body = multipart([
      ...files(...list),
      { name: 'page', value: page },
      { name: 'bbox', value: JSON.stringify(bbox) },
    ]);
    return client.post(PDF_PATHS.findWords, body.payload, { headers: body.headers });
  };

  it('answers the words inside a rectangle with their boxes', async () => {
    const response = await findWords([soknad], '1', { x0: 0, y0: 0, x1: 595, y1: 60 });
    expect(response.statusCode).toBe(200);
    const [result] = response.json<{
      data: {
        file_results: { results: { pages: { page: number; matches: { text: string }[] }[] } }[];
      };
    }>().data.file_results;
    const words = result!.results.pages[0]!.matches.map((match) => match.text);
    expect(words).toEqual(expect.arrayContaining(['SØKNAD', 'OM', 'KONTANTSTØTTE']));
    expect(words).not.toContain('NAVNESEN');
  });

  it('reports a page the file does not have, and asks for files', async () => {
    const response = await findWords([soknad], '9', { x0: 0, y0: 0, x1: 10, y1: 10 });
    expect(
      response.json<{ data: { file_results: { error: { code: string } }[] } }>().data
        .file_results[0]!.error.code,
    ).toBe('PAGE_OUT_OF_RANGE');
    const none = multipart([{ name: 'page', value: '1' }]);
    const empty = await client.post(PDF_PATHS.findWords, none.payload, { headers: none.headers });
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(
      'No files provided for word search',
    );
  });
});
