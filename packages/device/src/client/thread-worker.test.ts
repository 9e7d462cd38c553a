import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeEngineFiles, NodeThreadWorker } from '../test/node-thread-worker';
import { DeviceEngine } from './device-engine';

const CORPUS = path.resolve(import.meta.dirname, '../../../../../shared/corpus');
const LETTER = 'pdfs-real/letter_nb_skatteetaten-kvittering-mva_person-orgnr.pdf';

const engine = new DeviceEngine({
  files: nodeEngineFiles(),
  threads: 1,
  startWorker: () => new NodeThreadWorker(),
});
afterAll(() => engine.close());

describe('the engine worker’s own file, run in a thread as a browser runs it', () => {
  it('starts, reads a letter, and ends a catastrophic pattern at two seconds, then goes on', async () => {
    await engine.start();
    const bytes = new Uint8Array(await readFile(path.join(CORPUS, LETTER)));
    const read = await engine.extract(bytes);
    expect(read.ok && read.value.pages[0]!.text).toContain('Skatteetaten');

    const started = performance.now();
    const stuck = await engine.search(bytes, {
      terms: ['(\\w+\\s?)+$!'],
      caseSensitive: false,
      regex: true,
      wholeWord: false,
    });
    expect(stuck).toMatchObject({ ok: false, error: { code: 'RegexTimeoutError' } });
    expect(performance.now() - started).toBeLessThan(15_000);

    const again = await engine.search(bytes, {
      terms: ['Skatteetaten'],
      caseSensitive: false,
      regex: false,
      wholeWord: true,
    });
    expect(again.ok && again.value.pages.some((page) => page.matches.length > 0)).toBe(true);
  }, 60_000);
});
