import {
  DETECT_PATH,
  EXISTING_MARKS_FIELD,
  PDF_PATHS,
  REDACTION_REPORT_HEADER,
  ZBatchSearchResponse,
  ZDetectResponse,
  ZMarksExportReport,
  ZRedactionReport,
  successEnvelope,
  type TEngineName,
  type TSensitiveItem,
} from '@workbench/contracts';
import { z } from 'zod';
import { RequestRefused, type Client } from './client';
import type { Step } from './partial-results';
import { codeFor, detectionEngines, requestedEntities, type Rules } from './rules';

/** One area withheld: its page, code and the text under it, for a case (decision 0090). */
export type WithheldArea = { page: number; code: string | null; text: string };

/** What redaction did to one file, for the log. */
export type Redacted = {
  bytes: Buffer;
  pages: number;
  areas: number;
  byType: Record<string, number>;
  byCode: Record<string, number>;
  withheld: WithheldArea[];
};

type Pdf = { name: string; bytes: Buffer };

/** The type counted for areas applied from marks the file arrived with (as the engine names it). */
export const MARK_TYPE = 'EXISTING_MARK';

/**
 * A file's answers so far: `remember` gives the answer a step had before (a resumed run), or
 * asks and keeps it; `keyOf` names a step's call for the server, the same in a resumed run.
 */
export type FileSteps = {
  remember: <T>(step: Step, schema: z.ZodType<T>, ask: () => Promise<T>) => Promise<T>;
  keyOf: (step: Step | 'redact') => string;
};

const ZDetectedPages =
  ZDetectResponse.shape.file_results.element.shape.results.unwrap().shape.redaction_mapping.shape
    .pages;
const ZMatchPages =
  ZBatchSearchResponse.shape.file_results.element.shape.results.unwrap().shape.match_details.shape
    .pages;

/**
 * One file through the server as the workspace does it: detect with the rules' engines, search
 * the terms and patterns, draw each area with its type's code, then redact, sanitise and verify.
 * The server refuses a file it cannot read or verify (RequestRefused, with its message).
 */
export async function redactFile(
  client: Client,
  rules: Rules,
  pdf: Pdf,
  saved: FileSteps,
  { markedCopy = false }: { markedCopy?: boolean } = {},
): Promise<Redacted> {
  const areas: Map<number, TSensitiveItem[]> = new Map();
  const add = (page: number, item: TSensitiveItem) =>
    areas.set(page, [...(areas.get(page) ?? []), item]);

  const engines = detectionEngines(rules);
  if (engines.length > 0) {
    const detected = await saved.remember('detect', ZDetectedPages, () =>
      detect(client, rules, engines, pdf, saved.keyOf('detect')),
    );
    for (const page of detected) {
      for (const found of page.sensitive) {
        add(page.page, item(rules, found.entity_type, found.bbox, found.original_text));
      }
    }
  }
  const searches = [
    { step: 'search' as const, terms: rules.search.terms, regex: false },
    { step: 'patterns' as const, terms: rules.search.patterns, regex: true },
  ].filter((search) => search.terms.length > 0);
  for (const search of searches) {
    const found = await saved.remember(search.step, ZMatchPages, () =>
      find(client, rules, search.terms, search.regex, pdf, saved.keyOf(search.step)),
    );
    for (const page of found) {
      for (const match of page.matches)
        add(page.page, item(rules, 'SEARCH', match.bbox, match.text));
    }
  }

  const pages = [...areas].map(([page, sensitive]) => ({ page, sensitive }));
  if (markedCopy) return markFile(client, rules, pdf, pages, saved.keyOf('redact'));
  const form = () => {
    const data = formWith(pdf);
    data.append('redaction_mappings', JSON.stringify([{ pages }]));
    data.append('remove_images', String(rules.remove_images));
    if (rules.appearance) data.append('appearance', JSON.stringify(rules.appearance));
    data.append(EXISTING_MARKS_FIELD, rules.existing_marks);
    return data;
  };
  const answer = await client.post(PDF_PATHS.redact, form, saved.keyOf('redact'));
  const report = z
    .array(ZRedactionReport)
    .safeParse(parseJson(answer.headers.get(REDACTION_REPORT_HEADER)));
  const all = pages.flatMap((page) => page.sensitive);
  // The marks the file arrived with, applied by the server as areas of their own.
  const marks = report.success ? (report.data[0]?.existing_marks.applied_areas ?? 0) : 0;
  const types = [...all.map((area) => area.entity_type), ...Array<string>(marks).fill(MARK_TYPE)];
  return {
    bytes: answer.bytes,
    pages: report.success ? (report.data[0]?.pages ?? 0) : 0,
    areas: all.length + marks,
    byType: countBy(types),
    byCode: countBy(all.flatMap((area) => (area.code === undefined ? [] : [area.code]))),
    withheld: withheldAreas(pages),
  };
}

function withheldAreas(pages: { page: number; sensitive: TSensitiveItem[] }[]): WithheldArea[] {
  return pages
    .flatMap(({ page, sensitive }) =>
      sensitive.map((area) => ({ page, code: area.code ?? null, text: area.original_text })),
    )
    .sort((a, b) => a.page - b.page);
}

/**
 * The file with the areas as unapplied /Redact marks for review in Acrobat or another tool
 * (decision 0054), instead of redacted: nothing is removed, and nothing is charged.
 */
async function markFile(
  client: Client,
  rules: Rules,
  pdf: Pdf,
  pages: { page: number; sensitive: TSensitiveItem[] }[],
  key: string,
): Promise<Redacted> {
  const form = () => {
    const data = formWith(pdf);
    data.append('redaction_mappings', JSON.stringify([{ pages }]));
    data.append(EXISTING_MARKS_FIELD, rules.existing_marks);
    return data;
  };
  const answer = await client.post(PDF_PATHS.markedCopy, form, key);
  const report = z
    .array(ZMarksExportReport)
    .safeParse(parseJson(answer.headers.get(REDACTION_REPORT_HEADER)));
  const all = pages.flatMap((page) => page.sensitive);
  return {
    bytes: answer.bytes,
    pages: report.success ? (report.data[0]?.pages ?? 0) : 0,
    areas: all.length,
    byType: countBy(all.map((area) => area.entity_type)),
    byCode: countBy(all.flatMap((area) => (area.code === undefined ? [] : [area.code]))),
    withheld: [],
  };
}

function item(
  rules: Rules,
  entityType: string,
  bbox: TSensitiveItem['bbox'],
  text: string,
): TSensitiveItem {
  const code = codeFor(rules, entityType);
  return {
    bbox,
    entity_type: entityType,
    original_text: text,
    ...(code !== undefined && { code }),
  };
}

async function detect(client: Client, rules: Rules, engines: TEngineName[], pdf: Pdf, key: string) {
  const requested = requestedEntities(rules, engines);
  const form = () => {
    const data = formWith(pdf);
    for (const engine of ['fast', 'standard', 'advanced'] as const)
      data.append(`use_${engine}`, String(engines.includes(engine)));
    data.append('requested_entities', JSON.stringify(requested));
    data.append('threshold', String(rules.detection.threshold));
    return data;
  };
  const answer = await client.post(DETECT_PATH, form, key);
  const [result] = successEnvelope(ZDetectResponse).parse(json(answer.bytes)).data.file_results;
  return resultOf(result).redaction_mapping.pages;
}

async function find(
  client: Client,
  rules: Rules,
  terms: string[],
  regex: boolean,
  pdf: Pdf,
  key: string,
) {
  const form = () => {
    const data = formWith(pdf);
    data.append('search_terms', JSON.stringify(terms));
    data.append('regex', String(regex));
    data.append('case_sensitive', String(rules.search.case_sensitive));
    data.append('whole_word', String(rules.search.whole_word));
    return data;
  };
  const answer = await client.post(PDF_PATHS.search, form, key);
  const [result] = successEnvelope(ZBatchSearchResponse).parse(json(answer.bytes)).data
    .file_results;
  return resultOf(result).match_details.pages;
}

/** A file's results, or its refusal as the server worded it. */
function resultOf<T>(
  result: { status: string; error?: { code: string; message: string }; results?: T } | undefined,
): T {
  if (result?.results !== undefined && result.status === 'success') return result.results;
  const error = result?.error;
  throw new RequestRefused(422, error?.code ?? 'ERROR', error?.message ?? 'The file was refused');
}

function formWith(pdf: Pdf): FormData {
  const data = new FormData();
  data.append('files', new Blob([pdf.bytes], { type: 'application/pdf' }), pdf.name);
  return data;
}

const json = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
