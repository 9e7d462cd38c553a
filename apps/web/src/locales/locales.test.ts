import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import nb from './nb.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Keys written literally as t('…') in the app's source. */
function usedKeys(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const keys = sourceFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)].map((match) => match[1]!),
  );
  return [...new Set(keys)];
}

describe('translations', () => {
  const english = new Set(keysOf(en as Tree));
  const norwegian = new Set(keysOf(nb as Tree));
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
