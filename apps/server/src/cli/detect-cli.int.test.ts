import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ADDRESSES = 1500;
const run = promisify(execFile);

describe('npm run detect', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'detect-cli-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes every line before it exits, also into a pipe whose reader is slow', async () => {
    const text = Array.from(
      { length: ADDRESSES },
      (_, index) => `Write to person${index}@example.org about the case.`,
    ).join('\n');
    const input = path.join(folder, 'addresses.txt');
    const output = path.join(folder, 'lines.jsonl');
    writeFileSync(input, text);

    // As `npm run detect -- file | jq`, with a reader that takes its time: the pipe fills at
    // 64 KB and the rest waits in the process until the reader comes.
    const command = `"${process.execPath}" --import tsx apps/server/src/cli/detect-cli.ts "${input}" | (sleep 3; cat > "${output}")`;
    await run('sh', ['-c', command], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } });

    const written = readFileSync(output, 'utf8');
    expect(written.length).toBeGreaterThan(64 * 1024);
    const emails = written
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { entity_type: string; text: string })
      .filter((span) => span.entity_type === 'EMAIL_ADDRESS');
    expect(emails).toHaveLength(ADDRESSES);
    expect(emails.at(-1)?.text).toBe(`person${ADDRESSES - 1}@example.org`);
  }, 120_000);
});
