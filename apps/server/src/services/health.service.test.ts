import { describe, expect, it } from 'vitest';
import { createHealthService } from './health.service';

const engines = () => ({
  fast: { state: 'ready' as const },
  standard: { state: 'not_installed' as const, detail: 'Set GLINER_MODEL_DIR' },
  advanced: { state: 'not_configured' as const, detail: 'Set LLM_BASE_URL and LLM_MODEL' },
});

const OFFICE_SET_UP = 'Install LibreOffice without its desktop parts';
const converters = () => ({
  office: {
    state: 'not_installed' as const,
    detail: OFFICE_SET_UP,
    sandbox: 'none' as const,
    fonts_missing: null,
  },
});

describe('health service', () => {
  it('reports ok when the database answers', async () => {
    const service = createHealthService({
      ping: async () => {},
      version: '1.2.3',
      engines,
      converters,
    });
    expect(await service.check()).toMatchObject({
      status: 'ok',
      database: 'ok',
      version: '1.2.3',
      engines: engines(),
      converters: converters(),
    });
  });

  it('reports degraded when the database fails or hangs', async () => {
    const failing = createHealthService({
      ping: async () => {
        throw new Error('connection refused');
      },
      version: '1.2.3',
      engines,
      converters,
    });
    expect(await failing.check()).toMatchObject({ status: 'degraded', database: 'error' });
    const hanging = createHealthService({
      ping: () => new Promise(() => {}),
      version: '1.2.3',
      engines,
      converters,
    });
    expect(await hanging.check()).toMatchObject({ status: 'degraded', database: 'error' });
  }, 5_000);
});
