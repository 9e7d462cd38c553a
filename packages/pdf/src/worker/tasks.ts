import type {
  TAppearance,
  TBBox,
  TExistingMarkRef,
  TExistingMarksChoice,
  TFileSignature,
  TFormDataValue,
  TMatchPage,
  TPdfPage,
  TPdfWord,
  TRedactionMapping,
  TResidue,
} from '@workbench/contracts';
import type { PdfLimits } from '../budget/pdf-limits';
import type { ImageSource } from '../convert/images-to-pdf';
import type { ExportMarksRequest } from '../marks/export-marks';
import type { XfdfMark } from '../marks/xfdf';
import type { OcrLine } from '../ocr/ocr-types';
import type { FoundMark } from '../redact/resolve-marks';
import type { RedactResult } from '../redact/redact-pdf';
import type { MergeOptions, ShardResult } from '../redact/shards';

/** Work the pool runs; a discriminated union keyed on `type` (see CONVENTIONS.md). */
export type TextTask = ExtractTask | SearchTask | FindWordsTask;
export type PdfTask =
  | TextTask
  | CountPagesTask
  | ExistingMarksTask
  | ReadXfdfTask
  | ExportMarksTask
  | UnlockTask
  | ConvertImagesTask
  | ConvertedTextTask
  | HtmlToPdfTask
  | FitImagesTask
  | PagesAsImagesTask
  | JoinPdfsTask
  | OcrPageTask
  | RedactTask
  | RedactShardTask
  | RedactMergeTask;

/** How a worker is set up: which OCR it uses and the limits of each task. */
export interface WorkerConfig {
  ocrEngine: 'auto' | 'cli' | 'js' | 'off';
  tesseractPath?: string;
  limits: PdfLimits;
}

/** Opens a password-protected file with its password; answers it saved without encryption. */
export interface UnlockTask {
  type: 'unlock';
  bytes: Uint8Array;
  password: string;
}

/** Writes images (each page of a TIFF) as the pages of one new PDF (see imagesToPdf). */
export interface ConvertImagesTask {
  type: 'convert-images';
  images: ImageSource[];
}

/** HTML laid out on A4 pages (an e-mail, the page before an attachment; see htmlToPdf). */
export interface HtmlToPdfTask {
  type: 'html-to-pdf';
  html: string;
}

/** A converted PDF's large pictures scaled to A4 at 200 dpi, to fit the size limit (fitImages). */
export interface FitImagesTask {
  type: 'fit-images';
  bytes: Uint8Array;
}

/** Each page of a PDF as an image at its picture's own pixel size (see pagesAsImages). */
export interface PagesAsImagesTask {
  type: 'pages-as-images';
  bytes: Uint8Array;
  format: 'png' | 'jpeg';
}

/** The pages of several PDFs as one PDF, in order (see joinPdfs). */
export interface JoinPdfsTask {
  type: 'join-pdfs';
  parts: Uint8Array[];
}

/** The text a converted PDF holds, to check against its source (see convertedText). */
export interface ConvertedTextTask {
  type: 'converted-text';
  bytes: Uint8Array;
}

/**
 * Reads the unapplied redaction marks a file arrived with (see readExistingMarks) and the
 * signatures a redaction would remove (see readSignatures), and places an XFDF's marks on its
 * pages when one is given (see placeXfdfMarks).
 */
export interface ExistingMarksTask {
  type: 'existing-marks';
  bytes: Uint8Array;
  xfdf?: XfdfMark[];
}

/** An XFDF file read into marks off the server's event loop (50,000 marks take a second). */
export interface ReadXfdfTask {
  type: 'read-xfdf';
  text: string;
}

/** The marks and the file the XFDF names, or why it cannot be read (a 400 for the user). */
export type ReadXfdfResult = { marks: XfdfMark[]; href: string | null } | { problem: string };

export interface ExistingMarksResult {
  pages: number;
  marks: FoundMark[];
  /** The signed signature fields, which a redaction removes (decision 0062). */
  signatures: TFileSignature[];
  /** An XFA form's data values, which the released file does not carry (decision 0068). */
  formData: TFormDataValue[];
  /** The XFDF's marks, when one was given. */
  imported?: FoundMark[];
}

/**
 * The file's marks for review in another tool: as unapplied `/Redact` annotations in a copy of
 * the file (`pdf`) or as an XFDF naming `fileName` (see export-marks.ts).
 */
export interface ExportMarksTask extends ExportMarksRequest {
  type: 'export-marks';
  format: 'pdf' | 'xfdf';
  fileName: string;
}

/** Opens a file only to count its pages (usage metering counts before the work starts). */
export interface CountPagesTask {
  type: 'count-pages';
  bytes: Uint8Array;
}

interface TextTaskBase {
  bytes: Uint8Array;
  /**
   * OCR of this file's scanned pages, by page number. A scanned page missing here is not
   * recognised by the task: it answers `{ ocrNeeded }` and the pool recognises those pages as
   * tasks of their own, which other users' work can go between.
   */
  ocrPages: [number, OcrLine[]][];
}

export interface ExtractTask extends TextTaskBase {
  type: 'extract';
}

export interface SearchTask extends TextTaskBase {
  type: 'search';
  terms: string[];
  caseSensitive: boolean;
  regex: boolean;
  wholeWord: boolean;
}

export interface FindWordsTask extends TextTaskBase {
  type: 'find-words';
  page: number;
  bbox: TBBox;
}

/** Renders one page of a scanned file and recognises its words. */
export interface OcrPageTask {
  type: 'ocr-page';
  bytes: Uint8Array;
  page: number;
}

export interface RedactTask {
  type: 'redact';
  bytes: Uint8Array;
  mapping: TRedactionMapping;
  removeImages: boolean;
  appearance: TAppearance;
  /** What to do with the file's own unapplied marks; none while it has any is refused. */
  existingMarks?: TExistingMarksChoice;
}

/** The first pass of a large redaction over some of its pages (see `shard-plan.ts`). */
export interface RedactShardTask {
  type: 'redact-shard';
  bytes: Uint8Array;
  mapping: TRedactionMapping;
  removeImages: boolean;
}

/** The rest of a large redaction, from the shards' files. */
export interface RedactMergeTask extends MergeOptions {
  type: 'redact-merge';
  shards: ShardResult[];
}

/** A text task's answer when scanned pages must be recognised first. */
export interface OcrNeeded {
  ocrNeeded: number[];
}

export interface ExtractResult {
  pages: TPdfPage[];
}

export interface SearchResult {
  pages: TMatchPage[];
}

export interface FindWordsResult {
  words: TPdfWord[];
}

export interface OcrPageResult {
  lines: OcrLine[];
}

export type RedactTaskResult = RedactResult;

/** What a task resolves to, or the per-file error it failed with. */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; error: TaskError };

/** Why a task failed: a per-file error code, its message, the log's detail, what was found. */
export interface TaskError {
  code: string;
  message: string;
  detail?: string;
  residues?: TResidue[];
  existing_marks?: TExistingMarkRef[];
}

/** The pool's message to a worker. */
export interface WorkerRequest {
  id: number;
  task: PdfTask;
}

/**
 * A worker's messages: `ready` once the engine is loaded, `step` as each page starts (the pool's
 * watchdog), `done` with the outcome; `recycle` asks the pool to replace the worker now (its
 * engine faulted, was refused memory or grew past half its cap), `memoryBytes` is what it holds
 * after the task (engine and script heap), which the pool compares with its budget once idle.
 */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'step'; id: number; page: number | undefined }
  | {
      type: 'done';
      id: number;
      outcome: TaskOutcome<unknown>;
      recycle: boolean;
      memoryBytes: number;
    };
