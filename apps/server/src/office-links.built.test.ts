import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HEALTH_PATH,
  PDF_PATHS,
  REDACTION_REPORT_HEADER,
  type THealth,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, subscribeOverHttp, type HttpSession } from './test/http-session';
import {
  docxWithPicture,
  odtWithPicture,
  plantedPng,
  rtfIncludingPicture,
  type LinkedFile,
} from './test/linked-office-files';
import { pdfImages } from './test/pdf-tools';
import { spawnServer, type ServerProcess } from './test/spawn-server';

/**
 * The shipped server (apps/server/dist) converting Office files that name a picture on its own
 * disk (issue 63, item 1): the picture never reaches the PDF, and the note names each link.
 */
const folders: string[] = [];
let server: ServerProcess;
let session: HttpSession;
let planted: string;

beforeAll(async () => {
  const home = mkdtempSync(path.join(tmpdir(), 'wb-planted-'));
  const data = mkdtempSync(path.join(tmpdir(), 'wb-built-data-'));
  folders.push(home, data);
  planted = path.join(home, 'planted.png');
  writeFileSync(planted, plantedPng());
  server = await spawnServer({ DATA_DIR: data }, { built: true });
  await server.waitUntilHealthy(60_000);
  const base = `http://127.0.0.1:${server.port}`;
  session = await signUpOverHttp(base, 'linker');
  await subscribeOverHttp(session, 'basic_monthly');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function convert(file: LinkedFile) {
  const body = new FormData();
  body.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const answer = await session.post(PDF_PATHS.convert, body);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const [report] = JSON.parse(answer.headers.get(REDACTION_REPORT_HEADER)!) as {
    conversion_notes?: string[];
  }[];
  return { pdf: new Uint8Array(answer.body), notes: report!.conversion_notes ?? [] };
}

describe('an Office file naming a file on the server', () => {
  it('is converted by a sealed LibreOffice, as health says', async () => {
    const health = (await session.get(HEALTH_PATH)).json<{ data: THealth }>().data;
    expect(health.converters.office).toMatchObject({ state: 'ready', sandbox: 'sealed' });
  });

  it('carries a picture the file holds (the check below can see one)', async () => {
    for (const file of [
      docxWithPicture({ embedded: plantedPng() }),
      odtWithPicture({ embedded: plantedPng() }),
    ]) {
      expect(pdfImages((await convert(file)).pdf), file.name).toHaveLength(1);
    }
  });

  it('does not carry the server’s picture from a DOCX, an ODT or an RTF, and names each link', async () => {
    const url = `file://${planted}`;
    for (const file of [docxWithPicture(url), odtWithPicture(url), rtfIncludingPicture(url)]) {
      const { pdf, notes } = await convert(file);
      expect(pdfImages(pdf), file.name).toEqual([]);
      expect(notes, file.name).toEqual([
        expect.stringMatching(
          new RegExp(`^link to content outside the file left out: .*"[^"]*${planted}`),
        ),
      ]);
    }
  });
});
