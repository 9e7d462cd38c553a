import { csvText, type TSourceFormat } from '@workbench/contracts';
import {
  entityTypeOf,
  shownText,
  sourceOf,
  type Highlight,
  type MarkSource,
} from '../highlights/highlight';
import { codeOf } from '../marks/exemption';

/** One redacted area as the log lists it; the text is kept in the browser, shown only on request. */
export interface LogRow {
  page: number;
  /** The entity type as stored ("PERSON", "SEARCH", "MANUAL"). */
  type: string;
  source: MarkSource;
  /** The engine of a detection ("fast", "standard", "advanced"). */
  model: string | null;
  code: string | null;
  /** The reviewer's justification for the code, when they gave one. */
  justification?: string;
  /** Who accepted the area; a mark a person drew was theirs, the user's who made the copy. */
  reviewer: string;
  text: string;
}

/** What was redacted in one file, by whom and when, and why (issue 26). */
export interface RedactionLog {
  fileName: string;
  outputName: string;
  /** The file the PDF was converted from, when it was (an image): its name and format. */
  origin?: { name: string; format: TSourceFormat };
  /** When the redacted copy was made, ISO 8601. */
  date: string;
  /** Who made the redacted copy: the signed-in user's e-mail address. */
  user: string;
  removeImages: boolean;
  rows: LogRow[];
}

/** The log of a redaction: one row per area, in page order, then top to bottom. */
export function buildLog(
  areas: readonly Highlight[],
  context: Omit<RedactionLog, 'rows'> & { defaultCodes: Readonly<Record<string, string>> },
): RedactionLog {
  const { defaultCodes, ...header } = context;
  const rows = [...areas]
    .sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x)
    .map((area) => ({
      page: area.page,
      type: entityTypeOf(area),
      source: sourceOf(area),
      model: area.model ?? null,
      code: codeOf(area, defaultCodes) ?? null,
      ...(area.justification && { justification: area.justification }),
      reviewer: area.reviewedBy ?? header.user,
      text: shownText(area),
    }));
  return { ...header, rows };
}

export type LogLabels = {
  /** The titles of the log's header lines. */
  fields: {
    file: string;
    /** The file a converted PDF was made from. */
    original: string;
    output: string;
    date: string;
    user: string;
    areas: string;
  };
  /** The column titles, in order: page, type, source, code, reviewer, and text when shown. */
  columns: {
    page: string;
    type: string;
    source: string;
    code: string;
    reviewer: string;
    text: string;
  };
  source: (source: MarkSource) => string;
  type: (type: string) => string;
  /** A detection engine by name, in the reader's language. */
  model?: (model: string) => string;
  /** A file format by name ("jpeg" → "JPEG image"), in the reader's language. */
  format?: (format: TSourceFormat) => string;
};

/** The log's header lines: file, redacted copy, date, user, number of areas. */
export function logFields(log: RedactionLog, labels: LogLabels): [string, string][] {
  const { fields, format = (name) => name } = labels;
  const { origin } = log;
  return [
    ...(origin
      ? [[fields.original, `${origin.name} (${format(origin.format)})`] as [string, string]]
      : []),
    [fields.file, log.fileName],
    [fields.output, log.outputName],
    [fields.date, log.date],
    [fields.user, log.user],
    [fields.areas, String(log.rows.length)],
  ];
}

/** The log's table: a header row, then one row per area, each cell plain text. */
export function logTable(log: RedactionLog, labels: LogLabels, withText: boolean): string[][] {
  const { columns } = labels;
  const header = [columns.page, columns.type, columns.source, columns.code, columns.reviewer];
  const rows = log.rows.map((row) => {
    const source =
      labels.source(row.source) + (row.model ? ` (${labels.model?.(row.model) ?? row.model})` : '');
    const cells = [String(row.page), labels.type(row.type), source, row.code ?? '', row.reviewer];
    return withText ? [...cells, row.text.replace(/\s+/g, ' ').trim()] : cells;
  });
  return [withText ? [...header, columns.text] : header, ...rows];
}

/** The log as CSV (RFC 4180, CRLF lines, a BOM so spreadsheets read it as UTF-8). */
export function logCsv(log: RedactionLog, labels: LogLabels, withText: boolean): string {
  return csvText([...logFields(log, labels), [], ...logTable(log, labels, withText)]);
}

/** The log's file name beside the redacted copy: "redacted_letter.pdf" → "redacted_letter-log.csv". */
export function logFileName(outputName: string, extension: 'csv' | 'pdf'): string {
  return `${outputName.replace(/\.pdf$/i, '')}-log.${extension}`;
}
