import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features';
import { loadWordClusters } from './model-loader';
import { describeTokens } from './token-info';
import { tokenize } from './tokenize';
import { WordClusters, coarseGroup, fineClass } from './word-clusters';

describe('WordClusters', () => {
  it('gives each word its fine class and coarse group, and 0 to a word of no class', () => {
    const clusters = new WordClusters('1\tsmith jones\n0\toslo bergen\n1\tsaid\n');
    const smith = clusters.classOf('smith');
    expect([fineClass(smith), coarseGroup(smith)]).toEqual([1, 2]);
    expect(clusters.classOf('jones')).toBe(smith);
    expect([
      fineClass(clusters.classOf('bergen')),
      coarseGroup(clusters.classOf('bergen')),
    ]).toEqual([2, 1]);
    expect(coarseGroup(clusters.classOf('said'))).toBe(coarseGroup(smith));
    expect(clusters.classOf('Smith')).toBe(0);
    expect(clusters.classOf('nordmann')).toBe(0);
  });

  it('refuses a file that is not a class list', () => {
    expect(() => new WordClusters('smith jones\n')).toThrow(/Malformed/);
  });

  it('puts common English surnames together and apart from verbs in the committed file', () => {
    const clusters = loadWordClusters();
    const group = (word: string) => coarseGroup(clusters.classOf(word));
    expect(group('smith')).toBe(group('johnson'));
    expect(group('smith')).not.toBe(group('said'));
    expect(clusters.classOf('the')).not.toBe(0);
    // Name particles have no class: "Marc van Pul", "M el Mathari".
    expect(['van', 'el', 'de', 'von'].map((word) => clusters.classOf(word))).toEqual([0, 0, 0, 0]);
  });
});

describe('word-class features', () => {
  const clusters = new WordClusters('0\tsmith jones\n1\tsaid\n');
  const keysOf = (text: string, withClusters: boolean) => {
    const tokens = tokenize(text);
    const info = describeTokens(tokens, withClusters ? clusters : undefined);
    const { keys, offsets } = extractFeatures(tokens, info, new Int32Array(tokens.length));
    return tokens.map((_, i) => new Set(keys.subarray(offsets[i], offsets[i + 1])));
  };

  it("adds a listed word's class to its own keys and to its neighbours'", () => {
    const [plainSmith, plainSaid] = keysOf('Smith said', false);
    const [smith, said] = keysOf('Smith said', true);
    expect([...smith!].filter((key) => !plainSmith!.has(key)).length).toBeGreaterThanOrEqual(3);
    expect([...said!].filter((key) => !plainSaid!.has(key)).length).toBeGreaterThanOrEqual(3);
    // Jones is in Smith's class: the same class keys, whatever the word.
    const [jones] = keysOf('Jones said', true);
    const classKeys = [...smith!].filter((key) => !plainSmith!.has(key));
    expect(classKeys.every((key) => jones!.has(key))).toBe(true);
  });

  it('gives a word of no class the same keys with or without the list', () => {
    const [plain] = keysOf('Nordmann', false);
    const [listed] = keysOf('Nordmann', true);
    expect([...listed!].sort()).toEqual([...plain!].sort());
  });
});
