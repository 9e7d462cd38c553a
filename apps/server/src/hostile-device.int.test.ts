import { normalizeAppearance, ZRedactionMappings } from '@workbench/contracts';
import { DeviceEngine } from '@workbench/device';
import { nodeEngineFiles, NodeThreadWorker } from '@workbench/device/test-workers';
import { PDF_WORKER_SOURCE, PdfPool, readXfdf, type TaskError } from '@workbench/pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { existingMarks } from './test/existing-marks-pdf';
import { signedForm } from './test/hidden-copies-pdfs';
import { goneOf, hostileFiles, SECRET, SECRET_BOX, type HostileFile } from './test/hostile-pdfs';
import { findInPictures, findOnRenderedPages, findWithTools } from './test/pdf-checks';

/**
 * Issue 54's proof for on-device mode: every hostile file of the server's suite goes through the
 * engine a browser runs — the engine worker's own file in a thread, behind the page's
 * EngineThreads and DeviceEngine — and through the server's pool, with the same short time per
 * page. Each call ends alike on both (the same result, or the same refusal), no redacted output
 * of the device holds the secret, and every refusal says what went wrong. OCR is off on both
 * here: in a browser it is tesseract.js, which the end-to-end test runs.
 */
/** Short, as the bombs hit it on both engines; a real page takes a fraction of it. */
const PAGE_SECONDS = 2;
const limits = { pageSeconds: PAGE_SECONDS, fileSeconds: 30 };

const device = new DeviceEngine({
  files: nodeEngineFiles(),
  threads: 1,
  limits,
  startWorker: () => new NodeThreadWorker(),
});
const server = new PdfPool({
  workerFile: PDF_WORKER_SOURCE,
  threads: 2,
  ownerThreads: 1,
  ocrEngine: 'off',
  limits,
});

afterAll(async () => {
  device.close();
  await server.close();
});

/** What the suite redacts in a file: its own areas, or the secret at SECRET_BOX. */
const mappingOf = (file: HostileFile) =>
  ZRedactionMappings.parse([
    {
      pages: file.pages ?? [
        {
          page: 1,
          sensitive: [{ bbox: SECRET_BOX, entity_type: 'PERSON', original_text: SECRET }],
        },
      ],
    },
  ])[0]!;
const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
const xfdf = readXfdf(
  '<xfdf xmlns="http://ns.adobe.com/xfdf/"><annots><redact page="0" rect="72,700,200,712"/></annots></xfdf>',
);

type Outcome = { ok: true; value: unknown } | { ok: false; error: TaskError };
type Engine = DeviceEngine | PdfPool;

/** Each call a hostile file gets, the same on both engines. */
const CALLS: Record<string, (engine: Engine, file: HostileFile) => Promise<Outcome>> = {
  // Search reads the text as extract does; the regex time limit has a test of its own.
  extract: (engine, file) => engine.extract(file.bytes),
  redact: (engine, file) =>
    engine.redact(file.bytes, { mapping: mappingOf(file), removeImages: false, appearance }),
  // What the workspace reads of every file it opens: its own marks and its signatures.
  marks: (engine, file) => engine.existingMarks(file.bytes),
  'import marks': (engine, file) => engine.existingMarks(file.bytes, { xfdf }),
  'marked copy': (engine, file) =>
    engine.markedCopy(file.bytes, {
      mapping: mappingOf(file),
      fileName: 'hostile.pdf',
      includeText: false,
    }),
};

/** What a call came to, as the user would see it: a result, or which refusal. */
const endOf = (outcome: Outcome) => (outcome.ok ? 'answered' : outcome.error.code);

/**
 * A call stopped by the clock: on a loaded machine one engine may reach a time limit the other
 * just made, which says nothing about what either does with the file.
 */
const isTimedOut = (outcome: Outcome) =>
  !outcome.ok && ['page-time', 'file-time'].includes(outcome.error.detail ?? '');

describe('on-device mode’s engine sent the hostile files', () => {
  const files: HostileFile[] = [...hostileFiles(), existingMarks()];

  it.each(files.map((file) => [file.name, file] as const))(
    '%s: every call ends as on the server, refusals say why, and no output holds the secret',
    async (_name, file) => {
      for (const [call, run] of Object.entries(CALLS)) {
        const [onDevice, onServer] = await Promise.all([run(device, file), run(server, file)]);
        const where = `${file.name}, ${call}`;
        if (!isTimedOut(onDevice) && !isTimedOut(onServer)) {
          expect(endOf(onDevice), `${where}: ${JSON.stringify(onDevice).slice(0, 300)}`).toBe(
            endOf(onServer),
          );
        }
        if (file.released && call === 'redact') {
          expect(onDevice.ok, `${where}: ${JSON.stringify(onDevice).slice(0, 300)}`).toBe(true);
        }
        if (!onDevice.ok) {
          expect(onDevice.error.message.length, where).toBeGreaterThan(25);
          continue;
        }
        const value = onDevice.value as { bytes?: Uint8Array; report?: unknown };
        if (call === 'redact' && value.bytes) {
          expect(findWithTools(value.bytes, goneOf(file)), where).toEqual([]);
          if (file.hasPicture) expect(findInPictures(value.bytes, goneOf(file)), where).toEqual([]);
          if (file.isUnmapped) {
            expect(findOnRenderedPages(value.bytes, goneOf(file)), where).toEqual([]);
          }
        }
      }
    },
  );

  it('reads who signed a signed form alike on both, for "Also in this file"', async () => {
    const { bytes } = signedForm();
    const [onDevice, onServer] = await Promise.all([
      device.existingMarks(bytes),
      server.existingMarks(bytes),
    ]);
    expect(onDevice).toEqual(onServer);
    expect(onDevice.ok && onDevice.value.signatures).toEqual([
      { field: 'Signature1', signed_by: SECRET, page: 1 },
    ]);
  });

  it('detects in a batch of hostile files with the fast engine to its end', async () => {
    const options = {
      plan: { fast: ['PERSON', 'EMAIL_ADDRESS'] },
      threshold: 0.3,
      ignoreWords: [],
    };
    const events: string[] = [];
    // A bomb that stops at a limit, files that fool readers, and marks made elsewhere.
    const batch = files.filter((file) =>
      /^(content-bomb|cyclic-page-tree|actualtext|names-instead|font-maps|existing-marks)/.test(
        file.name,
      ),
    );
    expect(batch.length).toBeGreaterThanOrEqual(6);
    const answer = await device.detect(
      batch.map((file) => ({ name: file.name, bytes: file.bytes })),
      options,
      (event) => events.push(event.type),
      { signal: new AbortController().signal, batchId: 'hostile' },
    );
    expect(events.at(-1)).toBe('batch_completed');
    expect(answer.batch_summary.total_files).toBe(batch.length);
    for (const result of answer.file_results) {
      if (result.status === 'error') expect(result.error?.message.length).toBeGreaterThan(25);
    }
  });
});
