import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One input file's fate in a run. */
export type Outcome = {
  file: string;
  sha256: string;
  status: 'redacted' | 'skipped' | 'failed';
  pages: number;
  areas: number;
  by_type: Record<string, number>;
  by_code: Record<string, number>;
  output: string | null;
  error: string | null;
};

const COLUMNS = [
  'file',
  'status',
  'pages',
  'areas',
  'areas_by_type',
  'areas_by_code',
  'output',
  'error',
  'sha256',
] as const;

/** A cell that a spreadsheet would run as a formula is written as text. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const counts = (byKey: Record<string, number>) =>
  Object.entries(byKey)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
    .join('; ');

export function logCsv(outcomes: readonly Outcome[]): string {
  const rows = outcomes.map((outcome) =>
    [
      outcome.file,
      outcome.status,
      outcome.pages,
      outcome.areas,
      counts(outcome.by_type),
      counts(outcome.by_code),
      outcome.output ?? '',
      outcome.error ?? '',
      outcome.sha256,
    ]
      .map(cell)
      .join(','),
  );
  // A byte-order mark, so spreadsheet programs read æ, ø and å as UTF-8.
  return `\uFEFF${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** Writes the run's log beside the redacted files, as CSV and JSON; answers their paths. */
export async function writeRunLog(outDir: string, outcomes: readonly Outcome[]) {
  const csv = path.join(outDir, 'redaction-log.csv');
  const json = path.join(outDir, 'redaction-log.json');
  await writeFile(csv, logCsv(outcomes));
  await writeFile(json, `${JSON.stringify(outcomes, null, 2)}\n`);
  return { csv, json };
}
