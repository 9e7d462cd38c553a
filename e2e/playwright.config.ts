import { defineConfig } from '@playwright/test';

/** Debian's Chromium; never a downloaded browser (this machine cannot download one). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  // Two workers, each with a server of its own (tests/fixtures.ts); a file's tests run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Two servers and two browsers share two cores: a first render or a large page can take
  // longer than Playwright's 5 s on a loaded machine.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
