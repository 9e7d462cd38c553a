import {
  PDF_FILE_ERRORS,
  type TAppearance,
  type TExistingMarksChoice,
  type TExistingMarksReport,
  type TRedactionMapping,
} from '@workbench/contracts';
import { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { loadPageOrThrow, openPdf } from '../engine/open-pdf';
import { save } from '../engine/save-pdf';
import { PdfFileError } from '../engine/pdf-file-error';
import { verifyRedaction, type Verification } from './verify/verify-redaction';
import { removeAnnotations } from './annotations/annotations';
import type { LabelGlyph } from './appearance/appearance-stream';
import { readExistingMarks } from './annotations/existing-marks';
import { resolveExistingMarks } from './resolve-marks';
import { drawOverlay } from './appearance/overlay';
import { drawnLabels, groupCodes, outermost, redactPages, type FirstPass } from './redact-pages';
import { sanitizeDocument } from './sanitise/sanitize';
import { removeHiddenCopies } from './hidden/hidden-copies';
import { removeCovered } from './hidden/remove-covered';
import { HIDDEN_PLACES, isHiddenPlace } from './hidden/hidden-places';
import { VECTOR_ART_UNDER_A_BOX } from './vector/vector-residues';
import { EMBEDDED_FILE } from '../text-model/find-in-file';
import { SAVE_OPTIONS } from './sanitise/save-options';
import { mappingTexts, scanCheckFor } from './verify/scan-checks';
import type { ScanCheck } from '../verify/scan-check';

export interface RedactOptions {
  mapping: TRedactionMapping;
  removeImages: boolean;
  appearance: TAppearance;
  /** What to do with the file's own unapplied marks; none while it has any is refused. */
  existingMarks?: TExistingMarksChoice;
}

export interface RedactResult {
  bytes: Uint8Array;
  /** The redacted pages showing a scan, which the pool reads again by OCR (see scanResidues). */
  scanChecks: ScanCheck[];
  /** Every label drawn in the areas, which OCR of those pages may read (see drawnLabels). */
  labels: string[];
  report: {
    /** The file's pages, all of them (not only those redacted). */
    pages: number;
    areas: number;
    words_removed: number;
    images_touched: number;
    annotations_removed: number;
    existing_marks: TExistingMarksReport;
    /** What the rebuilt file left out, by kind (decision 0061). */
    dropped: Record<string, number>;
    /** The signatures the file carried, removed (decision 0062). */
    signatures: { field: string; signed_by: string | null }[];
    verification: Verification;
  };
}

/**
 * Truly redacts one PDF: applies the marks it arrived with if asked to (refuses when it has any
 * and no choice was made), removes text, image pixels and vector art under the areas, removes
 * annotations and form values that overlap or quote them, draws the chosen appearance, sanitises
 * the document, saves it without any unreferenced object, and verifies the saved bytes.
 * Throws a PdfFileError when the file cannot be read or the verification fails.
 */
export function redactPdf(
  bytes: Uint8Array,
  options: RedactOptions,
  budget = new TaskBudget(),
): RedactResult {
  budget.step();
  const document = openPdf(bytes);
  try {
    const found = readExistingMarks(document, budget);
    const { mapping, report } = resolveExistingMarks(found, options.mapping, options.existingMarks);
    const resolved = { ...options, mapping };
    const firstPass = redactPages(document, resolved, budget);
    return finishRedaction(document, firstPass, { ...resolved, marksReport: report }, budget);
  } finally {
    document.destroy();
  }
}

/**
 * The last steps on a document whose content has been redacted: removes annotations on any page
 * that quote redacted text, draws the appearance over every area, sanitises, saves and verifies
 * the saved bytes.
 */
export function finishRedaction(
  document: PDFDocument,
  { areasByPage, needles, totals, replacedContents, signatures }: FirstPass,
  {
    mapping,
    appearance,
    marksReport,
  }: Pick<RedactOptions, 'mapping' | 'appearance'> & { marksReport: TExistingMarksReport },
  budget: TaskBudget,
): RedactResult {
  let annotationsRemoved = totals.annotations;
  const needleList = [...needles];
  const textsByPage = mappingTexts(mapping);
  const codesByPage = groupCodes(mapping);
  const glyphsByPage = new Map<number, LabelGlyph[]>();
  const scanChecks: ScanCheck[] = [];
  const labels = drawnLabels(mapping, appearance.text);
  const replaced = [...replacedContents];
  const hiddenCounts: Record<string, number> = {};
  for (let pageIndex = 0; pageIndex < document.countPages(); pageIndex++) {
    budget.step(pageIndex + 1);
    const page = loadPageOrThrow(document, pageIndex);
    try {
      // Now that every page's redacted text is known: annotations anywhere that quote it go too.
      annotationsRemoved += removeAnnotations(document, page, [], needleList);
      // What the page draws under opaque ink goes before the overlay adds ink of its own.
      const covered = removeCovered(document, page, pageIndex + 1);
      replaced.push(...covered.replacedContents);
      hiddenCounts[COVERED_TEXT] = (hiddenCounts[COVERED_TEXT] ?? 0) + covered.glyphs;
      hiddenCounts[COVERED_PICTURE] = (hiddenCounts[COVERED_PICTURE] ?? 0) + covered.pictures;
      const areas = areasByPage.get(pageIndex);
      if (!areas) continue;
      const check = scanCheckFor(page, pageIndex, areas, textsByPage.get(pageIndex) ?? []);
      if (check) scanChecks.push(check);
      const codes = codesByPage.get(pageIndex) ?? [];
      const labelled = outermost(areas.map((area, index) => ({ ...area, code: codes[index] })));
      glyphsByPage.set(pageIndex, drawOverlay(document, page, labelled, appearance));
    } finally {
      page.destroy();
    }
  }
  budget.step();
  const redactedPages = [...areasByPage.keys()].map((index) =>
    document.findPage(index).asIndirect(),
  );
  const claim = { areasByPage, needles: needleList, labels, glyphsByPage };
  const sanitised = { needles: needleList, replacedContents: replaced, redactedPages };
  const { dropped } = sanitizeDocument(document, sanitised, budget);
  addCounts(dropped, positive(hiddenCounts));
  budget.step();
  let saved = saveFresh(document);
  let verification = verifyRedaction(saved, claim, budget);
  if (!verification.passed && verification.leaks.length > 0) {
    // Copies of a redacted string no reader sees (white, tiny, covered, on a layer that is off,
    // past the page's edge) were left: they go, and the file is rebuilt and checked again.
    const hidden = removeHiddenCopies(document, verification.leaks, budget);
    if (hidden.removed > 0) {
      sanitised.replacedContents.push(...hidden.replacedContents);
      const again = sanitizeDocument(document, sanitised, budget);
      addCounts(dropped, { ...again.dropped, [HIDDEN_COPY]: hidden.removed });
      saved = saveFresh(document);
      verification = verifyRedaction(saved, claim, budget);
    }
  }
  if (!verification.passed) {
    throw new PdfFileError(
      'VERIFICATION_FAILED',
      describeFailure(verification),
      JSON.stringify({
        left_in_areas: verification.text_left_in_areas,
        leaks: verification.leaks.length,
      }),
      verification.residues,
    );
  }
  const areaCount = [...areasByPage.values()].reduce((sum, areas) => sum + areas.length, 0);
  return {
    bytes: saved,
    scanChecks,
    labels,
    report: {
      pages: document.countPages(),
      areas: areaCount,
      words_removed: totals.words,
      images_touched: totals.images,
      annotations_removed: annotationsRemoved,
      existing_marks: marksReport,
      dropped,
      signatures: signatures.map(({ field, signedBy }) => ({ field, signed_by: signedBy })),
      verification,
    },
  };
}

/** How the report's `dropped` counts what the page drew where no reader sees it. */
const HIDDEN_COPY = 'hidden copy of a redacted string (drawn where no reader sees it)';
const COVERED_TEXT = 'glyph hidden under a shape';
const COVERED_PICTURE = 'part of a picture hidden under a shape';

const positive = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

function addCounts(into: Record<string, number>, more: Record<string, number>): void {
  for (const [what, count] of Object.entries(more)) into[what] = (into[what] ?? 0) + count;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function describeFailure(verification: Verification): string {
  // The text model's residues of embedded files and of places it could not read name no string.
  const unnamed = verification.residues.filter((residue) => residue.length === 0);
  const embedded = unnamed.filter((residue) => residue.place === EMBEDDED_FILE).length;
  const hidden = unnamed.filter((residue) => isHiddenPlace(residue.place));
  const far = hidden.filter((residue) => residue.place === HIDDEN_PLACES.farGlyph).length;
  const covered = hidden.length - far;
  const art = unnamed.filter((residue) => residue.place === VECTOR_ART_UNDER_A_BOX).length;
  const unreadable = unnamed.length - embedded - hidden.length - art;
  const problems = [
    verification.text_left_in_areas - far > 0 &&
      `${count(verification.text_left_in_areas - far, 'character')} left under the boxes`,
    far > 0 && `${count(far, 'glyph')} drawing under the boxes from elsewhere`,
    covered > 0 && `${count(covered, 'place')} drawn under an opaque shape, hidden from readers`,
    art > 0 && `${count(art, 'drawing')} left under the boxes`,
    verification.leaks.length > 0 &&
      `${count(verification.leaks.length, 'redacted string')} still in the file`,
    unreadable > 0 && `${count(unreadable, 'place')} that could not be read`,
    embedded > 0 && `${count(embedded, 'embedded file')} left`,
  ].filter(Boolean);
  // The contract's message, with what was found in the middle.
  const [refusal, advice] = PDF_FILE_ERRORS.VERIFICATION_FAILED.split('. ');
  return `${refusal} (${problems.join(', ')}). ${advice}`;
}

/**
 * The document saved with SAVE_OPTIONS from a fresh copy of itself. MuPDF 1.28's
 * garbage-collecting save writes some streams that were loaded before it (real images among
 * them) as plain dictionaries, their data lost; a copy saved as it is and opened again has
 * loaded nothing yet (decision 0023).
 */
export function saveFresh(document: PDFDocument): Uint8Array {
  const copy = openPdf(save(document, 'encrypt=none'), { isUpload: false });
  try {
    return save(copy, SAVE_OPTIONS);
  } finally {
    copy.destroy();
  }
}
