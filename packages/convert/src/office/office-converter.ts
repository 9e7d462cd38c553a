import { fileURLToPath } from 'node:url';
import type { TSourceFormat } from '@workbench/contracts';
import { ConversionError } from '../conversion-error';
import { csvFilterOptions, csvText } from './csv-options';
import { findOffice, type OfficeStatus } from './find-office';
import { OFFICE_FILTERS, PDF_EXPORT } from './office-formats';
import { OUTSIDE_LINKS_WORKER_SOURCE, withoutOutsideLinksOffThread } from './outside-links-thread';
import { defaultOfficeWorkers, OfficePool, type OfficeCall } from './office-pool';
import { OFFICE_WORKER_SCRIPT, OfficeWorker } from './office-worker';

export interface OfficeConversion {
  pdf: Uint8Array;
  /**
   * A presentation's speaker notes: a notes page for each slide that has notes, to be joined
   * after `pdf` (LibreOffice writes a notes page for every slide or for the ones chosen alone).
   */
  notesPdf?: Uint8Array;
  /** The source's texts as LibreOffice read them (paragraphs, cells, comments, notes). */
  texts: string[];
  /** What the conversion changed or showed that the user should know (hidden sheets shown…). */
  notes: string[];
}

export interface OfficeConverter {
  status: OfficeStatus;
  /** Converts when a LibreOffice is free, fairly between the owners waiting (office-pool.ts). */
  convert(bytes: Uint8Array, format: TSourceFormat, call: OfficeCall): Promise<OfficeConversion>;
  close(): Promise<void>;
}

export interface OfficeConverterOptions {
  env?: NodeJS.ProcessEnv;
  /** The worker script, when it is not beside this module (the built server copies it). */
  script?: string;
  /** The thread that reads a file for outside links (the built server's own entry). */
  linksWorker?: string | URL;
  timeoutMs?: number;
  memoryMb?: number;
  /** A sheet with more rows than this is refused (it would be thousands of pages). */
  maxRows?: number;
  /** LibreOffice processes at most (`OFFICE_WORKERS`; by default sized to the machine). */
  workers?: number;
}

/**
 * Office and OpenDocument files to PDF through LibreOffice (decision 0052), or, when LibreOffice
 * is not installed, a converter whose every file is refused with CONVERTER_MISSING.
 */
export function createOfficeConverter(options: OfficeConverterOptions = {}): OfficeConverter {
  const env = options.env ?? process.env;
  const { status, commands } = findOffice(env);
  const timeoutMs = options.timeoutMs ?? positive(env.OFFICE_TIMEOUT_SECONDS, 60) * 1000;
  const workerOptions = commands && {
    ...commands,
    script: options.script ?? fileURLToPath(OFFICE_WORKER_SCRIPT),
    timeoutMs,
    memoryMb: options.memoryMb ?? positive(env.OFFICE_MEMORY_MB, 3072),
  };
  const workers = options.workers ?? positive(env.OFFICE_WORKERS, defaultOfficeWorkers());
  const pool = workerOptions && new OfficePool(() => new OfficeWorker(workerOptions), workers);
  return {
    status,
    async convert(bytes, format, call) {
      const office = OFFICE_FILTERS[format];
      if (!office)
        throw new ConversionError('NOT_PDF', `LibreOffice does not read ${format} files.`);
      if (!pool) throw new ConversionError('CONVERTER_MISSING', '');
      const {
        bytes: safe,
        notes,
        texts,
      } = await withoutOutsideLinksOffThread(bytes, format, {
        worker: options.linksWorker ?? OUTSIDE_LINKS_WORKER_SOURCE,
        timeoutMs,
      });
      const text = format === 'csv' ? csvText(bytes) : null;
      const answer = await pool.convert(
        {
          data: text === null ? safe : new TextEncoder().encode(text),
          filter: office.filter,
          export: PDF_EXPORT[office.kind],
          kind: office.kind,
          ...(text !== null && { filterOptions: csvFilterOptions(text) }),
          maxRows: options.maxRows ?? 100_000,
        },
        call,
      );
      return {
        pdf: answer.pdf,
        ...(answer.notesPdf && { notesPdf: answer.notesPdf }),
        texts: [...answer.texts, ...texts],
        notes: [...notes, ...answer.notes],
      };
    },
    close: async () => pool?.close(),
  };
}

/** A positive whole number from the environment, or the default when unset or not one. */
function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
