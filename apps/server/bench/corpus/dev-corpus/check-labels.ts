/**
 * `npx tsx apps/server/bench/corpus/dev-corpus/check-labels.ts [repo-filter]`: for each document
 * of the development corpus present in DEV_CORPUS, the marked strings pdftotext does not read in
 * it (a typo, or text only a scan holds): such strings are not counted by bench:corpus.
 * A held-out document's strings are masked unless MARKER=1 (the person who marks them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findTokens, mask, normalize } from '../find-text';
import { detectionRecall } from '../personal-strings';
import { corpusDocuments, DEV_CORPUS } from './documents';

const filter = process.argv[2] ?? '';
const totals = { development: 0, exposed: 0, 'held-out': 0 };
const languages = new Set<string>();
const repos = new Set<string>();
for (const document of corpusDocuments().filter((item) => item.repo.includes(filter))) {
  const file = path.join(DEV_CORPUS, document.name);
  if (!existsSync(file)) {
    console.log(`${document.name}: not in ${DEV_CORPUS} (npm run corpus:dev)`);
    continue;
  }
  totals[document.half]++;
  languages.add(document.language);
  repos.add(document.repo);
  const recall = detectionRecall(file, file, document);
  const shown = (item: string) =>
    document.half === 'held-out' && process.env.MARKER !== '1' ? mask(item) : JSON.stringify(item);
  const text = normalize(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString());
  const keepMissing = document.keep.filter(
    (item) => findTokens(text, normalize(item)).length === 0,
  );
  const problems: string[] = [];
  if (recall.unreadable > 0) {
    const unread = document.personal.filter(
      (item) => findTokens(text, normalize(item)).length === 0,
    );
    problems.push(`${recall.unreadable} personal not read: ${unread.map(shown).join(', ')}`);
  }
  if (keepMissing.length > 0) problems.push(`keep not read: ${keepMissing.map(shown).join(', ')}`);
  console.log(
    `${document.half.padEnd(11)} ${document.name.slice(0, 90).padEnd(90)} personal ${recall.personal}, keep ${recall.keep}${problems.length ? `  ← ${problems.join('; ')}` : ''}`,
  );
}
console.log(
  `\n${totals.development} development + ${totals.exposed} exposed + ${totals['held-out']} held-out documents, ${repos.size} sources, ${languages.size} languages (${[...languages].sort().join(' ')})`,
);
