import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_PATHS, REDACTION_REPORT_HEADER } from '@workbench/contracts';
import { emailEml, outlookMsg } from '@workbench/convert/test-documents';
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
  // A long mail is hundreds of pages, and conversion is charged (decision 0069).
  await subscribeOverHttp(session, 'business_yearly');
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
    converted_from: string;
    conversion_notes?: string[];
  }[];
  const pdf = new Uint8Array(answer.body);
  return { report: report!, text: pdftotext(pdf).replace(/\s+/g, ' '), size: pdf.length };
}

describe('a message sent to the shipped server', () => {
  it('a mailbox file shows its header fields, both versions of its text, its text attachment, and its second message', async () => {
    const first = Buffer.from(
      emailEml({
        from: 'Kari Nordmann <kari@example.no>',
        to: 'post@nav.no',
        subject: 'Søknad',
        text: 'Hei. Fødselsnummer 29027612383',
        html: '<p>Hei.</p>',
        alternative: true,
        attachments: [
          { name: 'notat.txt', type: 'text/plain', bytes: Buffer.from('Saksnummer 2026/4711') },
        ],
      }),
    )
      .toString()
      .replace('MIME-Version: 1.0', 'X-Case-Number: 2026/0815\r\nMIME-Version: 1.0');
    const second = emailEml({
      from: 'per@example.no',
      to: 'kari@example.no',
      subject: 'Svar',
      text: 'Mottatt 41234567',
    });
    const mbox = Buffer.concat([
      Buffer.from('From kari@example.no Tue Nov 24 09:30:00 2026\n'),
      Buffer.from(first),
      Buffer.from('\n\nFrom per@example.no Tue Nov 24 10:00:00 2026\n'),
      second,
    ]);
    const { report, text } = await convert('innboks.eml', new Uint8Array(mbox));
    expect(report.converted_from).toBe('eml');
    for (const shown of [
      'X-Case-Number 2026/0815',
      '29027612383',
      'Saksnummer 2026/4711',
      'Mottatt 41234567',
    ]) {
      expect(text).toContain(shown);
    }
    expect(report.conversion_notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^The message: the file is a mailbox of 2 messages/),
        expect.stringMatching(/^The message: the message’s plain-text version differs/),
      ]),
    );
  });

  it('an Outlook message becomes its page, then its attachments and the message attached in it (the bundle once failed: "MsgReader is not a constructor")', async () => {
    const bytes = outlookMsg({
      fromName: 'Kari Nordmann',
      fromEmail: 'kari@example.no',
      to: [{ name: 'NAV', email: 'post@nav.no' }],
      subject: 'Søknad',
      body: 'Mitt nummer er 41234567',
      attachments: [
        { name: 'notat.txt', type: 'text/plain', bytes: Buffer.from('Saksnummer 2026/4711') },
      ],
      messages: [
        {
          name: 'Opprinnelig søknad',
          mail: {
            fromName: 'Per Olsen',
            fromEmail: 'per@example.no',
            to: [{ name: 'Kari Nordmann', email: 'kari@example.no' }],
            subject: 'Opprinnelig søknad',
            body: 'Fødselsnummer 29027612383',
          },
        },
      ],
    });
    const { report, text } = await convert('soknad.msg', bytes);
    expect(report.converted_from).toBe('msg');
    for (const shown of [
      '41234567',
      'Saksnummer 2026/4711',
      'Per Olsen',
      'Fødselsnummer 29027612383',
    ])
      expect(text).toContain(shown);
    expect(report.conversion_notes?.[0]).toMatch(
      /^Contents: page 1 the message; pages? [\d–]+ attachment 1 "notat.txt"; pages? [\d–]+ attachment 2 "Opprinnelig søknad.msg"\.$/,
    );
    expect(report.conversion_notes?.join(' ')).not.toContain('not included');
  });

  it('a long mail of text converts whole (its pages once copied its font each: past 10 MB)', async () => {
    const lines = Array.from(
      { length: 24_000 },
      (_, index) => `Linje ${index}: saksnummer 2026/${index}, behandlet av Kari Nordmann.`,
    );
    const eml = emailEml({
      from: 'kari@example.no',
      to: 'post@nav.no',
      subject: 'Logg',
      text: lines.join('\n'),
    });
    expect(eml.length).toBeGreaterThan(1_000_000);
    const { report, text, size } = await convert('logg.eml', eml);
    expect(report.conversion_notes?.[0]).toMatch(/^Contents: pages 1–\d{3} the message\.$/);
    expect(text).toContain('Linje 23999: saksnummer 2026/23999');
    // One copy of the font: well under a megabyte a hundred pages.
    expect(size).toBeLessThan(2_000_000);
  });
});
