import { BILLING_PATHS, DETECT_PATH } from '@workbench/contracts';
import { createFastEngine, type Engine } from '@workbench/detect';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOPPING_MESSAGE } from '../app';
import { createEngines } from '../detect/engines';
import type { ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { signedInUser } from '../test/settings';

const REPORT_PAGES = 134;
let pagesDetected = 0;
let testApp: TestApp;
let client: ApiClient;
let origin: string;

beforeAll(async () => {
  const fast = createFastEngine();
  const counting: Engine = {
    name: 'fast',
    status: () => fast.status(),
    detect: (request) => {
      pagesDetected++;
      return fast.detect(request);
    },
  };
  const engines = createEngines({
    glinerModelDir: undefined,
    llm: { baseUrl: undefined, model: undefined, apiKey: undefined },
  });
  testApp = await buildTestApp(
    undefined,
    undefined,
    {},
    {
      ...engines,
      byName: new Map([['fast', counting]]),
    },
  );
  client = await signedInUser(testApp, 'canceller', true);
  await client.get('/api/auth/csrf');
  origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.close());

/** A streamed fast detection of the 134-page report, as the signed-in browser sends it. */
function startReportDetection(signal?: AbortSignal) {
  const body = multipart([
    ...files(corpusFile('text-report_134-pages_reportlab-userguide.pdf')),
    { name: 'requested_entities', value: JSON.stringify(['ALL_FAST']) },
  ]);
  return fetch(`${origin}${DETECT_PATH}?stream=true`, {
    method: 'POST',
    body: body.payload,
    headers: {
      ...body.headers,
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': client.cookies.get('csrf_token')!,
    },
    signal,
  });
}

describe('a detection stream whose client goes away', () => {
  it('stops working on the remaining pages', async () => {
    const controller = new AbortController();
    const response = await startReportDetection(controller.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: page_completed')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    await sleep(300);
    const afterAbort = pagesDetected;
    await sleep(700);
    expect(pagesDetected).toBe(afterAbort);
    expect(pagesDetected).toBeLessThan(REPORT_PAGES);
  });
});

describe('a detection stream still running when the server must stop', () => {
  it('ends with an event saying so, stops working, and gives the pages back', async () => {
    const usage = async () =>
      (await client.get(BILLING_PATHS.usage)).json<{ data: { pages_used: number } }>().data
        .pages_used;
    const before = await usage();
    const response = await startReportDetection();
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: page_completed')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    expect(await usage()).toBe(before + REPORT_PAGES);
    testApp.app.endStreams();
    // The rest of the stream, up to the cut.
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    const events = text.split('\n\n').filter((block) => block.startsWith('event: '));
    expect(events.at(-1)).toBe(
      `event: error\ndata: ${JSON.stringify({ type: 'error', error_message: STOPPING_MESSAGE, code: 'SERVICE_UNAVAILABLE' })}`,
    );
    const afterEnd = pagesDetected;
    await sleep(700);
    expect(pagesDetected - afterEnd).toBeLessThanOrEqual(1);
    await expect.poll(usage, { timeout: 5_000 }).toBe(before);
  });
});
