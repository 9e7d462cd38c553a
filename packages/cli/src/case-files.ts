import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CASE_PATHS,
  checkConsistency,
  csvText,
  successEnvelope,
  ZDecision,
  type ConsistencyDocument,
  type TCaseInput,
  type TCodeSetId,
  type TLetterLanguage,
} from '@workbench/contracts';
import type { Client } from './client';
import type { CaseStore } from './case-store';
import { releasedPageTexts } from './released-text';
import type { Outcome } from './run-log';

/** What the command line says of the case (`--case`, `--requester`, `--letter-language`, `--code-set`). */
export type CaseOptions = {
  reference: string;
  requester?: string;
  language: TLetterLanguage;
  codeSet: TCodeSetId;
  /** The decision's date, YYYY-MM-DD. */
  date: string;
};

export const CASE_FILES = {
  letter: 'decision.docx',
  letterPdf: 'decision.pdf',
  schedule: 'schedule.csv',
  consistency: 'consistency-report.csv',
} as const;

const REPORT_COLUMNS = ['file', 'page', 'shown', 'text', 'withheld_in', 'codes'];

/**
 * The case's files beside the redacted copies (decision 0090): the consistency report, read from
 * what the redacted copies show, and the reply letter and schedule the server drafts from the
 * marks and codes. A file the decision cannot include (failed, or redacted by a run without
 * --case) is named in the lines returned, never dropped in silence.
 */
export async function writeCaseFiles(options: {
  client: Client;
  outDir: string;
  store: CaseStore;
  outcomes: readonly Outcome[];
  options: CaseOptions;
}): Promise<string[]> {
  const { client, outDir, store, outcomes } = options;
  const lines: string[] = [];
  const included: { outcome: Outcome; pages: number; withheld: ConsistencyDocument['marks'] }[] =
    [];
  for (const outcome of outcomes) {
    const stored = outcome.status === 'failed' ? undefined : store.get(outcome.sha256);
    if (stored && outcome.output) {
      included.push({ outcome, pages: stored.pages, withheld: stored.withheld });
    } else if (outcome.status === 'failed') {
      lines.push(`  ${outcome.file}: left out of the decision (it failed)`);
    } else {
      lines.push(
        `  ${outcome.file}: left out of the decision (redacted by a run without --case; redact it again into a new folder)`,
      );
    }
  }
  if (included.length === 0)
    return ['No file of the case was redacted: no decision drafted.', ...lines];

  const documents: ConsistencyDocument[] = [];
  for (const { outcome, withheld } of included) {
    const bytes = await readFile(path.join(outDir, outcome.output!));
    documents.push({
      name: outcome.file,
      pages: await releasedPageTexts(new Uint8Array(bytes)),
      marks: withheld,
    });
  }
  const findings = checkConsistency(documents, { released: true });
  const rows = findings.flatMap((finding) => {
    const withheldIn = finding.withheld
      .map((place) => `${documents[place.document]!.name} p${place.page}`)
      .join('; ');
    const codes = finding.codes.map((code) => code || '(none)').join('; ');
    const shown = finding.visible.map((place) => [
      documents[place.document]!.name,
      String(place.page),
      String(place.count),
      finding.text,
      withheldIn,
      codes,
    ]);
    // Withheld everywhere it is printed, but under different codes: one line of its own.
    return shown.length > 0 ? shown : [['', '', '0', finding.text, withheldIn, codes]];
  });
  await writeFile(path.join(outDir, CASE_FILES.consistency), csvText([REPORT_COLUMNS, ...rows]));

  const value: TCaseInput = {
    reference: options.options.reference,
    ...(options.options.requester && { requester: options.options.requester }),
    date: options.options.date,
    language: options.options.language,
    code_set: options.options.codeSet,
    documents: included.map(({ outcome, pages, withheld }) => ({
      name: outcome.file,
      pages,
      marks: withheld.map(({ page, code }) => ({ page, code })),
    })),
  };
  const answer = await client.post(CASE_PATHS.decision, () => ({ json: { case: value } }));
  const decision = successEnvelope(ZDecision).parse(JSON.parse(answer.bytes.toString('utf8'))).data;
  for (const name of [CASE_FILES.letter, CASE_FILES.letterPdf, CASE_FILES.schedule]) {
    const file = decision.files.find((entry) => entry.name === name)!;
    await writeFile(path.join(outDir, name), Buffer.from(file.base64, 'base64'));
  }

  const byFile = new Map<string, number>();
  for (const row of rows) if (row[0]) byFile.set(row[0], (byFile.get(row[0]) ?? 0) + 1);
  const report = [...byFile].map(
    ([file, count]) =>
      `  ${file}: ${count} withheld ${count === 1 ? 'string is' : 'strings are'} still shown`,
  );
  const mixed = findings.filter((finding) => finding.codes.length > 1).length;
  return [
    `Decision ${options.options.reference}: ${path.join(outDir, CASE_FILES.letter)}, ${CASE_FILES.letterPdf}, ${CASE_FILES.schedule} (${included.length} files).`,
    ...lines,
    findings.length === 0
      ? 'Consistency: every withheld string is withheld wherever the case prints it.'
      : `Consistency: ${findings.length} withheld ${findings.length === 1 ? 'string needs' : 'strings need'} a look${mixed > 0 ? ` (${mixed} under different codes)` : ''}: ${path.join(outDir, CASE_FILES.consistency)} (it lists withheld text: do not release it).`,
    ...report,
  ];
}
