import { describe, expect, it } from 'vitest';
import en from './en.json';
import nb from './nb.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** The app's source, read as text by Vite (tests excluded). */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Keys written literally as t('…') in the app's source. */
function usedKeys(): string[] {
  const keys = Object.values(SOURCES).flatMap((text) =>
    [...text.matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)].map((match) => match[1]!),
  );
  return [...new Set(keys)];
}

describe('translations', () => {
  const english = new Set(keysOf(en));
  const norwegian = new Set(keysOf(nb));
  const has = (keys: Set<string>, key: string) =>
    keys.has(key) ||
    keys.has(`${key}_one`) ||
    [...keys].some((known) => known.startsWith(`${key}.`));

  it('has every key in both languages', () => {
    expect([...english].filter((key) => !norwegian.has(key))).toEqual([]);
    expect([...norwegian].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has a text for every key the source names', () => {
    const missing = usedKeys().filter((key) => !has(english, key) || !has(norwegian, key));
    expect(missing).toEqual([]);
  });
});
