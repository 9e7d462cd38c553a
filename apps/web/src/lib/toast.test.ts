import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
  vi.useRealTimers();
});

describe('toast', () => {
  it('removes errors after 3 s and successes after 5 s', () => {
    toast.error('Kunne ikke lagre');
    toast.success('Lagret');
    expect(getToasts().map((item) => item.message)).toEqual(['Kunne ikke lagre', 'Lagret']);
    vi.advanceTimersByTime(2_999);
    expect(getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((item) => item.message)).toEqual(['Lagret']);
    vi.advanceTimersByTime(2_000);
    expect(getToasts()).toHaveLength(0);
  });

  it('shows the same notice once, for the time of its latest showing', () => {
    toast.success('Lagret i historikken');
    vi.advanceTimersByTime(4_000);
    toast.success('Lagret i historikken');
    toast.error('Lagret i historikken');
    expect(getToasts().map((item) => item.kind)).toEqual(['success', 'error']);
    vi.advanceTimersByTime(3_000);
    expect(getToasts().map((item) => item.kind)).toEqual(['success']);
    vi.advanceTimersByTime(2_000);
    expect(getToasts()).toHaveLength(0);
  });

  it('shows at most three notices, dropping the oldest that is not an error', () => {
    toast.error('Feil 1');
    toast.info('Info 1');
    toast.success('Lagret');
    toast.info('Info 2');
    expect(getToasts().map((item) => item.message)).toEqual(['Feil 1', 'Lagret', 'Info 2']);
    toast.error('Feil 2');
    toast.error('Feil 3');
    expect(getToasts().map((item) => item.message)).toEqual(['Feil 1', 'Feil 2', 'Feil 3']);
    toast.info('Info 3');
    expect(getToasts().map((item) => item.message)).toEqual(['Feil 2', 'Feil 3', 'Info 3']);
  });

  it('honours an explicit duration and early dismissal', () => {
    const id = toast.info('Redigering er på', 8_000);
    vi.advanceTimersByTime(7_000);
    expect(getToasts()).toHaveLength(1);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
  });
});
