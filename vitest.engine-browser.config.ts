import { playwright } from '@vitest/browser-playwright';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';
import { defineProject } from 'vitest/config';

/** Debian's Chromium; never a downloaded browser (CI cannot download one). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The shared test PDFs (`../shared/corpus`), which the tests read through `readFixture`. */
const CORPUS = fileURLToPath(new URL('../shared/corpus', import.meta.url));

/**
 * The engine's unit tests in headless Chromium (issue 54, decision 0056): the same test files
 * as the `unit` project, for the code a redaction and the fast detector need in a browser's
 * worker. Files that compare with Node itself (zlib, Buffer, node:vm) stay in `unit` only.
 */
export default defineProject({
  optimizeDeps: {
    // MuPDF finds its .wasm beside its module (`new URL(…, import.meta.url)`): served as it is,
    // not pre-bundled into Vite's dependency cache, where the file would not be.
    exclude: ['mupdf'],
    // Bundled before the run, not when a test first imports one: a dependency found late
    // reloads the page under the running tests.
    include: [
      '@noble/hashes/sha2.js',
      'asn1js',
      'clipper2-ts',
      '@noble/hashes/sha3.js',
      '@noble/hashes/utils.js',
      '@scure/base',
      'fast-xml-parser',
      'fflate',
      'ibantools',
      'ipaddr.js',
      'libphonenumber-js/max',
      'zod',
    ],
  },
  server: { fs: { allow: [searchForWorkspaceRoot(ROOT), CORPUS] } },
  test: {
    name: 'engine-browser',
    include: [
      'packages/pdf/src/{bytes,budget,content,engine,marks,rebuild,redact,search,text-model,verify}/**/*.test.ts',
      'packages/detect/src/{fast,ner,layout,hybrid}/**/*.test.ts',
      'packages/detect/src/{fast-engine,threshold,yield-to-host,browser-host}.test.ts',
    ],
    exclude: [
      'packages/pdf/src/bytes/crc32.test.ts',
      'packages/pdf/src/verify/lenient-inflate.test.ts',
      'packages/pdf/src/search/guarded-regex.test.ts',
      'packages/detect/src/ner/{model-loader,word-scores}.test.ts',
    ],
    // Not the timing tests (linear time, "stays fast"): they measure the code's complexity, which
    // `unit` checks, and in Chromium their margins went under on a loaded machine (a coarser
    // clock, a renderer sharing the cores with the test server).
    testNamePattern: /^(?!.*(in linear time|stays linear|stays fast|well under a second))/,
    setupFiles: [
      'packages/pdf/src/test/browser-setup.ts',
      'packages/detect/src/test/browser-setup.ts',
    ],
    // One page for all files: MuPDF's WASM and the tagger's model load once, not per file (the
    // project takes half the time). The files leave no state behind that another reads.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      // What Vitest's own commands lack: a folder's names (packages/pdf/src/test/fixtures.ts).
      commands: {
        listFixtures: ({ project }, pathFromRoot: string) =>
          readdir(path.resolve(project.config.root, pathFromRoot)),
      },
      screenshotFailures: false,
    },
  },
});
