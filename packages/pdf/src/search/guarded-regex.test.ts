import { describe, expect, it } from 'vitest';
import { matchInThread } from './guarded-regex';
import { matchInVm } from './vm-regex';

describe('regex runners', () => {
  it('match alike in the thread (a browser worker) and in a V8 context (Node)', () => {
    const texts = ['Kari Nordmann, 010190 12345', 'æøå ÆØÅ', '', 'aaa'];
    const patterns: [string, string][] = [
      ['\\d{6}\\s?\\d{5}', 'u'],
      ['[æøå]', 'giu'],
      ['x*', 'u'],
      ['(?<=Kari )\\p{Lu}\\p{Ll}+', 'u'],
      ['a', 'y'],
    ];
    for (const [source, flags] of patterns) {
      expect(matchInThread(source, flags, texts, 1000)).toEqual(
        matchInVm(source, flags, texts, 1000),
      );
    }
  });
});
