import { afterEach, describe, expect, it, vi } from 'vitest';
import { getThemePreference, setThemePreference, startTheme } from './theme';

type Listener = (event: MediaQueryListEvent) => void;

function fakeColorScheme(initiallyDark: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    setDark(isDark: boolean) {
      media.matches = isDark;
      for (const listener of listeners) listener({ matches: isDark } as MediaQueryListEvent);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('defaults to system and follows the OS colour scheme live', () => {
    const os = fakeColorScheme(false);
    const stop = startTheme();
    expect(getThemePreference()).toBe('system');
    expect(document.documentElement.dataset.theme).toBe('light');
    os.setDark(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });

  it('keeps an explicit choice when the OS changes, and remembers it', () => {
    const os = fakeColorScheme(false);
    const stop = startTheme();
    setThemePreference('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    os.setDark(false);
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemePreference('light');
    os.setDark(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });

  it('reads the stored choice at start and ignores junk', () => {
    fakeColorScheme(true);
    localStorage.setItem('theme', 'light');
    startTheme()();
    expect(document.documentElement.dataset.theme).toBe('light');
    localStorage.setItem('theme', '<script>');
    startTheme()();
    expect(getThemePreference()).toBe('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
