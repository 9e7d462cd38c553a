import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_PATHS, REDACTION_REPORT_HEADER } from '@workbench/contracts';
import { dateFieldDocx, letterDocx, mergedTableDocx } from '@workbench/convert/test-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, subscribeOverHttp, type HttpSession } from './test/http-session';
import { pdftotext } from './test/pdf-tools';
import { spawnServer, type ServerProcess } from './test/spawn-server';

/**
 * Office files through the shipped server (apps/server/dist) as written, nothing recomputed or
 * dropped (issue 63, item 3): merged table cells, fields' stored results, every script's text.
 */
let server: ServerProcess;
let session: HttpSession;
let data: string;

beforeAll(async () => {
  data = mkdtempSync(path.join(tmpdir(), 'wb-built-data-'));
  server = await spawnServer({ DATA_DIR: data }, { built: true });
  await server.waitUntilHealthy(60_000);
  session = await signUpOverHttp(`http://127.0.0.1:${server.port}`, 'fidelity');
  await subscribeOverHttp(session, 'basic_monthly');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(data, { recursive: true, force: true });
});

async function convert(name: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append('file', new Blob([bytes]), name);
  const answer = await session.post(PDF_PATHS.convert, body);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const [report] = JSON.parse(answer.headers.get(REDACTION_REPORT_HEADER)!) as {
    conversion_notes?: string[];
  }[];
  const text = pdftotext(new Uint8Array(answer.body)).replace(/\s+/g, ' ').normalize('NFKC');
  return { text, notes: report!.conversion_notes ?? [] };
}

describe('an Office file sent to the shipped server', () => {
  it('a Word table with merged cells converts with every cell', async () => {
    const cells: [string, string, string, string] = [
      'Kari Nordmann',
      '29027612383',
      'Oslo',
      'Merknad Bakkebø',
    ];
    const { text, notes } = await convert('vedtak.docx', await mergedTableDocx(cells));
    for (const cell of cells) expect(text).toContain(cell);
    expect(notes).toEqual([]);
  });

  it("keeps fields' stored results: a date is the file's, never today's", async () => {
    const { text } = await convert('signert.docx', dateFieldDocx('May 1, 2017'));
    expect(text).toContain('Signed on May 1, 2017 Printed on May 1, 2017 Status: Betalt');
  });

  it('draws Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari and Thai as text', async () => {
    const words = ['東京都', 'ソウル', '서울특별시', 'القاهرة', 'ירושלים', 'दिल्ली', 'กรุงเทพ'];
    const { text, notes } = await convert(
      'skript.docx',
      await letterDocx({ recipient: 'Kari', body: words }),
    );
    for (const word of words) expect(text).toContain(word);
    expect(notes.join(' ')).not.toMatch(/empty boxes|not in the PDF/);
  });
});
