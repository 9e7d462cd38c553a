import {
  CASE_PATHS,
  ZDecisionResponse,
  type TCaseInput,
  type TDecision,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { OpenFile, RedactedFile } from '../files/files-store';
import { exemptionSettings } from '../marks/exemption';
import type { CaseDetails } from './case-store';

/**
 * The case as the decision is drafted from it: each open file with a redacted copy, its pages
 * and the areas of its redaction log (page and code) — the schedule then counts the log's rows.
 * A file not released yet is left out, and named.
 */
export function caseOf(
  details: CaseDetails,
  files: readonly OpenFile[],
  redacted: Readonly<Record<string, RedactedFile>>,
  today = new Date().toISOString().slice(0, 10),
): { value: TCaseInput; notReleased: string[] } {
  const copies = Object.values(redacted);
  const released = files.flatMap((file) => {
    const copy = copies.find((candidate) => candidate.sourceKey === file.key && candidate.log);
    return copy?.log ? [{ file, log: copy.log }] : [];
  });
  const settings = exemptionSettings();
  return {
    value: {
      reference: details.reference,
      ...(details.requester.trim() && { requester: details.requester }),
      date: today,
      language: details.language,
      code_set: settings.set,
      own_codes: settings.own_codes,
      documents: released.map(({ file, log }) => ({
        name: file.name,
        pages: Math.max(file.pageCount ?? 1, ...log.rows.map((row) => row.page)),
        marks: log.rows.map((row) => ({
          page: row.page,
          code: row.code,
          ...(row.justification && { justification: row.justification }),
        })),
      })),
    },
    notReleased: files
      .filter((file) => !released.some((entry) => entry.file.key === file.key))
      .map((file) => file.name),
  };
}

export async function draftDecision(value: TCaseInput): Promise<TDecision> {
  const body = { method: 'POST' as const, body: { case: value } };
  return (await apiRequest(CASE_PATHS.decision, ZDecisionResponse, body)).data;
}

/** A file of the decision as something the browser can save. */
export function decisionBlob(file: TDecision['files'][number]): Blob {
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: file.media_type });
}
