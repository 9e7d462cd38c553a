import { START_ROW, constrainTransitions, viterbi } from '../../src/ner/decode';
import { PAIR_FEATURES } from '../../src/ner/features';
import { PREV_CLASSES, TAG_COUNT, prevClassOf } from '../../src/ner/tags';
import type { IndexedExample } from './feature-index';
import type { Rng } from './rng';

/** Averaged weights: TAG_COUNT per feature row, and the transition matrix. */
export type TrainedWeights = { weights: Float32Array; transitions: Float32Array };

/**
 * Averaged structured perceptron (Collins 2002) with Viterbi decoding under the BIO constraint.
 * Averaging uses the "current minus step-weighted updates / steps" trick, so it costs one extra
 * array instead of a running sum per step.
 */
export function trainPerceptron(
  examples: readonly IndexedExample[],
  rowCount: number,
  epochs: number,
  rng: Rng,
  onEpoch?: (epoch: number, errors: number) => void,
): TrainedWeights {
  const w = new Float64Array(rowCount * TAG_COUNT);
  const u = new Float64Array(rowCount * TAG_COUNT);
  const tw = new Float64Array((TAG_COUNT + 1) * TAG_COUNT);
  const tu = new Float64Array((TAG_COUNT + 1) * TAG_COUNT);
  let step = 1;
  const bump = (row: number, tag: number, delta: number): void => {
    if (row < 0) return;
    w[row * TAG_COUNT + tag] = (w[row * TAG_COUNT + tag] as number) + delta;
    u[row * TAG_COUNT + tag] = (u[row * TAG_COUNT + tag] as number) + step * delta;
  };
  const bumpPair = (
    example: IndexedExample,
    i: number,
    prev: number,
    tag: number,
    delta: number,
  ): void => {
    const from = (i * PREV_CLASSES + prevClassOf(prev)) * PAIR_FEATURES;
    for (let k = 0; k < PAIR_FEATURES; k++) bump(example.pairRows[from + k] as number, tag, delta);
    tw[prev * TAG_COUNT + tag] = (tw[prev * TAG_COUNT + tag] as number) + delta;
    tu[prev * TAG_COUNT + tag] = (tu[prev * TAG_COUNT + tag] as number) + step * delta;
  };
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    let errors = 0;
    const transitions = (): Float32Array => constrainTransitions(Float32Array.from(tw));
    for (const e of rng.shuffle(order)) {
      const example = examples[e] as IndexedExample;
      const { rows, offsets, gold } = example;
      const n = gold.length;
      const predicted = viterbi(
        sum(rows, offsets, n, w),
        pairSum(example.pairRows, n, w),
        n,
        transitions(),
      );
      for (let i = 0; i < n; i++) {
        const g = gold[i] as number;
        const p = predicted[i] as number;
        const gPrev = i === 0 ? START_ROW : (gold[i - 1] as number);
        const pPrev = i === 0 ? START_ROW : (predicted[i - 1] as number);
        if (g !== p) {
          errors++;
          for (let f = offsets[i] as number; f < (offsets[i + 1] as number); f++) {
            bump(rows[f] as number, g, 1);
            bump(rows[f] as number, p, -1);
          }
        }
        if (g !== p || gPrev !== pPrev) {
          bumpPair(example, i, gPrev, g, 1);
          bumpPair(example, i, pPrev, p, -1);
        }
      }
      step++;
    }
    onEpoch?.(epoch, errors);
  }
  const average = (current: Float64Array, steps: Float64Array): Float32Array =>
    Float32Array.from(current, (value, i) => value - (steps[i] as number) / step);
  return { weights: average(w, u), transitions: average(tw, tu) };
}

function sum(rows: Int32Array, offsets: Int32Array, n: number, w: Float64Array): Float32Array {
  const scores = new Float32Array(n * TAG_COUNT);
  for (let i = 0; i < n; i++) {
    for (let f = offsets[i] as number; f < (offsets[i + 1] as number); f++) {
      const row = rows[f] as number;
      if (row < 0) continue;
      for (let t = 0; t < TAG_COUNT; t++)
        scores[i * TAG_COUNT + t] =
          (scores[i * TAG_COUNT + t] as number) + (w[row * TAG_COUNT + t] as number);
    }
  }
  return scores;
}

function pairSum(pairRows: Int32Array, n: number, w: Float64Array): Float32Array {
  const scores = new Float32Array(n * PREV_CLASSES * TAG_COUNT);
  for (let cell = 0; cell < n * PREV_CLASSES; cell++) {
    for (let k = 0; k < PAIR_FEATURES; k++) {
      const row = pairRows[cell * PAIR_FEATURES + k] as number;
      if (row < 0) continue;
      for (let t = 0; t < TAG_COUNT; t++)
        scores[cell * TAG_COUNT + t] =
          (scores[cell * TAG_COUNT + t] as number) + (w[row * TAG_COUNT + t] as number);
    }
  }
  return scores;
}
