import { describe, expect, it } from 'vitest';
import { truncateKeepingExtension, truncateName } from './truncate';
import { TRUNCATE } from './workspace-constants';

describe('truncateName', () => {
  it('keeps names up to the limit and cuts longer ones to limit − 3 plus an ellipsis', () => {
    const exact = 'a'.repeat(TRUNCATE.filePanel);
    expect(truncateName(exact, TRUNCATE.filePanel)).toBe(exact);
    const long = `${'b'.repeat(TRUNCATE.filePanel)}.pdf`;
    expect(truncateName(long, TRUNCATE.filePanel)).toBe(`${'b'.repeat(29)}...`);
    expect(truncateName('x'.repeat(25), TRUNCATE.thumbnailTitle)).toBe(`${'x'.repeat(21)}...`);
    expect(truncateName('y'.repeat(26), TRUNCATE.previewName)).toHaveLength(25);
  });
});

describe('truncateKeepingExtension', () => {
  it('shortens to about the limit and keeps the extension', () => {
    const short = truncateKeepingExtension('a-very-long-report-name-2024.pdf', TRUNCATE.statusFile);
    expect(short).toHaveLength(TRUNCATE.statusFile);
    expect(short.endsWith('….pdf')).toBe(true);
    expect(truncateKeepingExtension('short.pdf', TRUNCATE.statusFile)).toBe('short.pdf');
  });
});
