import { DETECT_PATH } from '@workbench/contracts';
import { createFastEngine, type Engine } from '@workbench/detect';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a detection stream whose client goes away', () => {
  it('stops working on the remaining pages', async () => {
    const body = multipart([
      ...files(corpusFile('text-report_134-pages_reportlab-userguide.pdf')),
      { name: 'requested_entities', value: JSON.stringify(['ALL_FAST']) },
    ]);
    const controller = new AbortController();
    const response = await fetch(`${origin}${DETECT_PATH}?stream=true`, {
      method: 'POST',
      body: body.payload,
      headers: {
        ...body.headers,
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrf-token': client.cookies.get('csrf_token')!,
      },
      signal: controller.signal,
    });
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
