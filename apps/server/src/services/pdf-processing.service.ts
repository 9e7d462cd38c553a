import {
  uniqueFileName,
  existingMarksAnswerOf,
  LIMITS,
  PDF_FILE_ERRORS,
  PDF_MESSAGES,
  searchAnswer,
  SOURCE_FORMATS,
  type TAppearance,
  type TBatchSearchResponse,
  type TBBox,
  type TExistingMarksChoice,
  type TExistingMarksResponse,
  type TExtractResponse,
  type TFindWordsResponse,
  type TPdfFileError,
  type TRedactionMapping,
  type TRedactionReport,
  type TSourceFormat,
  pdfNameOf,
  withExtent,
} from '@workbench/contracts';
import {
  checkImage,
  ConversionError,
  DEFAULT_CONVERSION_LIMITS,
  sniffFormat,
} from '@workbench/convert';
import type { PdfPool, TaskError } from '@workbench/pdf';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';
import type { UploadConverter } from '../pdf/convert-uploads';
import { fileErrorAsAppError, taskFileError } from '../pdf/pdf-file-status';
import { releaseBytes, uploadRefusal, type UploadedFile } from '../pdf/read-upload';
import type { ProcessingRun } from './processing-meter';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: TaskError };
type FileOutcome<T> =
  | { file: string; ok: true; value: T; convertedFrom?: TSourceFormat; notes?: string[] }
  | { file: string; ok: false; error: TPdfFileError };

export interface RedactedFile {
  name: string;
  bytes: Uint8Array;
}

export interface RedactionBatch {
  files: RedactedFile[];
  reports: (TRedactionReport | { file: string; error: TPdfFileError })[];
}

/** Runs PDF work file by file on the worker pool; one file's failure never sinks the others. */
export function createPdfProcessingService(
  pool: PdfPool,
  log: FastifyBaseLogger,
  convertUploads: UploadConverter,
) {
  async function perFile<T>(
    files: readonly UploadedFile[],
    run: ProcessingRun,
    work: (
      file: UploadedFile,
      options: { signal: AbortSignal; owner: string },
    ) => Promise<Outcome<T>>,
  ): Promise<FileOutcome<T>[]> {
    const options = { signal: run.signal, owner: run.owner };
    return Promise.all(
      files.map(async (file): Promise<FileOutcome<T>> => {
        const refusal = uploadRefusal(file);
        if (refusal) return { file: file.name, ok: false, error: refusal };
        const outcome = await work(file, options);
        releaseBytes(file);
        if (outcome.ok) {
          const { convertedFrom, conversionNotes: notes } = file;
          return { file: file.name, ok: true, value: outcome.value, convertedFrom, notes };
        }
        const error = toFileError(file.name, outcome.error);
        run.fileFailed(file);
        return { file: file.name, ok: false, error };
      }),
    );
  }

  function toFileError(file: string, error: TaskError): TPdfFileError {
    if (error.code === 'InvalidRegexError')
      throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.invalidRegex);
    if (error.code === 'RegexTimeoutError')
      throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.unsafeRegex);
    return taskFileError(error, log);
  }

  return {
    /** The file opened with `password` and saved without encryption (nothing is charged). */
    async unlock(
      file: UploadedFile,
      password: string,
      options: { signal: AbortSignal; owner: string },
    ): Promise<Uint8Array> {
      if (file.isTooLarge) throw fileErrorAsAppError(file.name, fileError('TOO_LARGE'));
      const outcome = await pool.unlock(file.bytes, password, options);
      if (!outcome.ok) throw fileErrorAsAppError(file.name, toFileError(file.name, outcome.error));
      return outcome.value.bytes;
    },

    /**
     * The file as a PDF (an image converted, a PDF as it is) and what it was before; the route
     * charges the conversion (ProcessingMeter.convert).
     */
    async convert(
      file: UploadedFile,
      options: { signal: AbortSignal; owner: string },
    ): Promise<{ bytes: Uint8Array; convertedFrom?: TSourceFormat; notes: string[] }> {
      await convertUploads([file], options);
      const refusal = uploadRefusal(file);
      if (refusal) throw fileErrorAsAppError(file.name, refusal);
      if (!file.convertedFrom) {
        // Anything but a PDF the engine refuses here, with the message that says what opens.
        const outcome = await pool.countPages(file.bytes, options);
        if (!outcome.ok)
          throw fileErrorAsAppError(file.name, toFileError(file.name, outcome.error));
      }
      const { bytes, convertedFrom, conversionNotes = [] } = file;
      return { bytes, convertedFrom, notes: conversionNotes };
    },

    /**
     * Each page of a (redacted) PDF as a PNG or JPEG at the pixel size of the picture it was made
     * from: an image in, an image out (issue 52). Not charged: the redaction was.
     */
    async pagesAsImages(
      file: UploadedFile,
      format: 'png' | 'jpeg',
      options: { signal: AbortSignal; owner: string },
    ): Promise<Uint8Array[]> {
      const refusal = uploadRefusal(file);
      if (refusal) throw fileErrorAsAppError(file.name, refusal);
      const outcome = await pool.pagesAsImages(file.bytes, format, options);
      if (!outcome.ok) throw fileErrorAsAppError(file.name, toFileError(file.name, outcome.error));
      return outcome.value.images;
    },

    /**
     * Images dropped together as the pages of one PDF, in the order given (issue 52); anything
     * but an image is refused, and so is a picture or page count past the limits. The route
     * charges the pages made.
     */
    async combineImages(
      files: readonly UploadedFile[],
      options: { signal: AbortSignal; owner: string },
    ): Promise<{ bytes: Uint8Array; formats: TSourceFormat[]; pages: number }> {
      const images = files.map((file) => {
        const refusal = uploadRefusal(file);
        if (refusal) throw fileErrorAsAppError(file.name, refusal);
        const format = sniffFormat(file.bytes, file.name);
        if (format === null || SOURCE_FORMATS[format].kind !== 'image') {
          throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.onlyImagesCombine(file.name));
        }
        try {
          return { file, format, pages: checkImage(file.bytes, format) };
        } catch (error) {
          if (!(error instanceof ConversionError)) throw error;
          throw fileErrorAsAppError(file.name, { code: error.code, message: error.message });
        }
      });
      const pages = images.reduce((sum, image) => sum + image.pages, 0);
      if (pages > DEFAULT_CONVERSION_LIMITS.maxPages)
        throw new AppError('UNPROCESSABLE', PDF_MESSAGES.tooManyPagesCombined(pages));
      const sources = images.map(({ file, format }) => ({
        bytes: file.bytes,
        type: SOURCE_FORMATS[format].types[0],
      }));
      const outcome = await pool.convertImages(sources, options);
      if (!outcome.ok)
        throw fileErrorAsAppError(files[0]!.name, toFileError(files[0]!.name, outcome.error));
      if (outcome.value.bytes.length > LIMITS.files.maxBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', PDF_MESSAGES.combinedTooLarge);
      const formats = images.map((image) => image.format);
      return { bytes: outcome.value.bytes, formats, pages };
    },

    /**
     * The unapplied redaction marks the file arrived with, and the signatures a redaction would
     * remove (nothing is charged: the workspace reads them on opening, to offer the marks as
     * suggestions and say who signed).
     */
    async existingMarks(
      file: UploadedFile,
      options: { signal: AbortSignal; owner: string },
    ): Promise<TExistingMarksResponse> {
      await convertUploads([file], options);
      const refusal = uploadRefusal(file);
      if (refusal) throw fileErrorAsAppError(file.name, refusal);
      const outcome = await pool.existingMarks(file.bytes, options);
      releaseBytes(file);
      if (!outcome.ok) throw fileErrorAsAppError(file.name, toFileError(file.name, outcome.error));
      return existingMarksAnswerOf(file.name, outcome.value);
    },

    async extract(file: UploadedFile, run: ProcessingRun): Promise<TExtractResponse> {
      const [outcome] = await perFile([file], run, (one, options) =>
        pool.extract(one.bytes, options),
      );
      if (!outcome!.ok) throw fileErrorAsAppError(file.name, outcome!.error);
      return { file: file.name, ...convertedFrom(outcome!), pages: outcome!.value.pages };
    },

    async search(
      files: readonly UploadedFile[],
      query: { terms: string[]; caseSensitive: boolean; regex: boolean; wholeWord: boolean },
      run: ProcessingRun,
    ): Promise<TBatchSearchResponse> {
      const started = performance.now();
      const outcomes = await perFile(files, run, (file, options) =>
        pool.search(file.bytes, query, options),
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
      run: ProcessingRun,
    ): Promise<TFindWordsResponse> {
      const outcomes = await perFile(files, run, (file, options) =>
        pool.findWords(file.bytes, query, options),
      );
      return {
        file_results: outcomes.map((outcome) => {
          if (!outcome.ok)
            return { file: outcome.file, status: 'error' as const, error: outcome.error };
          const matches = outcome.value.words.map((word) => ({
            bbox: withExtent({ x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 }),
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
      options: {
        mappings: TRedactionMapping[];
        removeImages: boolean;
        appearance: TAppearance;
        existingMarks?: TExistingMarksChoice;
      },
      run: ProcessingRun,
    ): Promise<RedactionBatch> {
      let index = 0;
      const mappingOf = new Map(files.map((file) => [file, options.mappings[index++]!]));
      const outcomes = await perFile(files, run, (file, callOptions) =>
        pool.redact(
          file.bytes,
          {
            mapping: mappingOf.get(file)!,
            removeImages: options.removeImages,
            appearance: options.appearance,
            existingMarks: options.existingMarks,
          },
          callOptions,
        ),
      );
      const names = new Set<string>();
      const batch: RedactionBatch = { files: [], reports: [] };
      for (const outcome of outcomes) {
        if (!outcome.ok) {
          batch.reports.push({ file: outcome.file, error: outcome.error });
          continue;
        }
        const name = uniqueFileName(redactedName(outcome.file), names);
        batch.files.push({ name, bytes: outcome.value.bytes });
        batch.reports.push({
          file: outcome.file,
          output_name: name,
          ...convertedFrom(outcome),
          ...outcome.value.report,
        });
      }
      return batch;
    },
  };
}

export type PdfProcessingService = ReturnType<typeof createPdfProcessingService>;

function fileError(code: keyof typeof PDF_FILE_ERRORS): TPdfFileError {
  return { code, message: PDF_FILE_ERRORS[code] };
}

/** "report.pdf" → "report-redacted.pdf", "scan.tiff" → "scan-redacted.pdf". */
export function redactedName(file: string): string {
  return `${pdfNameOf(file).replace(/\.pdf$/i, '') || 'document'}-redacted.pdf`;
}

const convertedFrom = (outcome: { convertedFrom?: TSourceFormat; notes?: string[] }) => ({
  ...(outcome.convertedFrom && { converted_from: outcome.convertedFrom }),
  ...(outcome.notes && { conversion_notes: outcome.notes }),
});
