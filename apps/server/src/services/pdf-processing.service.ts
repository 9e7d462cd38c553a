import {
  PDF_FILE_ERRORS,
  PDF_MESSAGES,
  type TAppearance,
  type TBatchSearchResponse,
  type TBBox,
  type TExtractResponse,
  type TFindWordsResponse,
  type TPdfFileError,
  type TRedactionMapping,
  type TRedactionReport,
} from '@workbench/contracts';
import type { PdfPool } from '@workbench/pdf';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';
import { fileErrorAsAppError, isPdfFileErrorCode } from '../pdf/pdf-file-status';
import type { UploadedFile } from '../pdf/read-upload';
import { searchAnswer } from './search-answer';

type Outcome<T> =
  { ok: true; value: T } | { ok: false; error: { code: string; message: string; detail?: string } };
type FileOutcome<T> =
  { file: string; ok: true; value: T } | { file: string; ok: false; error: TPdfFileError };

export interface RedactedFile {
  name: string;
  bytes: Uint8Array;
}

export interface RedactionBatch {
  files: RedactedFile[];
  reports: (TRedactionReport | { file: string; error: TPdfFileError })[];
}

/** Runs PDF work file by file on the worker pool; one file's failure never sinks the others. */
export function createPdfProcessingService(pool: PdfPool, log: FastifyBaseLogger) {
  async function perFile<T>(
    files: readonly UploadedFile[],
    run: (file: UploadedFile) => Promise<Outcome<T>>,
  ): Promise<FileOutcome<T>[]> {
    return Promise.all(
      files.map(async (file): Promise<FileOutcome<T>> => {
        if (file.isTooLarge) return { file: file.name, ok: false, error: fileError('TOO_LARGE') };
        const outcome = await run(file);
        if (outcome.ok) return { file: file.name, ok: true, value: outcome.value };
        return { file: file.name, ok: false, error: toFileError(file.name, outcome.error) };
      }),
    );
  }

  function toFileError(
    file: string,
    error: { code: string; message: string; detail?: string },
  ): TPdfFileError {
    if (error.code === 'InvalidRegexError')
      throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.invalidRegex);
    if (error.code === 'RegexTimeoutError')
      throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.unsafeRegex);
    if (!isPdfFileErrorCode(error.code)) return fileError('PROCESSING_FAILED');
    if (error.code === 'PROCESSING_FAILED' || error.code === 'VERIFICATION_FAILED') {
      log.error({ file_error: error.code, detail: error.detail }, 'PDF processing failed');
    }
    return { code: error.code, message: error.message };
  }

  return {
    async extract(file: UploadedFile, signal: AbortSignal): Promise<TExtractResponse> {
      const [outcome] = await perFile([file], (one) =>
        pool.extract(one.bytes, { signal, transfer: true }),
      );
      if (!outcome!.ok) throw fileErrorAsAppError(file.name, outcome!.error);
      return { file: file.name, pages: outcome!.value.pages };
    },

    async search(
      files: readonly UploadedFile[],
      query: { terms: string[]; caseSensitive: boolean; regex: boolean },
      signal: AbortSignal,
    ): Promise<TBatchSearchResponse> {
      const started = performance.now();
      const outcomes = await perFile(files, (file) =>
        pool.search(file.bytes, query, { signal, transfer: true }),
      );
      const file_results = outcomes.map((outcome) => {
        if (!outcome.ok)
          return { file: outcome.file, status: 'error' as const, error: outcome.error };
        const total_matches = outcome.value.pages.reduce(
          (sum, page) => sum + page.matches.length,
          0,
        );
        const results = { total_matches, match_details: { pages: outcome.value.pages } };
        return { file: outcome.file, status: 'success' as const, results };
      });
      return searchAnswer(file_results, started);
    },

    async findWords(
      files: readonly UploadedFile[],
      query: { page: number; bbox: TBBox },
      signal: AbortSignal,
    ): Promise<TFindWordsResponse> {
      const outcomes = await perFile(files, (file) =>
        pool.findWords(file.bytes, query, { signal, transfer: true }),
      );
      return {
        file_results: outcomes.map((outcome) => {
          if (!outcome.ok)
            return { file: outcome.file, status: 'error' as const, error: outcome.error };
          const matches = outcome.value.words.map((word) => ({
            bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
            text: word.text,
          }));
          return {
            file: outcome.file,
            status: 'success' as const,
            results: { pages: [{ page: query.page, matches }] },
          };
        }),
      };
    },

    async redact(
      files: readonly UploadedFile[],
      options: { mappings: TRedactionMapping[]; removeImages: boolean; appearance: TAppearance },
      signal: AbortSignal,
    ): Promise<RedactionBatch> {
      let index = 0;
      const mappingOf = new Map(files.map((file) => [file, options.mappings[index++]!]));
      const outcomes = await perFile(files, (file) =>
        pool.redact(
          file.bytes,
          {
            mapping: mappingOf.get(file)!,
            removeImages: options.removeImages,
            appearance: options.appearance,
          },
          { signal, transfer: true },
        ),
      );
      const names = new Set<string>();
      const batch: RedactionBatch = { files: [], reports: [] };
      for (const outcome of outcomes) {
        if (!outcome.ok) {
          batch.reports.push({ file: outcome.file, error: outcome.error });
          continue;
        }
        const name = uniqueName(redactedName(outcome.file), names);
        batch.files.push({ name, bytes: outcome.value.bytes });
        batch.reports.push({ file: outcome.file, output_name: name, ...outcome.value.report });
      }
      return batch;
    },
  };
}

export type PdfProcessingService = ReturnType<typeof createPdfProcessingService>;

function fileError(code: keyof typeof PDF_FILE_ERRORS): TPdfFileError {
  return { code, message: PDF_FILE_ERRORS[code] };
}

/** "report.pdf" → "report-redacted.pdf". */
export function redactedName(file: string): string {
  return `${file.replace(/\.pdf$/i, '') || 'document'}-redacted.pdf`;
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let copy = 2; taken.has(candidate); copy++)
    candidate = name.replace(/\.pdf$/, ` (${copy}).pdf`);
  taken.add(candidate);
  return candidate;
}
