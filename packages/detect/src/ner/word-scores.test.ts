import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAIR_FEATURES, extractFeatures, pairKey } from './features';
import { Gazetteer } from './gazetteer';
import { unpackModel, type NerModelFile } from './model-file';
import { defaultModelPath } from '../node-host';
import { loadWordClusters } from './model-loader';
import { PREV_CLASSES, TAG_COUNT } from './tags';
import { describeTokens } from './token-info';
import { tokenize } from './tokenize';
import { WeightTable } from './weight-table';
import { WordScores } from './word-scores';

const model = unpackModel(
  JSON.parse(gunzipSync(readFileSync(defaultModelPath())).toString('utf8')) as NerModelFile,
);
const table = new WeightTable(model.keys, model.quantised, model.scale);
const gazetteer = new Gazetteer(model.gazetteer);
const clusters = loadWordClusters();

function prepare(text: string) {
  const tokens = tokenize(text);
  const info = describeTokens(tokens, clusters);
  const flags = gazetteer.tokenFlags(tokens, info.lower);
  const words = tokens.map((token, i) => `${flags[i]}\u0000${token.text}`);
  return { tokens, info, flags, words };
}

/** Every feature of every token looked up one by one, as the trainer sees them. */
function plainScores(text: string): { scores: Float32Array; pairs: Float32Array } {
  const { tokens, info, flags } = prepare(text);
  const { keys, offsets, pairBase } = extractFeatures(tokens, info, flags, true);
  const scores = new Float32Array(tokens.length * TAG_COUNT);
  const pairs = new Float32Array(tokens.length * PREV_CLASSES * TAG_COUNT);
  for (let i = 0; i < tokens.length; i++) {
    for (let f = offsets[i] as number; f < (offsets[i + 1] as number); f++) {
      table.addTo(scores, i * TAG_COUNT, keys[f] as number);
    }
    for (let c = 0; c < PREV_CLASSES; c++) {
      for (let k = 0; k < PAIR_FEATURES; k++) {
        const key = pairKey(pairBase[i * PAIR_FEATURES + k] as number, c);
        table.addTo(pairs, (i * PREV_CLASSES + c) * TAG_COUNT, key);
      }
    }
  }
  return { scores: table.scaled(scores), pairs: table.scaled(pairs) };
}

function memoScores(wordScores: WordScores, text: string, keep = true) {
  const { tokens, info, flags, words } = prepare(text);
  const features = extractFeatures(tokens, info, flags, false);
  return wordScores.score(features, info, flags, keep ? words : words.map(() => undefined));
}

const TEXTS = [
  'Kari Nordmann bor i Bergen og jobber i Equinor ASA.',
  'Equinor ASA\nKARI NORDMANN\nBergen',
  'Bergen',
  'Dear Mr. John Smith, your appointment in Bergen has moved. Smith, Kari: i Bergen.',
];

describe('WordScores', () => {
  it('sums exactly what looking up every feature sums, from a cold and a warm memo', () => {
    const wordScores = new WordScores(table);
    for (const round of [1, 2]) {
      for (const text of TEXTS) {
        const expected = plainScores(text);
        const got = memoScores(wordScores, text);
        expect(Array.from(got.scores), `${text} (round ${round})`).toEqual(
          Array.from(expected.scores),
        );
        expect(Array.from(got.pairs), `${text} (round ${round})`).toEqual(
          Array.from(expected.pairs),
        );
      }
    }
  });

  it('scores words it does not keep the same way', () => {
    const wordScores = new WordScores(table);
    const text = TEXTS[3] as string;
    expect(memoScores(wordScores, text, false)).toEqual(plainScores(text));
  });

  it('does not score every word alike: the sums differ by word and neighbour', () => {
    const { scores } = memoScores(new WordScores(table), TEXTS[0] as string);
    const rows = new Set<string>();
    for (let i = 0; i < scores.length; i += TAG_COUNT) {
      rows.add(Array.from(scores.subarray(i, i + TAG_COUNT)).join(','));
    }
    expect(rows.size).toBeGreaterThan(8);
  });
});
