/**
 * `npm run bench:convert`: Office files to PDF as the server converts them (LibreOffice kept
 * running, the package checks, the text check against the source) beside `soffice --convert-to
 * pdf` run directly on the same file in the same run, which is what a user would otherwise do.
 * Target (issue 52): at most 1.2× the direct run per file. Then the peer corpus, when it is
 * there (peer-corpus.ts; `BENCH_PEER_ONLY=1` for it alone). It measures and never fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TSourceFormat } from '@workbench/contracts';
import { createOfficeConverter } from '@workbench/convert';
import { letterDocx, presentationFile, staffXlsx } from '@workbench/convert/test-documents';
import { PdfPool } from '@workbench/pdf';
import { workerFile } from '../../../../packages/pdf/bench/worker-file';
import { createUploadConverter } from '../../src/pdf/convert-uploads';
import type { UploadedFile } from '../../src/pdf/uploaded-file';
import { peerCorpusDir, runPeerCorpus } from './peer-corpus';

const RUNS = 5;
const TARGET_RATIO = 1.2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function time<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
}

/** LibreOffice on its own: a fresh process per file, with a profile it keeps between runs. */
function soffice(file: string, profile: string, out: string, to = 'pdf'): void {
  execFileSync(
    'soffice',
    [
      '--headless',
      `-env:UserInstallation=file://${profile}`,
      '--convert-to',
      to,
      '--outdir',
      out,
      file,
    ],
    { stdio: 'ignore' },
  );
}

type Sample = { name: string; format: TSourceFormat; file: string };

async function samples(work: string, profile: string): Promise<Sample[]> {
  const letterLines = Array.from(
    { length: 120 },
    (_, index) =>
      `Avsnitt ${index + 1}: Kari Nordmann, Storgata ${index}, 0155 Oslo, telefon 22 33 44 ${String(index).padStart(2, '0')}.`,
  );
  const files: Record<string, Uint8Array> = {
    'letter.docx': await letterDocx({
      recipient: 'Kari Nordmann',
      header: 'Oslo kommune',
      body: letterLines,
      comment: 'Sjekk',
    }),
    'staff.xlsx': await staffXlsx(
      Array.from({ length: 400 }, (_, index) => ({
        name: `Ansatt ${index}`,
        number: String(15038512363 + index),
      })),
    ),
    'list.csv': new TextEncoder().encode(
      [
        'Navn;Postnummer;Fødselsnummer',
        ...Array.from(
          { length: 400 },
          (_, index) => `Person ${index};0${301 + index};150385${String(index).padStart(5, '0')}`,
        ),
      ].join('\n'),
    ),
  };
  const slides = Array.from({ length: 12 }, (_, index) => ({
    title: `Lysbilde ${index + 1}: saken til Kari Nordmann`,
    notes: `Notat ${index + 1}`,
  }));
  for (const format of ['pptx', 'ppt', 'odp'] as const)
    files[`deck.${format}`] = presentationFile(slides, format);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(work, name), bytes);
  // The other formats as LibreOffice itself writes them.
  soffice(path.join(work, 'letter.docx'), profile, work, 'odt');
  soffice(path.join(work, 'letter.docx'), profile, work, 'rtf');
  soffice(path.join(work, 'staff.xlsx'), profile, work, 'ods');
  soffice(path.join(work, 'staff.xlsx'), profile, work, 'xls');
  const list: Sample[] = [
    { name: 'DOCX letter (120 paragraphs, a comment)', format: 'docx', file: 'letter.docx' },
    { name: 'ODT (the same letter)', format: 'odt', file: 'letter.odt' },
    { name: 'RTF (the same letter)', format: 'rtf', file: 'letter.rtf' },
    { name: 'XLSX (400 rows, hidden sheet and column)', format: 'xlsx', file: 'staff.xlsx' },
    { name: 'ODS (the same sheet)', format: 'ods', file: 'staff.ods' },
    { name: 'XLS (the same sheet)', format: 'xls', file: 'staff.xls' },
    { name: 'CSV (400 rows)', format: 'csv', file: 'list.csv' },
    { name: 'PPTX (12 slides with notes)', format: 'pptx', file: 'deck.pptx' },
    { name: 'PPT (the same slides)', format: 'ppt', file: 'deck.ppt' },
    { name: 'ODP (the same slides)', format: 'odp', file: 'deck.odp' },
  ];
  return list.map((sample) => ({ ...sample, file: path.join(work, sample.file) }));
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'convert-bench-'));
  const profile = path.join(work, 'profile');
  const office = createOfficeConverter();
  const pool = new PdfPool({ workerFile: workerFile(), ocrEngine: 'off' });
  const convert = createUploadConverter(pool, office);
  const signal = new AbortController().signal;
  const results: Record<string, number> = {};
  try {
    if (!office.status.available)
      throw new Error(`LibreOffice is not available: ${office.status.detail}`);
    console.log(`LibreOffice: ${office.status.detail}`);
    const peers = peerCorpusDir(path.resolve(import.meta.dirname, '../../../..'));
    if (process.env.BENCH_PEER_ONLY && peers) {
      Object.assign(results, await runPeerCorpus(convert, peers));
      return;
    }
    const list = await samples(work, profile);
    console.log(
      '\nOffice files to PDF (median of 5; the server converter warm, soffice a process per file)',
    );
    console.log(
      'file'.padEnd(46),
      'pages',
      'server'.padStart(9),
      'soffice'.padStart(9),
      'ratio'.padStart(7),
      ' target ≤ 1.2×',
    );
    for (const sample of list) {
      const bytes = new Uint8Array(readFileSync(sample.file));
      const once = async () => {
        const file: UploadedFile = { name: path.basename(sample.file), bytes, isTooLarge: false };
        await convert([file], { signal, owner: 'bench' });
        if (file.conversionError) throw new Error(file.conversionError.message);
        return file.bytes;
      };
      const pdf = await once();
      const pages =
        Number(
          /\/Type\s*\/Pages[^>]*\/Count\s+(\d+)/.exec(Buffer.from(pdf).toString('latin1'))?.[1] ??
            0,
        ) || 1;
      const ours: number[] = [];
      for (let run = 0; run < RUNS; run++) ours.push((await time(once))[0]);
      const out = path.join(work, 'out');
      soffice(sample.file, profile, out);
      const direct: number[] = [];
      for (let run = 0; run < RUNS; run++)
        direct.push((await time(async () => soffice(sample.file, profile, out)))[0]);
      const [server, native] = [median(ours), median(direct)];
      const ratio = server / native;
      results[`convert.${sample.format}_ms`] = Math.round(server);
      results[`convert.${sample.format}_ratio`] = Number(ratio.toFixed(3));
      console.log(
        sample.name.padEnd(46),
        String(pages).padStart(5),
        `${Math.round(server)} ms`.padStart(9),
        `${Math.round(native)} ms`.padStart(9),
        `${ratio.toFixed(2)}×`.padStart(7),
        ratio <= TARGET_RATIO ? ' met' : ' MISSED',
        ` (${Math.round(server / pages)} ms/page)`,
      );
    }
    if (peers) Object.assign(results, await runPeerCorpus(convert, peers));
    else
      console.log('\nNo peer corpus (PEER_CONVERT_DIR, or ../peer-convert beside the repository).');
  } finally {
    await office.close();
    await pool.close();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(JSON.stringify({ convert: results }));
}

await main();
