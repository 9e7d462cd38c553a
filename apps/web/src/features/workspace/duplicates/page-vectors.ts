import { trigramCounts } from './page-features';

/** A page of an open file. */
export interface PageRef {
  fileKey: string;
  page: number;
}

/** The text of each page of one file, as read by the words API (or OCR). */
export interface FilePages {
  fileKey: string;
  pages: readonly { page: number; text: string }[];
}

/** A page's text as a unit vector: its trigrams (numbered from 0 across all pages) and weights. */
export interface PageVector {
  ref: PageRef;
  features: Int32Array;
  weights: Float64Array;
}

/**
 * The pages with enough text as vectors, each trigram weighted by 1 + log of its count on the
 * page (a word said ten times is not ten times the page). No inverse document frequency: OCR's
 * misread letters make trigrams no other page has, and weighting rare trigrams up would let a
 * scan's misreadings outweigh the text it shares with its original. `featureCount` is how many
 * trigrams were numbered.
 */
export function pageVectors(files: readonly FilePages[]) {
  const ids = new Map<number, number>();
  const vectors: PageVector[] = [];
  for (const file of files) {
    for (const { page, text } of file.pages) {
      const trigrams = trigramCounts(text);
      if (!trigrams) continue;
      const features = new Int32Array(trigrams.size);
      const weights = new Float64Array(trigrams.size);
      let i = 0;
      let norm = 0;
      for (const [trigram, count] of trigrams) {
        let id = ids.get(trigram);
        if (id === undefined) ids.set(trigram, (id = ids.size));
        features[i] = id;
        weights[i] = 1 + Math.log(count);
        norm += weights[i]! ** 2;
        i += 1;
      }
      norm = Math.sqrt(norm);
      for (let k = 0; k < weights.length; k += 1) weights[k]! /= norm;
      vectors.push({ ref: { fileKey: file.fileKey, page }, features, weights });
    }
  }
  return { vectors, featureCount: ids.size };
}
