import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MarkedStrings } from '../personal-strings';

/**
 * The development corpus (issue 65): real documents from public repositories, kept outside this
 * repository like ../shared/corpus. Each source repository has a file in sources/ naming its
 * commit and documents, with the strings a person marked by hand in each. Whole sources go to one
 * half: detection is tuned on the development half only, and the held-out half says whether a
 * change generalises.
 */
export interface SourceDocument extends MarkedStrings {
  /** Path inside the repository at `commit`. */
  path: string;
  sha256: string;
  /** BCP 47 language of the document's text (nb, nn, sv, de, en, …). */
  language: string;
  /** What the document is: letter, decision, application, form, invoice, receipt, cv, … */
  kind: string;
}

export interface Source {
  repo: string;
  commit: string;
  licence: string;
  documents: SourceDocument[];
}

/**
 * `held-out`: the sources in unseen/, collected and marked apart from detection work and
 * reported masked. `exposed`: the sources sources/ split into its held-out half by name, whose
 * strings the bench printed in clear until 2026-11-29 (decision 0084): no longer a measure of
 * what generalises, reported apart for continuity.
 */
export type Half = 'development' | 'exposed' | 'held-out';

export interface CorpusDocument extends SourceDocument {
  repo: string;
  commit: string;
  half: Half;
  /** The file's name in the corpus folder: `owner__name__path__with__slashes.pdf`. */
  name: string;
}

const SOURCES = path.join(import.meta.dirname, 'sources');
/** Sources held out whole: collected and marked by someone who does no detection work. */
const UNSEEN = path.join(import.meta.dirname, 'unseen');

/** Where the documents are kept: DEV_CORPUS, or corpus-dev beside the repository. */
export const DEV_CORPUS =
  process.env.DEV_CORPUS ?? path.resolve(import.meta.dirname, '../../../../../../corpus-dev');

/**
 * A source's half, from its name alone (the first byte of its SHA-256, even → development), so
 * the split is fixed before anyone looks at its documents and never moves when sources are added.
 */
export function halfOf(repo: string): Half {
  const first = createHash('sha256').update(repo.toLowerCase()).digest()[0]!;
  return first % 2 === 0 ? 'development' : 'exposed';
}

export function corpusName(repo: string, file: string): string {
  return `${repo}/${file}`.replaceAll('/', '__');
}

function readFolder(folder: string): Source[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Source);
}

/** Every source with its half: sources/ split by name (`halfOf`), unseen/ held out whole. */
export function readSources(): (Source & { half: Half })[] {
  return [
    ...readFolder(SOURCES).map((source) => ({ ...source, half: halfOf(source.repo) })),
    ...readFolder(UNSEEN).map((source) => ({ ...source, half: 'held-out' as const })),
  ];
}

export function corpusDocuments(): CorpusDocument[] {
  return readSources().flatMap((source) =>
    source.documents.map((document) => ({
      ...document,
      repo: source.repo,
      commit: source.commit,
      half: source.half,
      name: corpusName(source.repo, document.path),
    })),
  );
}
