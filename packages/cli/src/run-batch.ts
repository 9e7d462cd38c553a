import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RequestRefused, type Client } from './client';
import type { Input } from './collect-files';
import type { CaseStore } from './case-store';
import type { Manifest } from './manifest';
import type { Tally } from './progress';
import type { PartialResults } from './partial-results';
import { MARK_TYPE, redactFile, type FileSteps } from './redact-file';
import type { Rules } from './rules';
import type { Outcome } from './run-log';

type Options = {
  client: Client;
  rules: Rules;
  inputs: readonly Input[];
  outDir: string;
  manifest: Manifest;
  partial: PartialResults;
  concurrency: number;
  /** Write marked copies for review elsewhere (`<name>-marked.pdf`) instead of redacting. */
  markedCopy?: boolean;
  /** Where a case keeps each redacted file's withheld areas (`--case`). */
  caseStore?: CaseStore;
  onProgress: (tally: Tally, event: string) => void;
};

/**
 * Redacts the inputs, `concurrency` at a time, into `outDir` (same relative paths). A file whose
 * input the manifest holds as done is skipped; each finished file is written, then recorded, so
 * a run stopped half way resumes where it was. One file failing never stops the others.
 */
export async function runBatch(options: Options): Promise<Outcome[]> {
  const { inputs, concurrency } = options;
  const outcomes: Outcome[] = new Array<Outcome>(inputs.length);
  const tally: Tally = { total: inputs.length, done: 0, failed: 0, skipped: 0, pages: 0 };
  let next = 0;

  async function worker() {
    while (next < inputs.length) {
      const index = next++;
      const outcome = await processOne(options, inputs[index]!);
      outcomes[index] = outcome;
      tally.done++;
      if (outcome.status === 'failed') tally.failed++;
      if (outcome.status === 'skipped') tally.skipped++;
      else tally.pages += outcome.pages;
      options.onProgress({ ...tally }, describe(outcome, options.markedCopy ?? false));
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
  await options.partial.tidy();
  return outcomes;
}

async function processOne(options: Options, input: Input): Promise<Outcome> {
  const { client, rules, outDir, manifest, partial, markedCopy = false } = options;
  const base = { file: input.relative, sha256: '', by_type: {}, by_code: {}, pages: 0, areas: 0 };
  let bytes: Buffer;
  try {
    bytes = await readFile(input.path);
  } catch (error) {
    return failed(base, `Cannot read the file: ${(error as Error).message}`);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // A marked copy and a redacted copy of one file are two results: each is resumed on its own.
  const doneKey = markedCopy ? `marked-${sha256}` : sha256;
  const earlier = manifest.done(doneKey);
  if (earlier !== undefined) {
    return {
      ...base,
      sha256,
      status: 'skipped',
      pages: earlier.pages,
      areas: earlier.areas,
      by_type: earlier.by_type,
      by_code: earlier.by_code,
      output: earlier.output,
      error: null,
    };
  }
  try {
    const steps: FileSteps = {
      async remember(step, schema, ask) {
        const earlier = schema.safeParse(await partial.load(sha256, step));
        if (earlier.success) return earlier.data;
        const answer = await ask();
        await partial.save(sha256, step, answer);
        return answer;
      },
      keyOf: (step) => `wb-${manifest.runId}-${partial.rulesHash}-${sha256}-${step}`,
    };
    const redacted = await redactFile(
      client,
      rules,
      { name: path.basename(input.path), bytes },
      steps,
      { markedCopy },
    );
    const output = markedCopy ? input.output.replace(/\.pdf$/i, '-marked.pdf') : input.output;
    await mkdir(path.dirname(path.join(outDir, output)), { recursive: true });
    await writeFile(path.join(outDir, output), redacted.bytes);
    const result = {
      file: input.relative,
      output,
      pages: redacted.pages,
      areas: redacted.areas,
      by_type: redacted.byType,
      by_code: redacted.byCode,
    };
    // The case's record first: a file the manifest holds as done always has it.
    await options.caseStore?.record(sha256, redacted.pages, redacted.withheld);
    await manifest.record(doneKey, { ...result, finished_at: new Date().toISOString() });
    await partial.clear(sha256);
    return { ...result, sha256, status: 'redacted', error: null };
  } catch (error) {
    // Refused for its own condition, the file will not go further: its answers (which quote
    // sensitive text) go. Kept when the server was busy or away, so a rerun resumes.
    const isOwnCondition =
      error instanceof RequestRefused && error.status >= 400 && error.status < 500;
    if (isOwnCondition) await partial.clear(sha256);
    const message =
      error instanceof RequestRefused
        ? error.message
        : `Unexpected failure: ${(error as Error).message}`;
    return failed({ ...base, sha256 }, message);
  }
}

function failed(base: Omit<Outcome, 'status' | 'output' | 'error'>, message: string): Outcome {
  return { ...base, status: 'failed', output: null, error: message };
}

function describe(outcome: Outcome, markedCopy: boolean): string {
  if (outcome.status === 'failed') return `failed ${outcome.file}: ${outcome.error}`;
  if (outcome.status === 'skipped') return `already done ${outcome.file}`;
  const marks = outcome.by_type[MARK_TYPE] ?? 0;
  const fromMarks = marks > 0 ? `, ${marks} from marks made in another program` : '';
  const done = markedCopy ? 'marked' : 'redacted';
  return `${done} ${outcome.file} (${outcome.pages} pages, ${outcome.areas} areas${fromMarks})`;
}
