import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  normalizeAppearance,
  type TDetectEvent,
  type TRedactionMapping,
} from '@workbench/contracts';
import { createFastEngine, detectBatch } from '@workbench/detect';
import { PDF_WORKER_SOURCE, PdfPool } from '@workbench/pdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InProcessWorker } from '../test/in-process-worker';
import { DeviceEngine } from './device-engine';

const CORPUS = path.resolve(import.meta.dirname, '../../../../../shared/corpus');
const corpus = (name: string) => readFile(path.join(CORPUS, name)).then((b) => new Uint8Array(b));
const MODELS = path.resolve(import.meta.dirname, '../../../detect/models');

// The engine worker fetches its model files; Node's fetch does not read file: URLs.
const nodeFetch = globalThis.fetch;
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string | URL) =>
    String(url).startsWith('file:')
      ? new Response(await readFile(fileURLToPath(url)))
      : nodeFetch(url),
  );
});

const device = new DeviceEngine({
  files: {
    nerModel: pathToFileURL(path.join(MODELS, 'ner.json.gz')).href,
    wordClusters: pathToFileURL(path.join(MODELS, 'word-clusters.txt.gz')).href,
  },
  threads: 1,
  startWorker: () => new InProcessWorker(),
});
const server = new PdfPool({ workerFile: PDF_WORKER_SOURCE, threads: 2, ocrEngine: 'off' });

afterAll(async () => {
  device.close();
  await server.close();
  vi.unstubAllGlobals();
});

const FORM = 'pdfs/norwegian_soknad-kontantstotte_synthetic-person.pdf';
const LETTER = 'pdfs-real/letter_nb_skatteetaten-kvittering-mva_person-orgnr.pdf';

describe('DeviceEngine (on-device mode’s engine, its worker run in this thread)', () => {
  it('reads the same words as the server’s pool', async () => {
    for (const name of [FORM, LETTER]) {
      const bytes = await corpus(name);
      const [onDevice, onServer] = await Promise.all([
        device.extract(bytes),
        server.extract(bytes),
      ]);
      expect(onDevice).toEqual(onServer);
      expect(onDevice.ok && onDevice.value.pages.length).toBeGreaterThan(0);
    }
  });

  it('finds the same matches, plain and by regular expression', async () => {
    const bytes = await corpus(LETTER);
    const search = {
      terms: ['\\d{3} ?\\d{3} ?\\d{3}', 'Skatteetaten'],
      caseSensitive: false,
      regex: true,
      wholeWord: false,
    };
    const [onDevice, onServer] = await Promise.all([
      device.search(bytes, search),
      server.search(bytes, search),
    ]);
    expect(onDevice).toEqual(onServer);
  });

  it('redacts to the very bytes the server writes, verified', async () => {
    const bytes = await corpus(FORM);
    const read = await server.extract(bytes);
    if (!read.ok) throw new Error(read.error.message);
    const page = read.value.pages[0]!;
    const mapping: TRedactionMapping = {
      pages: [
        {
          page: 1,
          sensitive: page.words.slice(0, 12).map((word) => ({
            entity_type: 'MANUAL',
            original_text: word.text,
            bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
          })),
        },
      ],
    };
    const fields = {
      mapping,
      removeImages: false,
      appearance: normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 }),
    };
    const [onDevice, onServer] = await Promise.all([
      device.redact(bytes, fields),
      server.redact(bytes, fields),
    ]);
    if (!onDevice.ok || !onServer.ok)
      throw new Error(JSON.stringify([onDevice, onServer]).slice(0, 2000));
    expect(onDevice.value.report.verification).toEqual(onServer.value.report.verification);
    expect(onDevice.value.report.verification.passed).toBe(true);
    // Byte for byte, but for the second half of the trailer's /ID, which MuPDF draws afresh on
    // every save.
    expect(withoutSaveId(onDevice.value.bytes)).toEqual(withoutSaveId(onServer.value.bytes));
  });

  it('without OCR files skips the check of redacted scans, as a server with OCR off does', async () => {
    const bytes = await corpus('pdfs/scanned_invisible-ocr-text_truncated-no-eof.pdf');
    const read = await server.extract(bytes);
    if (!read.ok) throw new Error(read.error.message);
    const page = read.value.pages.find((one) => one.words.length > 0)!;
    const mapping: TRedactionMapping = {
      pages: [
        {
          page: page.page_number,
          sensitive: page.words.slice(0, 5).map((word) => ({
            entity_type: 'MANUAL',
            original_text: word.text,
            bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
          })),
        },
      ],
    };
    const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
    const fields = { mapping, removeImages: false, appearance };
    const [onDevice, onServer] = await Promise.all([
      device.redact(bytes, fields),
      server.redact(bytes, fields),
    ]);
    expect(onServer.ok).toBe(true);
    expect(onDevice.ok && onDevice.value.report.verification.passed).toBe(true);
  });

  it('refuses damaged and protected files as the server does', async () => {
    for (const name of [
      'pdfs/corrupt_not-a-pdf_5-bytes.pdf',
      'pdfs/corrupt_missing-xref-and-trailer.pdf',
      'pdfs/encrypted_user-1234_owner-5678_aes128.pdf',
    ]) {
      const bytes = await corpus(name);
      const [onDevice, onServer] = await Promise.all([
        device.extract(bytes),
        server.extract(bytes),
      ]);
      expect({ name, outcome: onDevice }).toEqual({ name, outcome: onServer });
    }
  });

  it('detects what the server’s fast engine detects, with the same events', async () => {
    const bytes = await corpus(LETTER);
    const options = {
      plan: { fast: ['PERSON', 'NO_ORGANIZATION_NUMBER', 'EMAIL_ADDRESS'] },
      threshold: 0.3,
      ignoreWords: [],
    };
    const deviceEvents: TDetectEvent[] = [];
    const onDevice = await device.detect(
      [{ name: 'letter.pdf', bytes }],
      options,
      (event) => deviceEvents.push(event),
      {
        signal: new AbortController().signal,
        batchId: 'b',
      },
    );
    const serverEvents: TDetectEvent[] = [];
    const onServer = await detectBatch(
      {
        fileNames: ['letter.pdf'],
        options,
        readSeconds: 0,
        batchId: 'b',
        engines: new Map([['fast', createFastEngine()]]),
        signal: new AbortController().signal,
      },
      async () => {
        const read = await server.extract(bytes);
        if (!read.ok) throw new Error(read.error.message);
        return { pages: read.value.pages, seconds: 0 };
      },
      (event) => serverEvents.push(event),
    );
    const mapping = (response: typeof onDevice) =>
      response.file_results[0]?.results?.redaction_mapping;
    expect(mapping(onDevice)).toEqual(mapping(onServer));
    expect(onDevice.batch_summary.total_entities).toBeGreaterThan(0);
    expect(deviceEvents.map((event) => event.type)).toEqual(
      serverEvents.map((event) => event.type),
    );
  });
});

function withoutSaveId(bytes: Uint8Array): string {
  return (
    Buffer.from(bytes)
      .toString('latin1')
      // MuPDF writes the random half as hex or, for some bytes, as a literal string.
      .replace(
        /(\/ID\s*\[\s*<[0-9A-Fa-f]*>\s*)(?:<[0-9A-Fa-f]*>|\((?:\\[\s\S]|[^\\)])*\))/g,
        '$1<>',
      )
  );
}
