import { test as base, expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../server';

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Saves a screenshot under e2e/screenshots for a person to look at: the whole page, or just the
 * viewport for screens such as the workspace that fill the window themselves.
 */
export async function snapshot(page: Page, name: string, fullPage = true) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * A stable loopback address per test, so per-address limits (sign-ups) count each test alone;
 * loopback, because the dev mailbox answers only local callers.
 */
function testAddress(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `127.${hash[0]}.${hash[1]}.${hash[2]}`;
}

/**
 * Every test fails if the page reports a CSP violation or an uncaught error. Each test's
 * browser calls arrive from an address of its own (the test server trusts the proxy header).
 */
/** The page's "leave this page?" questions: how many were asked, and how the next is answered. */
export interface LeaveQuestions {
  asked: number;
  answer: 'stay' | 'leave';
}

export const test = base.extend<
  { pageProblems: string[]; leaveQuestions: LeaveQuestions },
  { server: TestServer }
>({
  // A server of this worker's own: tests that run at the same time in other workers never see
  // its accounts, mail, limits, log or PDF threads. Helpers that are not fixtures read where it
  // is from the environment.
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startTestServer();
      process.env.E2E_BASE_URL = server.baseUrl;
      process.env.E2E_SERVER_LOG = server.logFile;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': testAddress(testInfo.testId) });
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
  // A reload with files open asks first (as the app does for users); tests leave unless they
  // say otherwise. Other dialogs are dismissed, as Playwright does when nobody listens.
  leaveQuestions: [
    async ({ page }, use) => {
      const questions: LeaveQuestions = { asked: 0, answer: 'leave' };
      page.on('dialog', async (dialog) => {
        if (dialog.type() !== 'beforeunload') return dialog.dismiss();
        questions.asked += 1;
        return questions.answer === 'leave' ? dialog.accept() : dialog.dismiss();
      });
      await use(questions);
    },
    { auto: true },
  ],
});

export { expect };
