import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorageMonitor, watchStorage, type StorageMonitor } from './storage-monitor';

let warnings: string[];
let monitor: StorageMonitor;
let unwatch: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  warnings = [];
  monitor = createStorageMonitor({ warn: (message) => warnings.push(message) });
  unwatch = watchStorage(localStorage, monitor);
});

afterEach(() => {
  unwatch();
  vi.useRealTimers();
});

const operations = () => monitor.entries().map((entry) => [entry.operation, entry.key]);

describe('local-storage access monitor', () => {
  it('logs each operation with its time and key, and storage keeps working', () => {
    localStorage.setItem('theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    localStorage.removeItem('theme');
    expect(localStorage.getItem('theme')).toBeNull();
    localStorage.setItem('sidebar-width', '320');
    localStorage.clear();
    expect(localStorage.length).toBe(0);
    expect(operations()).toEqual([
      ['setItem', 'theme'],
      ['getItem', 'theme'],
      ['removeItem', 'theme'],
      ['getItem', 'theme'],
      ['setItem', 'sidebar-width'],
      ['clear', null],
    ]);
    expect(monitor.entries()[0]).toEqual({
      timestamp: Date.parse('2026-03-01T12:00:00Z'),
      operation: 'setItem',
      key: 'theme',
      isSuspicious: false,
    });
    expect(JSON.stringify(monitor.entries())).not.toContain('dark');
  });

  it('leaves session storage alone', () => {
    sessionStorage.setItem('flag', '<script>');
    expect(sessionStorage.getItem('flag')).toBe('<script>');
    expect(monitor.entries()).toEqual([]);
  });

  it('keeps the newest 100 entries', () => {
    for (let index = 0; index < 150; index++) {
      localStorage.setItem(`key-${index}`, 'x');
      vi.advanceTimersByTime(25); // 40 a second, under the rate limit
    }
    const keys = monitor.entries().map((entry) => entry.key);
    expect(keys).toHaveLength(100);
    expect(keys[0]).toBe('key-50');
    expect(keys[99]).toBe('key-149');
  });

  it('logs 50 accesses per operation in a second, then one rate-limited entry, then nothing', () => {
    localStorage.setItem('language', 'nb');
    for (let index = 0; index < 80; index++) {
      expect(localStorage.getItem('language')).toBe('nb');
    }
    const reads = monitor.entries().filter((entry) => entry.operation === 'getItem');
    expect(reads).toHaveLength(51);
    expect(reads.slice(0, 50).every((entry) => entry.isRateLimited === undefined)).toBe(true);
    expect(reads[50]).toMatchObject({ operation: 'getItem', isRateLimited: true });
    expect(warnings).toEqual([]);

    // Other operations have their own allowance.
    localStorage.setItem('language', 'en');
    expect(monitor.entries().at(-1)).toMatchObject({ operation: 'setItem', key: 'language' });

    vi.advanceTimersByTime(999);
    localStorage.getItem('language');
    expect(monitor.entries().filter((entry) => entry.operation === 'getItem')).toHaveLength(51);
    vi.advanceTimersByTime(1);
    localStorage.getItem('language');
    expect(monitor.entries().filter((entry) => entry.operation === 'getItem')).toHaveLength(52);
    expect(monitor.entries().at(-1)?.isRateLimited).toBeUndefined();
  });

  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT src="https://evil.example/x.js">',
    'javascript:alert(1)',
    '<img src=x onerror=alert(1)>',
    'eval(atob("YWxlcnQoMSk="))',
    'data:text/html;base64,PHNjcmlwdD4=',
  ])('flags a script-like write (%s) with a stack trace and a warning', (value) => {
    localStorage.setItem('notes', value);
    expect(localStorage.getItem('notes')).toBe(value);
    const [write] = monitor.entries();
    expect(write).toMatchObject({ operation: 'setItem', key: 'notes', isSuspicious: true });
    expect(write?.stack).toEqual(expect.any(String));
    expect(warnings).toEqual(['Security: script-like content written to localStorage key "notes"']);
  });

  it('does not flag trusted keys, reads, or ordinary values of the app', () => {
    for (const key of ['auth_state', 'auth_state_timestamp', 'theme', 'language', 'settings']) {
      localStorage.setItem(key, '<script>alert(1)</script>');
    }
    localStorage.getItem('<script>');
    localStorage.setItem('user:organization', '3f1c9f6e-2b7d-4c1a-9a55-0d3f2c1b7e10');
    localStorage.setItem('redaction-appearance', '{"mode":"fill","text":"[REDACTED]"}');
    localStorage.setItem('sidebar-collapsed', 'false');
    localStorage.setItem('query', 'session_id=4&condition=on');
    expect(monitor.entries().some((entry) => entry.isSuspicious)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('flags a script-like write past the rate limit, so a flood cannot hide it', () => {
    for (let index = 0; index < 60; index++) localStorage.setItem('filler', String(index));
    localStorage.setItem('notes', '<script>steal()</script>');
    expect(monitor.entries().at(-1)).toMatchObject({ key: 'notes', isSuspicious: true });
  });

  it('never breaks storage when the log itself fails', () => {
    unwatch();
    const broken = createStorageMonitor();
    broken.record = () => {
      throw new Error('log failed');
    };
    unwatch = watchStorage(localStorage, broken);
    localStorage.setItem('theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('puts the original methods back when it stops', () => {
    unwatch();
    localStorage.setItem('theme', 'light');
    expect(monitor.entries()).toEqual([]);
    unwatch = () => {};
  });
});
