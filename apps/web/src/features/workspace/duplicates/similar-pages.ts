import { likelyPairs } from './min-hash';
import { pageVectors, type FilePages, type PageRef } from './page-vectors';

export type { FilePages, PageRef } from './page-vectors';

/** Two pages and how alike their texts are (cosine, 0–1); `a` comes first in the files' order. */
export interface PagePair {
  a: PageRef;
  b: PageRef;
  score: number;
}

/**
 * The lowest similarity looked for: pairs are found once at this score and the threshold the
 * user sets (never lower) only filters them.
 */
export const MIN_SCORE = 0.8;

/**
 * Pairs of pages (across the files and within each) whose texts have a cosine similarity of
 * `minScore` or more, over character trigrams (see pageVectors); pages with too little text
 * are left out. Only pages whose MinHash signatures agree on a band are compared (see
 * likelyPairs), so pages that share little are not: a pair at 0.9 (trigram Jaccard similarity
 * about 0.8) is all but certain to be compared, one at 0.8 (Jaccard 0.5–0.7) four times in
 * five or more.
 */
export function findSimilarPages(
  files: readonly FilePages[],
  minScore: number = MIN_SCORE,
): PagePair[] {
  const { vectors, featureCount } = pageVectors(files);
  const candidates = [...likelyPairs(vectors.map((vector) => vector.features))].sort(
    (x, y) => x - y,
  );
  // The first page of the pairs being scored, spread out by feature: each score is then one
  // pass over the second page.
  const spread = new Float64Array(featureCount);
  let spreadIndex = -1;
  const pairs: PagePair[] = [];
  for (const candidate of candidates) {
    const index = Math.floor(candidate / vectors.length);
    const a = vectors[index]!;
    const b = vectors[candidate % vectors.length]!;
    if (index !== spreadIndex) {
      vectors[spreadIndex]?.features.forEach((feature) => (spread[feature] = 0));
      a.features.forEach((feature, i) => (spread[feature] = a.weights[i]!));
      spreadIndex = index;
    }
    let score = 0;
    for (let i = 0; i < b.features.length; i += 1) score += spread[b.features[i]!]! * b.weights[i]!;
    if (score >= minScore) pairs.push({ a: a.ref, b: b.ref, score: Math.min(1, score) });
  }
  return pairs;
}
