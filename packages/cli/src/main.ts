import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CODE_SET_IDS, LETTER_LANGUAGES, ZCase } from '@workbench/contracts';
import { createClient } from './client';
import { collectFiles } from './collect-files';
import { openManifest } from './manifest';
import { createPartialResults } from './partial-results';
import { createProgress, duration, pagesPerMinute } from './progress';
import { runBatch } from './run-batch';
import { loadRules, RulesError, ZRules, type Rules } from './rules';
import { writeRunLog } from './run-log';
import { writeCaseFiles, type CaseOptions } from './case-files';
import { openCaseStore } from './case-store';

/** Files at a time: the server's per-user upload gate admits four requests at once. */
export const DEFAULT_CONCURRENCY = 4;

export const USAGE = `Usage: workbench redact <folder|file.pdf>... --out <folder> [options]

Redacts PDF files through a Redaction Workbench server with an API key, and writes the
redacted copies and a log (redaction-log.csv, redaction-log.json) to the output folder.
Run it again on the same folder to resume: files already redacted are skipped.

Options:
  --out <folder>         where the redacted files and the log go (required)
  --rules <file.json>    what to find and how to redact it (default: fast detection of
                         personal data, PERSONAL_DATA: names, addresses, phones, e-mails,
                         identity and account numbers; no organisations' own, places, dates
                         or web addresses). The fast engine looks for that preset whenever
                         the rules name none of its entity types
  --marked-copy          write each file with its marks as unapplied redaction marks
                         (<name>-marked.pdf) for review in Acrobat or another program,
                         instead of redacting it; nothing is removed from these copies
  --case <reference>     treat the files as one case answering an access request: write the
                         reply letter (decision.docx, decision.pdf), the exemption schedule
                         (schedule.csv) and consistency-report.csv (withheld strings still
                         shown in another file or page; it quotes them: do not release it)
  --requester <name>     who asked, for the letter (with --case)
  --letter-language <l>  nb, nn or en (default nb; with --case)
  --code-set <set>       ${CODE_SET_IDS.join(', ')} (default offentleglova;
                         with --case)
  --concurrency <n>      files at a time (default ${DEFAULT_CONCURRENCY})
  --url <address>        the server (default: WORKBENCH_URL, else http://localhost:8080)
  -h, --help             this text

Environment:
  WORKBENCH_API_KEY      an API key from the subscription page (required)
  WORKBENCH_URL          the server's address`;

class UsageError extends Error {}

/** Runs the command; answers the exit code (0 all redacted, 1 some failed, 2 not started). */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: { out: NodeJS.WriteStream; err: NodeJS.WriteStream } = {
    out: process.stdout,
    err: process.stderr,
  },
): Promise<number> {
  try {
    return await redactCommand(argv, env, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof RulesError) {
      io.err.write(`${error.message}\n`);
      if (error instanceof UsageError) io.err.write(`\n${USAGE}\n`);
      return 2;
    }
    io.err.write(`workbench: ${(error as Error).message}\n`);
    return 2;
  }
}

async function redactCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: { out: NodeJS.WriteStream; err: NodeJS.WriteStream },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        rules: { type: 'string' },
        concurrency: { type: 'string' },
        'marked-copy': { type: 'boolean' },
        case: { type: 'string' },
        requester: { type: 'string' },
        'letter-language': { type: 'string' },
        'code-set': { type: 'string' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out.write(`${USAGE}\n`);
    return 0;
  }
  const [command, ...paths] = positionals;
  if (command !== 'redact')
    throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  if (paths.length === 0) throw new UsageError('Name at least one folder or PDF file');
  if (values.out === undefined) throw new UsageError('--out is required');
  const concurrency = Number(values.concurrency ?? DEFAULT_CONCURRENCY);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32)
    throw new UsageError('--concurrency must be a whole number from 1 to 32');
  const apiKey = env.WORKBENCH_API_KEY;
  if (!apiKey) throw new UsageError('Set WORKBENCH_API_KEY to an API key of your account');
  const baseUrl = values.url ?? env.WORKBENCH_URL ?? 'http://localhost:8080';
  if (!/^https?:\/\//.test(baseUrl)) throw new UsageError(`Not an http(s) address: ${baseUrl}`);
  const rules: Rules =
    values.rules === undefined ? ZRules.parse({}) : await loadRules(values.rules);
  const caseOptions = caseOptionsOf(values);
  if (caseOptions && values['marked-copy'])
    throw new UsageError('--case drafts a decision from redacted files: leave out --marked-copy');

  const inputs = await collectFiles(paths);
  if (inputs.length === 0) throw new UsageError('No PDF files found in the folders named');
  await mkdir(values.out, { recursive: true });
  const manifest = await openManifest(values.out);
  const caseStore = caseOptions ? await openCaseStore(values.out) : undefined;
  const progress = createProgress(io.err);
  const client = createClient({
    baseUrl,
    apiKey,
    onBackoff: (waitMs, reason) => progress.note(`waiting ${duration(waitMs)}: ${reason}`),
  });
  const outcomes = await runBatch({
    client,
    rules,
    inputs,
    outDir: values.out,
    manifest,
    partial: createPartialResults(values.out, rules),
    concurrency,
    markedCopy: values['marked-copy'] ?? false,
    caseStore,
    onProgress: (tally, event) => progress.update(tally, event),
  });
  progress.finish();
  const log = await writeRunLog(values.out, outcomes);

  const redacted = outcomes.filter((outcome) => outcome.status === 'redacted');
  const skipped = outcomes.filter((outcome) => outcome.status === 'skipped');
  const failures = outcomes.filter((outcome) => outcome.status === 'failed');
  const pages = redacted.reduce((sum, outcome) => sum + outcome.pages, 0);
  const elapsed = progress.elapsed();
  const lines = [
    `${values['marked-copy'] ? 'Marked' : 'Redacted'} ${redacted.length} of ${outcomes.length} files (${pages.toLocaleString('en')} pages) in ${duration(elapsed)}, ${Math.round(pagesPerMinute(pages, elapsed)).toLocaleString('en')} pages/min.`,
  ];
  if (skipped.length > 0) lines.push(`${skipped.length} were already done (skipped).`);
  if (failures.length > 0) {
    lines.push(`${failures.length} failed:`);
    for (const failure of failures) lines.push(`  ${failure.file}: ${failure.error}`);
  }
  lines.push(`Log: ${log.csv}`);
  if (caseOptions && caseStore) {
    lines.push(
      ...(await writeCaseFiles({
        client,
        outDir: values.out,
        store: caseStore,
        outcomes,
        options: caseOptions,
      })),
    );
  }
  io.out.write(`${lines.join('\n')}\n`);
  return failures.length > 0 ? 1 : 0;
}

/** The case the options name, checked as the server will check it; undefined without --case. */
function caseOptionsOf(values: {
  case?: string;
  requester?: string;
  'letter-language'?: string;
  'code-set'?: string;
}): CaseOptions | undefined {
  const { case: reference, requester } = values;
  const language = values['letter-language'];
  const codeSet = values['code-set'];
  if (reference === undefined) {
    if (requester !== undefined || language !== undefined || codeSet !== undefined)
      throw new UsageError('--requester, --letter-language and --code-set go with --case');
    return undefined;
  }
  const options = {
    reference,
    requester,
    language: language ?? 'nb',
    codeSet: codeSet ?? 'offentleglova',
    date: new Date().toISOString().slice(0, 10),
  };
  const checked = ZCase.safeParse({
    reference: options.reference,
    ...(requester !== undefined && { requester }),
    date: options.date,
    language: options.language,
    code_set: options.codeSet,
    documents: [{ name: 'check.pdf', pages: 1 }],
  });
  if (!checked.success) throw new UsageError(checked.error.issues[0]!.message);
  if (!(LETTER_LANGUAGES as readonly string[]).includes(options.language))
    throw new UsageError(`--letter-language must be one of ${LETTER_LANGUAGES.join(', ')}`);
  return options as CaseOptions;
}
