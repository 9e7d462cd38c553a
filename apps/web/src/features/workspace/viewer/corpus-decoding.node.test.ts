// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Pdfjs from 'pdfjs-dist';
import type { PDFPageProxy } from 'pdfjs-dist';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFJS_ASSETS } from './pdfjs-assets';

/**
 * Every real PDF we keep outside the repo goes through pdf.js's worker code with the data files
 * the app ships (pdfjs-assets.ts), as the viewer does: its images decoded, its fonts and CMaps
 * loaded. pdf.js does not throw when a decoder or a CMap is missing; it warns and draws nothing
 * there (a white scan), so the test reads its warnings.
 */
const CORPUS = fileURLToPath(new URL('../../../../../../../shared/corpus/', import.meta.url));
const FOLDERS = ['pdfs-real', 'pdfs'].map((folder) => join(CORPUS, folder));
/** Enough to reach every image of the scans; long books repeat their first pages' resources. */
const PAGES_PER_FILE = 20;
/** What pdf.js says when it lacks one of the app's data files or cannot decode an image. */
const MISSING_OR_UNDECODED =
  /wasmUrl|cMapUrl|standardFontDataUrl|iccUrl|JBig2|JPX|CCITT|Unable to decode|Error during font loading|fetchStandardFontData|ignoring errors during/i;

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const shippedOptions = Object.fromEntries(
  PDFJS_ASSETS.map(({ option, dir }) => [option, `${join(pdfjsRoot, dir)}/`]),
);

let pdfjs: typeof Pdfjs;

/** Two built-ins pdf.js 6 uses that browsers have and Node 20 lacks. */
function addMissingBuiltIns() {
  if (!('withResolvers' in Promise)) {
    Object.defineProperty(Promise, 'withResolvers', {
      value: () => {
        const settle: { resolve?: unknown; reject?: unknown } = {};
        const promise = new Promise((resolve, reject) =>
          Object.assign(settle, { resolve, reject }),
        );
        return { promise, ...settle };
      },
    });
  }
  if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
    Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
      value(this: ArrayBuffer, length = this.byteLength) {
        const copy = new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy;
      },
    });
  }
}

beforeAll(async () => {
  addMissingBuiltIns();
  pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
});

/**
 * Waits for the page's images: the worker decodes them after the drawing is listed and sends
 * each when done, so a decoder's failure is only said by then.
 */
async function imagesDecoded(
  page: PDFPageProxy,
  { fnArray, argsArray }: { fnArray: number[]; argsArray: unknown[][] },
) {
  const { OPS } = pdfjs;
  const painting = new Set<number>([OPS.paintImageXObject, OPS.paintImageXObjectRepeat]);
  const ids = fnArray.flatMap((fn, index) =>
    painting.has(fn) ? [String(argsArray[index]![0])] : [],
  );
  type Objects = { get: (id: string, resolve: (data: unknown) => void) => void };
  const { objs, commonObjs } = page as unknown as { objs: Objects; commonObjs: Objects };
  await Promise.all(
    ids.map(
      (id) => new Promise((resolve) => (id.startsWith('g_') ? commonObjs : objs).get(id, resolve)),
    ),
  );
}

/** pdf.js's warnings while it builds the drawing of the file's first pages. */
async function warningsOf(file: string, options: Record<string, unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const { log, warn, error: logError } = console;
  console.log =
    console.warn =
    console.error =
      (...args: unknown[]) => void warnings.push(args.join(' '));
  const task = pdfjs.getDocument({
    data: new Uint8Array(readFileSync(file)),
    verbosity: pdfjs.VerbosityLevel.WARNINGS,
    ...options,
  });
  try {
    const doc = await task.promise;
    for (let number = 1; number <= Math.min(doc.numPages, PAGES_PER_FILE); number++) {
      const page = await doc.getPage(number);
      await imagesDecoded(page, await page.getOperatorList());
      page.cleanup();
    }
  } catch (error) {
    // Corrupt and password-protected files are refused before the viewer draws anything.
    if (!/Invalid PDF|password/i.test(String(error))) throw error;
  } finally {
    console.log = log;
    console.warn = warn;
    console.error = logError;
    await task.destroy();
  }
  return warnings.filter((warning) => MISSING_OR_UNDECODED.test(warning));
}

const corpusFiles = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => join(folder, name)),
);

describe('pdf.js with the app’s data files', () => {
  // First: pdf.js keeps a decoder it has loaded for the rest of the process.
  it('needs them: without the files the scans’ images and CJK fonts fail', async () => {
    const scan = join(CORPUS, 'pdfs-real/scanned_en-wikipedia-printout_ccitt-g4_no-text-layer.pdf');
    const cjk = join(
      CORPUS,
      'pdfs-real/acroform_jp-jlpt-application_values-repeated-on-6-pages_cjk.pdf',
    );
    expect((await warningsOf(scan, {})).join('\n')).toMatch(/wasmUrl[^]*Unable to decode image/);
    expect((await warningsOf(cjk, {})).join('\n')).toMatch(/cMapUrl/);
  }, 60_000);

  it('decodes every image and loads every font and CMap of the corpus', async () => {
    expect(corpusFiles.length).toBeGreaterThan(60);
    const failures: Record<string, string[]> = {};
    for (const file of corpusFiles) {
      const warnings = await warningsOf(file, shippedOptions);
      if (warnings.length > 0) failures[file.slice(CORPUS.length)] = warnings.slice(0, 2);
    }
    expect(failures).toEqual({});
  }, 180_000);
});
