import {
  END,
  START,
  PAIR_FEATURES,
  neighbourKeys,
  pairKey,
  type NeighbourRole,
  type TokenFeatures,
} from './features';
import { CAP_NONE, type TokenInfo } from './token-info';
import { PREV_CLASSES, TAG_COUNT } from './tags';
import type { WeightTable } from './weight-table';

/**
 * Every weight sum that depends on one word alone, laid out in one Float32Array per distinct word
 * (its text and gazetteer flags): its own features; what it adds to the token before and after it
 * and two before and after (`prev` and `prev2` once per capitalisation class of the token they
 * add to, since the gazetteer features are conjoined with it); and its pair-feature rows, one per
 * previous-tag class. A page repeats most of its words, and a server's pages share them, so each
 * sum is looked up once and reused: the table is several megabytes and every lookup into it is
 * a cache miss.
 */
const CAP_CLASSES = CAP_NONE + 1;
const OWN_AT = 0;
const PREV_AT = OWN_AT + TAG_COUNT;
const NEXT_AT = PREV_AT + CAP_CLASSES * TAG_COUNT;
const PREV2_AT = NEXT_AT + TAG_COUNT;
const NEXT2_AT = PREV2_AT + CAP_CLASSES * TAG_COUNT;
const PAIRS_AT = NEXT2_AT + TAG_COUNT;
const PAIR_ROW = PREV_CLASSES * TAG_COUNT;
const ROW_LENGTH = PAIRS_AT + PAIR_ROW;

/** Distinct words whose sums are kept; a page has a few hundred, a language ~50,000 common. */
const MEMO_LIMIT = 100_000;

/** Emission and pair scores of each token, summed through the word memo. */
export class WordScores {
  private readonly memo = new Map<string, Float32Array>();
  /** What the places before the first token and after the last add to their neighbours. */
  private readonly start: Float32Array;
  private readonly end: Float32Array;

  constructor(private readonly table: WeightTable) {
    this.start = new Float32Array(ROW_LENGTH);
    this.end = new Float32Array(ROW_LENGTH);
    for (let cap = 0; cap < CAP_CLASSES; cap++) {
      this.addNeighbour(this.start, PREV_AT + cap * TAG_COUNT, 'prev', START, START, -1, cap, 0);
      this.addNeighbour(this.start, PREV2_AT + cap * TAG_COUNT, 'prev2', START, START, -1, cap, 0);
    }
    this.addNeighbour(this.end, NEXT_AT, 'next', END, END, -1, CAP_CLASSES, 0);
    this.addNeighbour(this.end, NEXT2_AT, 'next2', END, END, -1, CAP_CLASSES, 0);
  }

  /**
   * Scores of `features` (built without neighbour keys, see extractFeatures): TAG_COUNT per token,
   * and TAG_COUNT per token and previous-tag class for the pair features. `words[i]` keys token
   * i's sums in the memo (undefined: not kept).
   */
  score(
    features: TokenFeatures,
    info: TokenInfo,
    flags: Int32Array,
    words: readonly (string | undefined)[],
  ): { scores: Float32Array; pairs: Float32Array } {
    if (this.memo.size > MEMO_LIMIT) this.memo.clear();
    const n = words.length;
    const rows = new Array<Float32Array>(n);
    for (let i = 0; i < n; i++) {
      const word = words[i];
      let row = word === undefined ? undefined : this.memo.get(word);
      if (row === undefined) {
        row = this.wordRow(features, info, flags, i);
        if (word !== undefined) this.memo.set(word, row);
      }
      rows[i] = row;
    }
    const { keys, offsets, contextStarts } = features;
    const scores = new Float32Array(n * TAG_COUNT);
    const pairs = new Float32Array(n * PAIR_ROW);
    for (let i = 0; i < n; i++) {
      const at = i * TAG_COUNT;
      const capRow = (info.cap[i] as number) * TAG_COUNT;
      const row = rows[i] as Float32Array;
      addRow(scores, at, row, OWN_AT);
      addRow(scores, at, i > 0 ? (rows[i - 1] as Float32Array) : this.start, PREV_AT + capRow);
      addRow(scores, at, i + 1 < n ? (rows[i + 1] as Float32Array) : this.end, NEXT_AT);
      addRow(scores, at, i > 1 ? (rows[i - 2] as Float32Array) : this.start, PREV2_AT + capRow);
      addRow(scores, at, i + 2 < n ? (rows[i + 2] as Float32Array) : this.end, NEXT2_AT);
      for (let f = contextStarts[i] as number, end = offsets[i + 1] as number; f < end; f++) {
        this.table.addTo(scores, at, keys[f] as number);
      }
      pairs.set(row.subarray(PAIRS_AT, ROW_LENGTH), i * PAIR_ROW);
    }
    return { scores: this.table.scaled(scores), pairs: this.table.scaled(pairs) };
  }

  /** The unscaled sums of token i's word (see the layout above). */
  private wordRow(
    features: TokenFeatures,
    info: TokenInfo,
    flags: Int32Array,
    i: number,
  ): Float32Array {
    const row = new Float32Array(ROW_LENGTH);
    const { keys, offsets, contextStarts, pairBase } = features;
    for (let f = offsets[i] as number, end = contextStarts[i] as number; f < end; f++) {
      this.table.addTo(row, OWN_AT, keys[f] as number);
    }
    const word = info.wordHash[i] as number;
    const shape = info.shapeHash[i] as number;
    const own = flags[i] as number;
    const cluster = info.cluster[i] as number;
    for (let cap = 0; cap < CAP_CLASSES; cap++) {
      this.addNeighbour(row, PREV_AT + cap * TAG_COUNT, 'prev', word, shape, own, cap, cluster);
      this.addNeighbour(row, PREV2_AT + cap * TAG_COUNT, 'prev2', word, shape, own, cap, cluster);
    }
    const cap = info.cap[i] as number;
    this.addNeighbour(row, NEXT_AT, 'next', word, shape, own, cap, cluster);
    this.addNeighbour(row, NEXT2_AT, 'next2', word, shape, own, cap, cluster);
    for (let c = 0; c < PREV_CLASSES; c++) {
      for (let k = 0; k < PAIR_FEATURES; k++) {
        const key = pairKey(pairBase[i * PAIR_FEATURES + k] as number, c);
        this.table.addTo(row, PAIRS_AT + c * TAG_COUNT, key);
      }
    }
    return row;
  }

  private addNeighbour(
    row: Float32Array,
    at: number,
    role: NeighbourRole,
    word: number,
    shape: number,
    flags: number,
    cap: number,
    cluster: number,
  ): void {
    neighbourKeys((key) => this.table.addTo(row, at, key), role, word, shape, flags, cap, cluster);
  }
}

function addRow(scores: Float32Array, at: number, row: Float32Array, from: number): void {
  for (let t = 0; t < TAG_COUNT; t++) {
    scores[at + t] = (scores[at + t] as number) + (row[from + t] as number);
  }
}
