import {
  uniqueFileName,
  fileMarksOf,
  pdfNameOf,
  isXfdfOfFile,
  xfdfUnmatchedMessage,
  type TExistingMarksChoice,
  type TImportMarksResponse,
  type TMarksExportReport,
  type TPdfFileError,
  type TRedactionMapping,
} from '@workbench/contracts';
import type { PdfPool, XfdfMark } from '@workbench/pdf';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';
import type { UploadConverter } from '../pdf/convert-uploads';
import { taskFileError } from '../pdf/pdf-file-status';
import { releaseBytes, uploadRefusal, type UploadedFile } from '../pdf/read-upload';

interface CallOptions {
  signal: AbortSignal;
  owner: string;
}

export interface ExportOptions {
  mappings: TRedactionMapping[];
  existingMarks?: TExistingMarksChoice;
  author: string;
  includeText: boolean;
}

export interface ExportedFile {
  name: string;
  bytes: Uint8Array;
}

type Exported =
  | { file: string; error: TPdfFileError }
  | { file: string; bytes: Uint8Array; pages: number; marks: number };

export interface ExportBatch {
  files: ExportedFile[];
  reports: (TMarksExportReport | { file: string; error: TPdfFileError })[];
}

/**
 * Marks to and from the tools around us (decision 0054): marked copies and XFDF out, XFDF and
 * marked copies in. Nothing is charged: no page is read for content, and nothing is redacted.
 */
export function createMarksExchangeService(
  pool: PdfPool,
  log: FastifyBaseLogger,
  convertUploads: UploadConverter,
) {
  /** The files as PDFs (images and Office files converted), each refused file with its error. */
  async function asPdfs(files: readonly UploadedFile[], options: CallOptions) {
    await convertUploads(files, options);
    return files.map((file) => ({ file, refusal: uploadRefusal(file) }));
  }

  async function exportEach(
    files: readonly UploadedFile[],
    options: ExportOptions,
    call: CallOptions,
    format: 'pdf' | 'xfdf',
  ): Promise<ExportBatch> {
    const prepared = await asPdfs(files, call);
    const outcomes = await Promise.all(
      prepared.map(async ({ file, refusal }, index): Promise<Exported> => {
        if (refusal) return { file: file.name, error: refusal };
        const fields = {
          mapping: options.mappings[index]!,
          existingMarks: options.existingMarks,
          author: options.author,
          includeText: options.includeText,
          fileName: pdfNameOf(file.name),
        };
        const outcome =
          format === 'pdf'
            ? await pool.markedCopy(file.bytes, fields, call)
            : await pool.marksXfdf(file.bytes, fields, call);
        releaseBytes(file);
        if (!outcome.ok) return { file: file.name, error: taskFileError(outcome.error, log) };
        const bytes =
          'bytes' in outcome.value
            ? outcome.value.bytes
            : new TextEncoder().encode(outcome.value.xfdf);
        const { pages } = outcome.value;
        return { file: file.name, bytes, pages, marks: countAreas(fields.mapping) };
      }),
    );
    const taken = new Set<string>();
    const batch: ExportBatch = { files: [], reports: [] };
    for (const outcome of outcomes) {
      if ('error' in outcome) {
        batch.reports.push({ file: outcome.file, error: outcome.error });
        continue;
      }
      const name = uniqueFileName(exportName(outcome.file, format), taken);
      batch.files.push({ name, bytes: outcome.bytes });
      const { pages, marks } = outcome;
      batch.reports.push({ file: outcome.file, output_name: name, pages, marks });
    }
    return batch;
  }

  return {
    /** Each file with its marks as unapplied /Redact annotations: `<name>-marked.pdf`. */
    markedCopies(files: readonly UploadedFile[], options: ExportOptions, call: CallOptions) {
      return exportEach(files, options, call, 'pdf');
    },

    /** Each file's marks as XFDF: `<name>.xfdf`. */
    xfdfs(files: readonly UploadedFile[], options: ExportOptions, call: CallOptions) {
      return exportEach(files, options, call, 'xfdf');
    },

    /**
     * Each file's marks: its own unapplied /Redact annotations and the XFDF's that name it (or the
     * one XFDF sent with one file), with the areas of both as a redaction mapping.
     */
    async importMarks(
      files: readonly UploadedFile[],
      xfdfTexts: readonly string[],
      call: CallOptions,
    ): Promise<TImportMarksResponse> {
      const xfdfOf = matchXfdf(files, await readXfdfs(pool, xfdfTexts, call));
      const prepared = await asPdfs(files, call);
      const answers = await Promise.all(
        prepared.map(async ({ file, refusal }, index) => {
          if (refusal) return { file: file.name, error: refusal };
          const xfdf = xfdfOf[index];
          const outcome = await pool.existingMarks(file.bytes, { ...call, ...(xfdf && { xfdf }) });
          releaseBytes(file);
          if (!outcome.ok) return { file: file.name, error: taskFileError(outcome.error, log) };
          return fileMarksOf(file.name, outcome.value);
        }),
      );
      return { files: answers };
    },
  };
}

export type MarksExchangeService = ReturnType<typeof createMarksExchangeService>;

type ReadXfdf = { marks: XfdfMark[]; href: string | null };

/** Each XFDF read in a PDF worker (not on the event loop); one that cannot be read is a 400. */
async function readXfdfs(
  pool: PdfPool,
  texts: readonly string[],
  call: CallOptions,
): Promise<ReadXfdf[]> {
  const read: ReadXfdf[] = [];
  for (const text of texts) {
    const outcome = await pool.readXfdf(text, call);
    if (!outcome.ok) throw new AppError('VALIDATION_ERROR', outcome.error.message);
    if ('problem' in outcome.value) throw new AppError('VALIDATION_ERROR', outcome.value.problem);
    read.push(outcome.value);
  }
  return read;
}

/**
 * Which XFDF belongs to which file: the file its `<f href>` names (by name, or by name without
 * extension: a converted file's PDF name); with one file and one XFDF, an XFDF that names no
 * file is that file's. An XFDF naming a file not sent is refused, with one file too.
 */
function matchXfdf(
  files: readonly UploadedFile[],
  parsed: readonly ReadXfdf[],
): (XfdfMark[] | undefined)[] {
  if (files.length === 1 && parsed.length === 1 && parsed[0]!.href === null) {
    return [parsed[0]!.marks];
  }
  const matched: (XfdfMark[] | undefined)[] = files.map(() => undefined);
  for (const { marks, href } of parsed) {
    const index = href === null ? -1 : files.findIndex((file) => isXfdfOfFile(file.name, href));
    if (index < 0) throw new AppError('VALIDATION_ERROR', xfdfUnmatchedMessage(href));
    matched[index] = [...(matched[index] ?? []), ...marks];
  }
  return matched;
}

function countAreas(mapping: TRedactionMapping): number {
  return mapping.pages.reduce((sum, page) => sum + page.sensitive.length, 0);
}

/** "letter.docx" → "letter-marked.pdf" or "letter.xfdf". */
function exportName(file: string, format: 'pdf' | 'xfdf'): string {
  const base = pdfNameOf(file).replace(/\.pdf$/i, '') || 'document';
  return format === 'pdf' ? `${base}-marked.pdf` : `${base}.xfdf`;
}
