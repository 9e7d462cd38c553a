import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPartialResults, PARTIAL_FOLDER } from './partial-results';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function outDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'wb-partial-'));
  folders.push(folder);
  return folder;
}

describe('partial results', () => {
  it('keeps a file’s answers until it is done, then leaves nothing behind', async () => {
    const out = outDir();
    const partial = createPartialResults(out, { search: { terms: ['Kari'] } });
    await partial.save('abc', 'detect', [{ page: 1, sensitive: [] }]);
    await partial.save('abc', 'search', [{ page: 2, matches: [] }]);
    expect(await partial.load('abc', 'detect')).toEqual([{ page: 1, sensitive: [] }]);
    expect(await partial.load('abc', 'search')).toEqual([{ page: 2, matches: [] }]);
    expect(await partial.load('other', 'detect')).toBeUndefined();
    await partial.clear('abc');
    expect(await partial.load('abc', 'detect')).toBeUndefined();
    await partial.tidy();
    expect(existsSync(path.join(out, PARTIAL_FOLDER))).toBe(false);
  });

  it('does not give answers found under other rules', async () => {
    const out = outDir();
    await createPartialResults(out, { search: { terms: ['Kari'] } }).save('abc', 'search', []);
    const changed = createPartialResults(out, { search: { terms: ['Ola'] } });
    expect(await changed.load('abc', 'search')).toBeUndefined();
    // A folder still holding a file's answers is kept.
    await changed.tidy();
    expect(existsSync(path.join(out, PARTIAL_FOLDER))).toBe(true);
  });
});
