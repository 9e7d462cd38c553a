import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_PATHS, REDACTION_REPORT_HEADER } from '@workbench/contracts';
import { outlookMsg } from '@workbench/convert/test-documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, subscribeOverHttp, type HttpSession } from './test/http-session';
import { pdftotext } from './test/pdf-tools';
import { spawnServer, type ServerProcess } from './test/spawn-server';

/** Messages through the shipped server (apps/server/dist), where packages load as Node loads them. */
let server: ServerProcess;
let session: HttpSession;
let data: string;

beforeAll(async () => {
  data = mkdtempSync(path.join(tmpdir(), 'wb-built-data-'));
  server = await spawnServer({ DATA_DIR: data }, { built: true });
  await server.waitUntilHealthy(60_000);
  session = await signUpOverHttp(`http://127.0.0.1:${server.port}`, 'mailer');
  await subscribeOverHttp(session, 'basic_monthly');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(data, { recursive: true, force: true });
});

describe('a message sent to the shipped server', () => {
  it('an Outlook message becomes its page (the bundle once failed: "MsgReader is not a constructor")', async () => {
    const body = new FormData();
    const bytes = outlookMsg({
      fromName: 'Kari Nordmann',
      fromEmail: 'kari@example.no',
      to: [{ name: 'NAV', email: 'post@nav.no' }],
      subject: 'Søknad',
      body: 'Mitt nummer er 41234567',
    });
    body.append('file', new Blob([bytes]), 'soknad.msg');
    const answer = await session.post(PDF_PATHS.convert, body);
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    const [report] = JSON.parse(answer.headers.get(REDACTION_REPORT_HEADER)!) as {
      converted_from: string;
    }[];
    expect(report!.converted_from).toBe('msg');
    expect(pdftotext(new Uint8Array(answer.body))).toContain('41234567');
  });
});
