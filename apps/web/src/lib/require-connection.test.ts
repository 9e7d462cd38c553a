import { afterEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from './i18n';
import { requireConnection } from './require-connection';
import { getToasts } from './toast';

startI18n();

afterEach(() => vi.restoreAllMocks());

describe('requireConnection', () => {
  it('lets work go on while online, without a notice', () => {
    expect(requireConnection()).toBe(true);
    expect(getToasts()).toEqual([]);
  });

  it('refuses offline with one notice, however many actions ask', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(requireConnection()).toBe(false);
    expect(requireConnection()).toBe(false);
    expect(getToasts().map((toast) => [toast.kind, toast.message])).toEqual([
      [
        'error',
        'You are offline. This needs a connection to the server; try again when you are back online.',
      ],
    ]);
  });
});
