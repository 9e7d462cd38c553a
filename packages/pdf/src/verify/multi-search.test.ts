import { describe, expect, it } from 'vitest';
import { encodeLatin1, indexOfBytes } from '../bytes/bytes';
import { findAll } from './multi-search';

function naive(haystack: Uint8Array, patterns: Uint8Array[]): string[] {
  const hits: string[] = [];
  patterns.forEach((pattern, index) => {
    for (
      let at = indexOfBytes(haystack, pattern);
      at >= 0;
      at = indexOfBytes(haystack, pattern, at + 1)
    ) {
      hits.push(`${index}@${at}`);
    }
  });
  return hits.sort();
}

describe('findAll', () => {
  it('reports the same hits as indexOf for overlapping, shared-prefix and short patterns', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 4;
    const haystack = Uint8Array.from({ length: 20_000 }, () => 0x61 + random());
    const patterns = ['abca', 'abcab', 'aaaa', 'dcba', 'ab', 'abcdabcd', 'bbbbbbbb', 'x'].map(
      (text) => encodeLatin1(text),
    );
    const hits: string[] = [];
    findAll(haystack, patterns, (pattern, offset) => hits.push(`${pattern}@${offset}`));
    expect(hits.sort()).toEqual(naive(haystack, patterns));
    expect(hits.length).toBeGreaterThan(1000);
  });

  it('finds patterns at both ends of the haystack and nothing in an empty one', () => {
    const hits: string[] = [];
    findAll(
      encodeLatin1('john smith john'),
      [encodeLatin1('john'), encodeLatin1('john ')],
      (pattern, offset) => hits.push(`${pattern}@${offset}`),
    );
    expect(hits.sort()).toEqual(['0@0', '0@11', '1@0']);
    findAll(new Uint8Array(0), [encodeLatin1('john')], () => hits.push('never'));
    expect(hits).toHaveLength(3);
  });
});
