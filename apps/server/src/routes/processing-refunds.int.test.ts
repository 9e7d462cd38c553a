import { randomUUID } from 'node:crypto';
import { PDF_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processingRuns, serverInstances } from '../db/schema';
import { createProcessingRunsRepository } from '../repositories/processing-runs.repository';
import { createRunSettlement, RUN_ABANDONED_AFTER_MS } from '../services/run-settlement';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { deepForms, SECRET, SECRET_BOX } from '../test/hostile-pdfs';
import { corpusFile, files, multipart } from '../test/multipart';
import { databaseTargets } from '../test/test-databases';

let testApp: TestApp;

const twoPages = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');
const manual = corpusFile('text-report_134-pages_reportlab-userguide.pdf');
const scan = corpusFile('scanned_image-only_book-page_public-domain.pdf');

interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function post(client: ApiClient, url: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return client.post(url, body.payload, { headers: body.headers });
}

/** A box over the top-left of every page: slow enough to still run when a worker is ended. */
function everyPage(pages: number) {
  return JSON.stringify([
    {
      pages: Array.from({ length: pages }, (_, index) => ({
        page: index + 1,
        sensitive: Array.from({ length: 30 }, (_, row) => ({
          bbox: { x0: 40, y0: 40 + row * 20, x1: 300, y1: 52 + row * 20 },
          entity_type: 'T',
          original_text: '',
        })),
      })),
    },
  ]);
}

const newSubscriber = async (name: string) => {
  const user = await newSignedInUser(testApp.app, name);
  const subscription = await subscribe(testApp.database, user.id, 'business_monthly');
  return { ...user, subscription };
};

describe.each(databaseTargets())('charges only for work delivered, on $name', (target) => {
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  it('gives the pages back when a worker dies in the middle of a redaction', async () => {
    const { client, subscription } = await newSubscriber('crashed');
    const answer = post(client, PDF_PATHS.redact, [
      ...files(manual),
      { name: 'redaction_mappings', value: everyPage(134) },
    ]);
    // Generous waits: under a loaded CI machine the upload alone can take seconds.
    const patiently = { timeout: 20_000 };
    await expect.poll(() => pagesUsed(testApp.database, subscription.id), patiently).toBe(134);
    await expect.poll(() => testApp.app.pdfPool.busyThreads().length, patiently).toBeGreaterThan(0);
    await Promise.all(testApp.app.pdfPool.busyThreads().map((thread) => thread.terminate()));
    const failed = await answer;
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({
      error: { details: { file_error: 'PROCESSING_FAILED' } },
    });
    await expect.poll(() => pagesUsed(testApp.database, subscription.id), patiently).toBe(0);
    const runs = await testApp.database.db
      .select()
      .from(processingRuns)
      .where(eq(processingRuns.subscriptionId, subscription.id));
    expect(runs).toEqual([]);
    // The pool replaced the worker: the next redaction works.
    const next = await post(client, PDF_PATHS.redact, [
      ...files(twoPages),
      { name: 'redaction_mappings', value: everyPage(1) },
    ]);
    expect(next.statusCode).toBe(200);
  }, 60_000);

  it('keeps the pages of the files it delivered and gives back those of files that failed', async () => {
    const { client, subscription } = await newSubscriber('mixed');
    const hostile = deepForms();
    const mapping = {
      pages: [
        { page: 1, sensitive: [{ bbox: SECRET_BOX, entity_type: 'T', original_text: SECRET }] },
      ],
    };
    const corner = {
      pages: [
        {
          page: 1,
          sensitive: [
            { bbox: { x0: 560, y0: 770, x1: 590, y1: 785 }, entity_type: 'T', original_text: '' },
          ],
        },
      ],
    };
    const answer = await post(client, PDF_PATHS.redact, [
      ...files(twoPages, { name: hostile.name, bytes: hostile.bytes }),
      { name: 'redaction_mappings', value: JSON.stringify([corner, mapping]) },
    ]);
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    await expect.poll(() => pagesUsed(testApp.database, subscription.id)).toBe(2);
  });

  it('refuses a redaction its check can still read, names the place, and gives the pages back', async () => {
    const { client, subscription } = await newSubscriber('refused');
    const extracted = await post(client, PDF_PATHS.extract, files(scan));
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(1);
    const { words } = extracted.json<{ data: { pages: { words: Word[] }[] } }>().data.pages[0]!;
    const long = words.find((word) => word.text === 'scrouched')!;
    // A box that misses the end of the word, as a scan's misplaced box would: OCR of the
    // redacted page still reads the rest of it.
    const bbox = { ...long, x1: long.x0 + (long.x1 - long.x0) / 3 };
    const sensitive = [{ bbox, entity_type: 'T', original_text: long.text }];
    const answer = await post(client, PDF_PATHS.redact, [
      ...files(scan),
      { name: 'redaction_mappings', value: JSON.stringify([{ pages: [{ page: 1, sensitive }] }]) },
    ]);
    expect(answer.statusCode).toBe(422);
    const { error } = answer.json<{
      error: { message: string; details: Record<string, unknown> };
    }>();
    expect(error.message).toContain('still readable in the scanned image');
    expect(error.details).toMatchObject({
      file_error: 'VERIFICATION_FAILED',
      residues: [{ page: 1, place: 'scanned image', masked: expect.stringMatching(/^.·+$/u) }],
    });
    expect(answer.body).not.toContain(long.text.slice(3));
    await expect.poll(() => pagesUsed(testApp.database, subscription.id)).toBe(1);
  }, 60_000);

  it('meters reading words: every page of an extraction, one page a file for find-words', async () => {
    const { client, subscription } = await newSubscriber('reader');
    expect((await post(client, PDF_PATHS.extract, files(twoPages))).statusCode).toBe(200);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);
    const found = await post(client, PDF_PATHS.findWords, [
      ...files(twoPages, manual),
      { name: 'page', value: '1' },
      { name: 'bbox', value: JSON.stringify({ x0: 0, y0: 0, x1: 300, y1: 300 }) },
    ]);
    expect(found.statusCode).toBe(200);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(4);
  });

  it('settles the runs of servers that stopped, and leaves those of live servers alone', async () => {
    const { id, subscription } = await newSubscriber('abandoned');
    const { db } = testApp.database;
    const runs = createProcessingRunsRepository(db);
    const now = new Date();
    const silent = randomUUID();
    const live = randomUUID();
    await runs.recordInstance(silent, new Date(now.getTime() - RUN_ABANDONED_AFTER_MS - 60_000));
    await runs.recordInstance(live, now);
    for (const [instanceId, pages] of [
      [silent, 7],
      [live, 5],
      [randomUUID(), 3],
    ] as const) {
      await runs.insert({
        userId: id,
        subscriptionId: subscription.id,
        freeMonth: null,
        pages,
        instanceId,
      });
    }
    await testApp.database.db.execute(
      `update subscriptions set pages_used = 15 where id = '${subscription.id}'`,
    );
    const settlement = createRunSettlement(db, { instanceId: randomUUID(), isExclusive: false });
    expect(await settlement.sweep()).toBe(10);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(5);
    const left = await db.select().from(processingRuns).where(eq(processingRuns.userId, id));
    expect(left.map((run) => run.instanceId)).toEqual([live]);
    // At a clean stop a server gives back its own unfinished runs and its record goes.
    const own = createRunSettlement(db, { instanceId: live, isExclusive: false });
    expect(await own.stop()).toBe(5);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
    const instances = await db.select().from(serverInstances).where(eq(serverInstances.id, live));
    expect(instances).toEqual([]);
  });
});
