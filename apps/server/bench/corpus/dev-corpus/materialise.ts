/**
 * `npm run corpus:dev`: writes the development corpus's documents into DEV_CORPUS from snapshots
 * of their repositories (MIRRORS/<owner>+<name>/repo, git directories), each at its commit and
 * checked against its SHA-256. Says which repositories have no snapshot here.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDocuments, DEV_CORPUS } from './documents';

const MIRRORS = process.env.MIRRORS ?? '/work/.mirror';

/** A snapshot's git directory: `repo` itself, or `repo/.git` when the snapshot has a work tree. */
function gitDir(repo: string): string | undefined {
  const dir = path.join(MIRRORS, repo.replace('/', '+'), 'repo');
  return [path.join(dir, '.git'), dir].find((candidate) =>
    existsSync(path.join(candidate, 'HEAD')),
  );
}

mkdirSync(DEV_CORPUS, { recursive: true });
const missing = new Set<string>();
let written = 0;
let present = 0;
for (const document of corpusDocuments()) {
  const target = path.join(DEV_CORPUS, document.name);
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  if (existsSync(target) && sha(readFileSync(target)) === document.sha256) {
    present++;
    continue;
  }
  const dir = gitDir(document.repo);
  if (!dir) {
    missing.add(document.repo);
    continue;
  }
  const bytes = execFileSync(
    'git',
    ['--git-dir', dir, 'show', `${document.commit}:${document.path}`],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (sha(bytes) !== document.sha256) {
    console.error(`${document.name}: SHA-256 differs from the source file's`);
    continue;
  }
  writeFileSync(target, bytes);
  written++;
}
console.log(`${written} written, ${present} already there, in ${DEV_CORPUS}`);
if (missing.size > 0) {
  console.log(`No snapshot of ${missing.size} repositories; fetch them, then run again:`);
  for (const repo of [...missing].sort()) console.log(`  github:${repo}`);
}
