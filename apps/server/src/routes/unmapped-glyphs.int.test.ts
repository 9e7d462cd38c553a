import { PDF_PATHS } from '@workbench/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../test/api-client';
import { signUpAndLogIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { files, multipart } from '../test/multipart';
import { UNMAPPED_KEPT, UNMAPPED_SECRET, unmappedGlyphs } from '../test/peer-cases-pdfs';

/**
 * Issue 62, "findable means redactable" (a case from other projects' redaction suites): text
 * drawn with a Type 0 font that has no ToUnicode map reads as U+FFFD in every extractor, so no
 * search found the visible word and it stayed. Its words are read by OCR now, found by search,
 * and redacted by where they stand.
 */
let testApp: TestApp;
let client: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = createApiClient(testApp.app);
  await signUpAndLogIn(testApp.app, client, 'unmapped-glyphs');
});
afterAll(() => testApp.close());

type Match = { bbox: { x0: number; y0: number; x1: number; y1: number }; text: string };

/** What Tesseract reads on a PDF's first page as poppler draws it. */
function readByOcr(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-unmapped-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), bytes);
    execFileSync(
      'pdftoppm',
      ['-r', '150', '-gray', '-png', '-f', '1', '-l', '1', 'in.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    const page = readdirSync(dir).find((name) => name.endsWith('.png'))!;
    return execFileSync('tesseract', [path.join(dir, page), '-', '-l', 'eng'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a word drawn in glyphs without a Unicode mapping', () => {
  it('is found by search, redacted where it stands, and the word beside it stays', async () => {
    const { bytes } = unmappedGlyphs();
    const body = multipart([
      ...files({ name: 'unmapped.pdf', bytes }),
      { name: 'search_terms', value: JSON.stringify([UNMAPPED_SECRET]) },
    ]);
    const searched = await client.post(`${PDF_PATHS.search}?ai_search=false`, body.payload, {
      headers: body.headers,
    });
    expect(searched.statusCode, searched.body.slice(0, 300)).toBe(200);
    const matches = searched
      .json<{
        data: { file_results: { results: { match_details: { pages: { matches: Match[] }[] } } }[] };
      }>()
      .data.file_results[0]!.results.match_details.pages.flatMap((page) => page.matches);
    expect(matches.map((match) => match.text.toUpperCase())).toEqual([UNMAPPED_SECRET]);
    const { bbox } = matches[0]!;
    // 40-point letters from x 72, on the line whose baseline is 192 points from the top.
    expect(bbox.x0).toBeGreaterThan(60);
    expect(bbox.x1).toBeLessThan(230);
    expect(bbox.y1).toBeGreaterThan(180);
    const mapping = [
      {
        pages: [
          {
            page: 1,
            sensitive: [{ bbox, entity_type: 'SEARCH', original_text: matches[0]!.text }],
          },
        ],
      },
    ];
    const redactBody = multipart([
      ...files({ name: 'unmapped.pdf', bytes }),
      { name: 'redaction_mappings', value: JSON.stringify(mapping) },
    ]);
    const redacted = await client.post(PDF_PATHS.redact, redactBody.payload, {
      headers: redactBody.headers,
    });
    expect(redacted.statusCode, redacted.body.slice(0, 300)).toBe(200);
    const seen = readByOcr(redacted.rawPayload).toUpperCase();
    expect(seen).not.toContain(UNMAPPED_SECRET);
    expect(seen).toContain(UNMAPPED_KEPT);
  }, 60_000);
});
