import type { MessagePort } from 'node:worker_threads';
import type {
  TAppearance,
  TBBox,
  TMatchPage,
  TPdfPage,
  TPdfWord,
  TRedactionMapping,
} from '@workbench/contracts';
import type { OcrLine } from '../ocr';
import type { OcrProgress } from '../engine/document-text';
import type { RedactResult } from '../redact/redact-pdf';
import type { ShardResult } from '../redact/shards';

/** Work the pool runs; a discriminated union keyed on `type` (see CONVENTIONS.md). */
export type TextTask = ExtractTask | SearchTask | FindWordsTask;
export type PdfTask = TextTask | CountPagesTask | RedactTask | RedactShardTask | RedactMergeTask;

/** Opens a file only to count its pages (usage metering counts before the work starts). */
export interface CountPagesTask {
  type: 'count-pages';
  bytes: Uint8Array;
}

interface TextTaskBase {
  bytes: Uint8Array;
  /** OCR results of this file from earlier requests, by page number. */
  cachedOcr: [number, OcrLine[]][];
  /** Receives `ProgressMessage`s while scanned pages are recognised, then one `end`. */
  progressPort?: MessagePort;
}

export interface ExtractTask extends TextTaskBase {
  type: 'extract';
}

export interface SearchTask extends TextTaskBase {
  type: 'search';
  terms: string[];
  caseSensitive: boolean;
  regex: boolean;
}

export interface FindWordsTask extends TextTaskBase {
  type: 'find-words';
  page: number;
  bbox: TBBox;
}

export interface RedactTask {
  type: 'redact';
  bytes: Uint8Array;
  mapping: TRedactionMapping;
  removeImages: boolean;
  appearance: TAppearance;
}

/** The first pass of a large redaction over some of its pages (see `shard-plan.ts`). */
export interface RedactShardTask {
  type: 'redact-shard';
  bytes: Uint8Array;
  mapping: TRedactionMapping;
  removeImages: boolean;
}

/** The rest of a large redaction, from the shards' files. */
export interface RedactMergeTask {
  type: 'redact-merge';
  shards: ShardResult[];
  mapping: TRedactionMapping;
  removeImages: boolean;
  appearance: TAppearance;
}

export type ProgressMessage = ({ type: 'ocr-progress' } & OcrProgress) | { type: 'end' };

/** Every text task answers with the OCR it did, so the main thread can cache it. */
interface TextResult {
  newOcr: [number, OcrLine[]][];
}

export interface ExtractResult extends TextResult {
  pages: TPdfPage[];
}

export interface SearchResult extends TextResult {
  pages: TMatchPage[];
}

export interface FindWordsResult extends TextResult {
  words: TPdfWord[];
}

export type RedactTaskResult = RedactResult;

/** What a task resolves to, or the per-file error it failed with. */
export type TaskOutcome<T> =
  { ok: true; value: T } | { ok: false; error: { code: string; message: string; detail?: string } };
