import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../../../shared/corpus/pdfs');

export function corpus(name: string): Uint8Array {
  return readFileSync(path.join(CORPUS_DIR, name));
}

/** A real-world file of `../shared/corpus/pdfs-real`. */
export function realCorpus(name: string): Uint8Array {
  return readFileSync(path.join(CORPUS_DIR, '..', 'pdfs-real', name));
}
