import { BILLING_PATHS } from '@workbench/contracts';
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from './test/accounts';
import { pagesUsed, subscribe } from './test/billing';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { buildPdf, stream, textContent } from './test/make-pdf';
import { mutoolApply } from './test/mark-tools';
import { CORPUS } from './test/multipart';
import { ocrText, pdftotext, qpdfCheck } from './test/pdf-tools';
import { jpegOf, scannedText, tiffOf } from '@workbench/pdf/test-images';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../../../packages/cli/bin/workbench.js');
const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const TINY = 'tiny_minimal-one-page_763-bytes.pdf';
const COLUMNS = 'file,status,pages,areas,areas_by_type,areas_by_code,output,error,sha256';

type Logged = { file: string; status: string; pages: number; areas: number; error: string | null };

describe('the workbench batch command', () => {
  let testApp: TestApp;
  let url: string;
  let apiKey: string;
  let subscriptionId: string;
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'wb-cli-'));
    folders.push(made);
    return made;
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const { client, id } = await newSignedInUser(testApp.app, 'batchuser');
    subscriptionId = (await subscribe(testApp.database, id, 'pro_monthly')).id;
    const created = await client.post(BILLING_PATHS.apiKeys, { name: 'Archive', duration: '30d' });
    apiKey = created.json<{ data: { key: string } }>().data.key;
  });
  afterAll(async () => {
    await testApp?.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  /** Runs the command as a user would, with the key in the environment; never throws. */
  async function workbench(args: string[], env: Record<string, string> = {}) {
    try {
      const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
        env: { PATH: process.env.PATH, WORKBENCH_URL: url, WORKBENCH_API_KEY: apiKey, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('redacts a folder by the rules, logs every file, and resumes without doing a file twice', async () => {
    const input = folder();
    const out = folder();
    copyFileSync(path.join(CORPUS, SOKNAD), path.join(input, SOKNAD));
    mkdirSync(path.join(input, 'letters'));
    copyFileSync(path.join(CORPUS, TINY), path.join(input, 'letters', TINY));
    writeFileSync(path.join(input, 'notes.pdf'), 'meeting notes, not a PDF at all');
    const rules = path.join(folder(), 'rules.json');
    writeFileSync(
      rules,
      JSON.stringify({
        detection: { engines: ['fast'], entities: ['PERSON', 'NO_FODSELSNUMMER'] },
        search: { terms: ['Navnesen'] },
        codes: { SEARCH: 'offl. § 13', '*': 'offl. § 24' },
      }),
    );

    const first = await workbench(['redact', input, '--rules', rules, '--out', out]);
    expect(first.code, first.stderr).toBe(1);
    expect(first.stdout).toContain('Redacted 2 of 3 files');
    expect(first.stdout).toMatch(/notes\.pdf: .+/);
    const redacted = readFileSync(path.join(out, SOKNAD));
    expect(qpdfCheck(redacted)).toBe(true);
    const text = pdftotext(redacted);
    expect(text).not.toContain('Navnesen');
    expect(text).toContain('offl. § 13');
    const log = JSON.parse(readFileSync(path.join(out, 'redaction-log.json'), 'utf8')) as Logged[];
    expect(log.map((entry) => [entry.file, entry.status])).toEqual([
      [`letters/${TINY}`, 'redacted'],
      [SOKNAD, 'redacted'],
      ['notes.pdf', 'failed'],
    ]);
    expect(
      readFileSync(path.join(out, 'letters', TINY))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(log[1]!.pages).toBe(2);
    expect(log[1]!.areas).toBeGreaterThan(0);
    expect(log[2]!.error).toMatch(/PDF/);
    const csv = readFileSync(path.join(out, 'redaction-log.csv'), 'utf8').split('\r\n');
    expect(csv[0]).toBe(`\uFEFF${COLUMNS}`);
    expect(csv.filter(Boolean)).toHaveLength(4);
    // The answers kept for a half-done file (they quote sensitive text) are gone.
    expect(existsSync(path.join(out, '.workbench-partial'))).toBe(false);
    const used = await pagesUsed(testApp.database, subscriptionId);

    const again = await workbench(['redact', input, '--rules', rules, '--out', out]);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('2 were already done (skipped)');
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(used);
  });

  it('takes images in a folder of mixed files, and writes each as a redacted PDF beside the others', async () => {
    const input = folder();
    const out = folder();
    const number = '29027612383';
    const scan = scannedText(['Melding fra Kari', `Fodselsnummer ${number}`], 150, 200);
    writeFileSync(path.join(input, 'skann.tif'), tiffOf([scan], 150));
    writeFileSync(path.join(input, 'foto.JPG'), jpegOf(scan));
    copyFileSync(path.join(CORPUS, TINY), path.join(input, 'skann.pdf'));
    writeFileSync(path.join(input, 'notes.txt'), 'not taken from a folder');
    const result = await workbench(['redact', input, '--out', out]);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const log = JSON.parse(
      readFileSync(path.join(out, 'redaction-log.json'), 'utf8'),
    ) as (Logged & {
      output: string;
    })[];
    expect(log.map((entry) => [entry.file, entry.output, entry.status])).toEqual([
      ['foto.JPG', 'foto.pdf', 'redacted'],
      ['skann.pdf', 'skann.pdf', 'redacted'],
      ['skann.tif', 'skann-2.pdf', 'redacted'],
    ]);
    for (const output of ['foto.pdf', 'skann-2.pdf']) {
      const seen = ocrText(readFileSync(path.join(out, output)));
      expect(seen).toContain('Melding fra');
      expect(seen.replace(/\s+/g, '')).not.toContain(number);
    }
  });

  it('without rules looks for personal data: the e-mail addresses go, the invoice dates stay', async () => {
    const input = folder();
    const out = folder();
    const invoice = 'invoice_en_sammy-maystone_names-emails_wkhtmltopdf.pdf';
    copyFileSync(path.join(CORPUS, '..', 'pdfs-real', invoice), path.join(input, invoice));
    const result = await workbench(['redact', input, '--out', out]);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const [entry] = JSON.parse(readFileSync(path.join(out, 'redaction-log.json'), 'utf8')) as {
      by_type: Record<string, number>;
    }[];
    expect(entry!.by_type).toHaveProperty('EMAIL_ADDRESS');
    expect(entry!.by_type).toHaveProperty('PERSON');
    expect(entry!.by_type).not.toHaveProperty('DATE_TIME');
    const text = pdftotext(readFileSync(path.join(out, invoice)));
    expect(text).not.toContain('smaystone4@fake.com');
    expect(text).not.toContain('triddel9@fake.com');
    expect(text).toContain('Jan 31, 2022');
  });

  it('applies the redaction marks a file arrived with, and says so', async () => {
    const input = folder();
    const out = folder();
    const marked = 'annotations_redact-annotation.pdf';
    copyFileSync(path.join(CORPUS, marked), path.join(input, marked));
    const rules = path.join(folder(), 'rules.json');
    writeFileSync(rules, JSON.stringify({ detection: { engines: [] } }));
    const result = await workbench(['redact', input, '--rules', rules, '--out', out]);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(result.stdout + result.stderr).toContain('1 from marks made in another program');
    const [entry] = JSON.parse(readFileSync(path.join(out, 'redaction-log.json'), 'utf8')) as {
      areas: number;
      by_type: Record<string, number>;
    }[];
    expect(entry).toMatchObject({ areas: 1, by_type: { EXISTING_MARK: 1 } });
    expect(qpdfCheck(readFileSync(path.join(out, marked)))).toBe(true);
  });

  it('writes marked copies for review elsewhere with --marked-copy, removing nothing', async () => {
    const input = folder();
    const out = folder();
    copyFileSync(path.join(CORPUS, SOKNAD), path.join(input, SOKNAD));
    const rules = path.join(folder(), 'rules.json');
    writeFileSync(
      rules,
      JSON.stringify({ detection: { engines: [] }, search: { terms: ['Navnesen'] } }),
    );
    const args = ['redact', input, '--rules', rules, '--out', out, '--marked-copy'];
    const result = await workbench(args);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain('Marked 1 of 1 files');
    const name = SOKNAD.replace(/\.pdf$/, '-marked.pdf');
    const copy = new Uint8Array(readFileSync(path.join(out, name)));
    expect(pdftotext(copy)).toContain('NAVN NAVNESEN');
    const marks = mutoolApply(copy).annotations.filter((one) => one.type === 'Redact');
    const [entry] = JSON.parse(readFileSync(path.join(out, 'redaction-log.json'), 'utf8')) as {
      output: string;
      pages: number;
      areas: number;
    }[];
    expect(entry).toMatchObject({ output: name, pages: 2 });
    expect(marks).toHaveLength(entry!.areas);
    expect(entry!.areas).toBeGreaterThan(0);
    // Applied by MuPDF's own tool, the marks take the name out.
    expect(pdftotext(mutoolApply(copy).applied)).not.toContain('NAVNESEN');

    const again = await workbench(args);
    expect(again.stdout).toContain('1 were already done (skipped)');
  });

  it('does not pay again for answers a killed run received but did not keep', async () => {
    const input = folder();
    const out = folder();
    copyFileSync(path.join(CORPUS, SOKNAD), path.join(input, SOKNAD));
    const rules = path.join(folder(), 'rules.json');
    writeFileSync(
      rules,
      JSON.stringify({ detection: { engines: ['fast'] }, search: { terms: ['Jakob'] } }),
    );
    const before = await pagesUsed(testApp.database, subscriptionId);
    expect((await workbench(['redact', input, '--rules', rules, '--out', out])).code).toBe(0);
    // Detection, search and redaction of 2 pages each.
    const paid = (await pagesUsed(testApp.database, subscriptionId)) - before;
    expect(paid).toBe(6);

    // As if killed after the server's answers arrived and before the file was written: the
    // run's manifest keeps its id but not the file, and no answer was kept.
    const manifestFile = path.join(out, '.workbench-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { run_id: string };
    expect(manifest.run_id).toMatch(/^[0-9a-f]{32}$/);
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, files: {} }));
    rmSync(path.join(out, SOKNAD));
    const resumed = await workbench(['redact', input, '--rules', rules, '--out', out]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('Redacted 1 of 1 files');
    expect(qpdfCheck(readFileSync(path.join(out, SOKNAD)))).toBe(true);
    expect((await pagesUsed(testApp.database, subscriptionId)) - before).toBe(paid);

    // Another run (another output folder) is other work, paid as such.
    expect((await workbench(['redact', input, '--rules', rules, '--out', folder()])).code).toBe(0);
    expect((await pagesUsed(testApp.database, subscriptionId)) - before).toBe(2 * paid);
  });

  it('drafts the decision of a case with --case: letter, schedule and the names still shown', async () => {
    const input = folder();
    const out = folder();
    const page = (lines: string[]) =>
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
        stream(textContent(lines.map((line, index) => [72, 770 - 20 * index, line]))),
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      ]);
    writeFileSync(path.join(input, 'a-vedtak.pdf'), page(['Vedtak', 'Soker: Kari Nordmann']));
    writeFileSync(path.join(input, 'b-brev.pdf'), page(['Brev til Kari Nordmann', 'Hilsen']));
    writeFileSync(path.join(input, 'c-notat.pdf'), page(['Notat', 'Mote med KARI NORDMANN i dag']));
    const rules = path.join(folder(), 'rules.json');
    const code = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';
    writeFileSync(
      rules,
      JSON.stringify({
        detection: { engines: [] },
        search: { terms: ['Kari Nordmann'], case_sensitive: true },
        codes: { SEARCH: code },
      }),
    );
    const args = ['redact', input, '--rules', rules, '--out', out, '--case', '2026/77'];
    const result = await workbench([
      ...args,
      '--letter-language',
      'en',
      '--requester',
      'A. Reporter',
    ]);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain('Decision 2026/77');
    expect(result.stdout).toContain('c-notat.pdf: 1 withheld string is still shown');

    const { value: letter } = await mammoth.extractRawText({
      buffer: readFileSync(path.join(out, 'decision.docx')),
    });
    expect(letter).toContain('Reply to your request for access – 2026/77');
    expect(letter).toContain(
      `${code} (Taushetsplikt: noens personlige forhold): a-vedtak.pdf, page 1; b-brev.pdf, page 1`,
    );
    expect(letter).toMatch(/Released in full:\s+c-notat\.pdf/);
    expect(pdftotext(readFileSync(path.join(out, 'decision.pdf')))).toContain('A. Reporter');
    const schedule = readFileSync(path.join(out, 'schedule.csv'), 'utf8').split('\r\n');
    expect(schedule.slice(0, 3)).toEqual([
      '\uFEFFDocument,Page,Code,Provision,Count,Justification',
      `a-vedtak.pdf,1,${code},Taushetsplikt: noens personlige forhold,1,`,
      `b-brev.pdf,1,${code},Taushetsplikt: noens personlige forhold,1,`,
    ]);
    const report = readFileSync(path.join(out, 'consistency-report.csv'), 'utf8').split('\r\n');
    expect(report[1]).toBe(
      `c-notat.pdf,1,1,Kari Nordmann,"a-vedtak.pdf p1; b-brev.pdf p1",${code}`,
    );

    // Resumed, the case still holds every file; a case cannot go with marked copies.
    const again = await workbench(args);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('3 were already done (skipped)');
    expect(readFileSync(path.join(out, 'schedule.csv'), 'utf8')).toContain('b-brev.pdf,1,');
    const marked = await workbench([...args, '--marked-copy']);
    expect(marked.code).toBe(2);
    expect(marked.stderr).toContain('leave out --marked-copy');
    const badSet = await workbench([...args, '--code-set', 'gdpr']);
    expect(badSet.code).toBe(2);
  });

  it('refuses to start without a key, an output folder or a valid rules file, and says why', async () => {
    const out = folder();
    const tiny = path.join(CORPUS, TINY);
    const noKey = await workbench(['redact', tiny, '--out', out], { WORKBENCH_API_KEY: '' });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('Set WORKBENCH_API_KEY');
    const noOut = await workbench(['redact', tiny]);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain('--out is required');
    const rules = path.join(folder(), 'rules.json');
    writeFileSync(rules, JSON.stringify({ detection: { threshold: 2 }, colour: 'red' }));
    const badRules = await workbench(['redact', tiny, '--rules', rules, '--out', out]);
    expect(badRules.code).toBe(2);
    expect(badRules.stderr).toContain('detection.threshold');
    expect(badRules.stderr).toContain('colour');
  });

  it('fails each file with the server refusal when the key is not valid, and exits 1', async () => {
    const out = folder();
    const result = await workbench(['redact', path.join(CORPUS, TINY), '--out', out], {
      WORKBENCH_API_KEY: 'wb_not-a-real-key',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Redacted 0 of 1 files');
  });
});
