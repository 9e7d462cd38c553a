import type { TAppearance, TExistingMarksReport, TRedactionMapping } from '@workbench/contracts';
import { TaskBudget } from '../budget/task-budget';
import { loadPageOrThrow, openPdf } from '../engine/open-pdf';
import type { PDFDocument } from '../engine/mupdf';
import { removeAnnotations } from './annotations/annotations';
import { save } from '../engine/save-pdf';
import { finishRedaction, type RedactResult } from './redact-pdf';
import type { RemovedSignature } from './fields/signatures';
import {
  drawnAreas,
  groupAreas,
  groupTextAreas,
  redactPages,
  removeTouchedLinks,
  type RedactionTotals,
} from './redact-pages';

/** One worker's share of a file's redaction: the whole file with its pages' content redacted. */
export interface ShardResult {
  /** Saved plainly, for the merge only; it still holds the original content of every page. */
  bytes: Uint8Array;
  pageIndexes: number[];
  needles: string[];
  totals: RedactionTotals;
  replacedContents: readonly number[];
  /** The signatures its first pass removed (every shard removes the file's all). */
  signatures: RemovedSignature[];
}

// An intermediate file never leaves the server: no garbage collection or compression, which the
// final save does.
const SHARD_SAVE_OPTIONS = 'encrypt=none';

/** The first pass (annotations, survey, content removal) over the pages of one shard's mapping. */
export function redactShard(
  bytes: Uint8Array,
  options: { mapping: TRedactionMapping; removeImages: boolean },
  budget = new TaskBudget(),
): ShardResult {
  budget.step();
  const document = openPdf(bytes);
  try {
    const { areasByPage, needles, totals, replacedContents, signatures } = redactPages(
      document,
      options,
      budget,
    );
    budget.step();
    return {
      bytes: save(document, SHARD_SAVE_OPTIONS),
      pageIndexes: [...areasByPage.keys()],
      needles: [...needles],
      totals,
      replacedContents,
      signatures,
    };
  } finally {
    document.destroy();
  }
}

/**
/** What a merge of shards needs besides the shards (the worker's redact-merge task). */
export interface MergeOptions {
  /** The mapping with the file's marks applied, if they were (see resolveExistingMarks). */
  mapping: TRedactionMapping;
  removeImages: boolean;
  appearance: TAppearance;
  marksReport: TExistingMarksReport;
}

/**
 * Completes a redaction done in shards: starts from the first shard's file, brings over the
 * redacted content and resources of the other shards' pages, removes those pages' overlapping
 * annotations and links (which the first shard's file still has), then draws, sanitises, saves
 * and verifies as a single-worker redaction does. The verification reads the final bytes only,
 * so a page brought over wrongly fails the file instead of leaking.
 */
export function mergeShards(
  shards: readonly ShardResult[],
  options: MergeOptions,
  budget = new TaskBudget(),
): RedactResult {
  const [base, ...others] = shards;
  if (!base) throw new Error('mergeShards needs at least one shard');
  budget.step();
  const document = openPdf(base.bytes, { isUpload: false });
  try {
    const areasByPage = groupAreas(document, options.mapping);
    const textAreas = groupTextAreas(options.mapping);
    const needles = new Set(shards.flatMap((shard) => shard.needles));
    const totals = { ...base.totals };
    for (const shard of others) {
      totals.words += shard.totals.words;
      totals.images += shard.totals.images;
      // Not the shard's count of annotations: the merge removes them again from the base
      // file's copy of those pages below, and counts them there.
      bringOverPages(document, shard);
      for (const pageIndex of shard.pageIndexes) {
        budget.step(pageIndex + 1);
        const page = loadPageOrThrow(document, pageIndex);
        try {
          const areas = areasByPage.get(pageIndex) ?? [];
          const drawn = drawnAreas(areas, textAreas.get(pageIndex) ?? []);
          // The shard redacted the page, its widgets' appearances drawn as content included.
          totals.annotations += removeAnnotations(document, page, areas, [...needles], {
            drawn,
            flatten: false,
          });
          removeTouchedLinks(page, areas);
        } finally {
          page.destroy();
        }
      }
    }
    // The shards saved without renumbering, so their object numbers are the base file's.
    const replacedContents = shards.flatMap((shard) => shard.replacedContents);
    const firstPass = {
      areasByPage,
      needles,
      totals,
      replacedContents,
      signatures: base.signatures,
    };
    return finishRedaction(document, firstPass, options, budget);
  } finally {
    document.destroy();
  }
}

/** Replaces the content and resources of the shard's pages with the shard's redacted ones. */
function bringOverPages(document: PDFDocument, shard: ShardResult): void {
  const source = openPdf(shard.bytes, { isUpload: false });
  try {
    const graft = document.newGraftMap();
    for (const pageIndex of shard.pageIndexes) {
      const from = source.findPage(pageIndex);
      const to = document.findPage(pageIndex);
      to.put('Contents', graft.graftObject(from.get('Contents')));
      to.put('Resources', graft.graftObject(from.getInheritable('Resources')));
    }
  } finally {
    source.destroy();
  }
}
