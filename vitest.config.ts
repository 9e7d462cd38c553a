import { defineConfig } from 'vitest/config';

/**
 * What an attacker or a careless client can send (`npm run test:hostile`): hostile files, heavy
 * load from one user, bursts of reset links from one address, broken and stalled bodies.
 */
const HOSTILE = [
  'apps/server/src/hostile-pdfs.int.test.ts',
  'apps/server/src/hostile-device.int.test.ts',
  'apps/server/src/heavy-load.int.test.ts',
  'apps/server/src/routes/email-link-limits.int.test.ts',
  'apps/server/src/routes/malformed-bodies.int.test.ts',
];

const DATABASE_TEMPLATES = 'apps/server/src/test/database-templates.global-setup.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on the 2-core CI machine); the main
    // process mostly waits on the workers, so using every core runs the suites ~1.5x faster.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            // The Vite plugin of on-device mode's files (Node code of the web build).
            'packages/device/build/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            // What the corpus bench prints (it must never show a held-out document's strings).
            'apps/server/bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/*.built.test.ts', '**/node_modules/**'],
          // Speed is the benchmarks' to judge: a test that runs PDF workers or the tagger over
          // long inputs may take several seconds on a busy 2-core machine, and is not timed.
          testTimeout: 30_000,
          // The engines' tests import their modules directly, not the packages' entries that give
          // them Node's host (the tagger's model files, the regex time limit).
          setupFiles: ['packages/detect/src/node-host.ts', 'packages/pdf/src/node-host.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          exclude: [...HOSTILE, '**/node_modules/**'],
          // One migrated and seeded database of each kind that test apps open copies of.
          globalSetup: [DATABASE_TEMPLATES],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Measures a real server's responsiveness and memory under hostile files and heavy load:
        // run on its own (`npm run test:hostile`), one file at a time, so nothing else takes
        // their CPU away or shows in their memory figures.
        test: {
          name: 'hostile',
          environment: 'node',
          include: HOSTILE,
          globalSetup: [DATABASE_TEMPLATES],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The shipped server (`apps/server/dist`, after `npm run build`) as a user runs it: paths
        // where the bundle differs from the sources (Office conversion, message formats).
        test: {
          name: 'built',
          environment: 'node',
          include: ['apps/server/src/**/*.built.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      // The engine's unit tests again, in headless Chromium (issue 54, decision 0056).
      'vitest.engine-browser.config.ts',
    ],
  },
});
