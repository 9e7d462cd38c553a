import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOffice } from './find-office';

/** A PATH with LibreOffice and unshare on it, and no bubblewrap. */
const folder = mkdtempSync(path.join(tmpdir(), 'wb-no-bwrap-'));
for (const program of ['soffice', 'unshare']) {
  symlinkSync(`/usr/bin/${program}`, path.join(folder, program));
}
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('where LibreOffice may run', () => {
  it('seals LibreOffice in where bubblewrap runs (the tests need it: see .ci/run)', () => {
    expect(findOffice({ PATH: process.env.PATH }).status).toMatchObject({
      available: true,
      sandbox: 'sealed',
    });
  });

  it('turns Office conversion off without the sandbox, and says how to get it or opt out', () => {
    const { status, commands } = findOffice({ PATH: folder });
    expect(commands).toBeNull();
    expect(status).toMatchObject({ available: false, sandbox: 'none' });
    expect(status.detail).toContain('its sandbox (bubblewrap) cannot run here');
    expect(status.install).toContain('apt-get install bubblewrap');
    expect(status.install).toContain('OFFICE_SANDBOX=off');
  });

  it('converts without the sandbox only when the operator opts out, and says what that means', () => {
    const { status, commands } = findOffice({ PATH: folder, OFFICE_SANDBOX: 'off' });
    expect(commands?.sandbox).toBe('network_only');
    expect(status.detail).toContain('can read what the server can');
  });
});
