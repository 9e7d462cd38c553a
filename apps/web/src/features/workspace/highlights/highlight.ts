import type { TDetectionBasis } from '@workbench/contracts';

/** Why a field's value is not seen: its widget is hidden, has no appearance, or lies off the page. */
export type HiddenReason = 'hidden' | 'noAppearance' | 'outside';

export type HighlightType = 'ENTITY' | 'SEARCH' | 'MANUAL';
export type CreationMode = 'rectangular' | 'text_selection' | 'page';
/** A mark found by the product is suggested until a person accepts it; only accepted marks redact. */
export type MarkStatus = 'suggested' | 'accepted';

/** A rectangle in page units (PDF points, top-left origin, the page as shown). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * One marked area (spec §3). Coordinates are stored unscaled, in page units, and multiplied by the
 * page scale when drawn, so zooming never changes what is redacted.
 */
export interface Highlight extends Rect {
  id: string;
  fileKey: string;
  page: number;
  type: HighlightType;
  color: string;
  opacity: number;
  timestamp: number;
  creationMode?: CreationMode;
  /** The covered text, when known (search match, detected entity, selected text). */
  text?: string;
  /** The entity type of a detected entity, e.g. PERSON. */
  entity?: string;
  /** The engine that found it: fast, standard or advanced. */
  model?: string;
  score?: number;
  /** True when the mark lies in a form field's value rather than the page's own text. */
  field?: boolean;
  /**
   * Why detection typed it so, shown on the mark: the form field's label, the block it stands in
   * and whose that block is (decision 0050).
   */
  basis?: TDetectionBasis;
  /**
   * Set on an unapplied redaction mark the file arrived with, made in another program
   * (decision 0043): who made it, and the page text under the whole mark for the reviewer (a box
   * over an area names no text of its own, so it takes everything it touches).
   */
  fromFile?: { author: string | null; textUnder: string; imported?: boolean };
  /**
   * Set on a form field's value that no appearance shows on the page (issue 50): the field's
   * name and why nobody sees it. Listed to review, so nothing in the file escapes the user.
   */
  hiddenValue?: { field: string; reason: HiddenReason };
  /** The name of the redaction template that placed this box (decision 0055). */
  template?: string;
  /** Unset on marks saved before review existed: read it through `statusOf`. */
  status?: MarkStatus;
  /** Who accepted a suggestion (their e-mail address), for the redaction log. */
  reviewedBy?: string;
  /**
   * The exemption code chosen for this mark; '' when the user chose none. Unset, the default
   * code of its type applies (see codeOf).
   */
  code?: string;
  /** Why the code applies here, as the reviewer wrote it: the exemption schedule lists it. */
  justification?: string;
  /**
   * Set on a suggestion copied from a mark on a duplicate page (issue 53): the page it was
   * copied from.
   */
  copiedFrom?: { fileKey: string; page: number };
}

/**
 * The text a reviewer is shown for a mark: its own, or for a box of a mark made in another
 * program that names none, the text under that mark.
 */
export function shownText(highlight: Highlight): string {
  return highlight.text || highlight.fromFile?.textUnder || '';
}

/**
 * Marks a person drew here are accepted; search matches, detections and marks made in another
 * program wait for review.
 */
export function statusOf(highlight: Highlight): MarkStatus {
  const isDrawnHere = highlight.type === 'MANUAL' && !highlight.fromFile;
  return highlight.status ?? (isDrawnHere ? 'accepted' : 'suggested');
}

export function isAccepted(highlight: Highlight): boolean {
  return statusOf(highlight) === 'accepted';
}

export type MarkSource =
  | 'detection'
  | 'search'
  | 'field'
  | 'file'
  | 'imported'
  | 'manual'
  | 'selection'
  | 'page'
  | 'template'
  | 'duplicate';

/** Where a mark came from, as the marks panel names it. */
export function sourceOf(highlight: Highlight): MarkSource {
  if (highlight.copiedFrom) return 'duplicate';
  if (highlight.fromFile) return highlight.fromFile.imported ? 'imported' : 'file';
  if (highlight.field) return 'field';
  if (highlight.type === 'ENTITY') return 'detection';
  if (highlight.type === 'SEARCH') return 'search';
  if (highlight.template !== undefined) return 'template';
  if (highlight.creationMode === 'page') return 'page';
  return highlight.creationMode === 'text_selection' ? 'selection' : 'manual';
}

/** A manual highlight's id combines file key, page, time and a random part (spec §3). */
export function manualHighlightId(fileKey: string, page: number, now = Date.now()): string {
  return `${fileKey}-p${page}-${now}-${Math.random().toString(36).slice(2, 10)}`;
}

export function toBBox(rect: Rect) {
  return { x0: rect.x, y0: rect.y, x1: rect.x + rect.w, y1: rect.y + rect.h };
}

export function fromBBox(box: { x0: number; y0: number; x1: number; y1: number }): Rect {
  return { x: box.x0, y: box.y0, w: box.x1 - box.x0, h: box.y1 - box.y0 };
}

/** The rectangle as drawn at `scale` (CSS pixels on the page). */
export function scaleRect(rect: Rect, scale: number): Rect {
  return { x: rect.x * scale, y: rect.y * scale, w: rect.w * scale, h: rect.h * scale };
}

/** Highlights turned into per-page lists of areas, in page order (the shape every call uses). */
export function byPage<T>(highlights: readonly Highlight[], toArea: (highlight: Highlight) => T) {
  const pages = new Map<number, T[]>();
  for (const highlight of highlights) {
    pages.set(highlight.page, [...(pages.get(highlight.page) ?? []), toArea(highlight)]);
  }
  return [...pages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([page, sensitive]) => ({ page, sensitive }));
}

/**
 * The entity type a mark the file arrived with is redacted as: the server's own name for the
 * areas it makes from such marks (decision 0043), so logs read alike.
 */
export const FILE_MARK_TYPE = 'EXISTING_MARK';

/** The type of a form value no appearance shows: the marks panel lists it as "Not visible". */
export const HIDDEN_VALUE_TYPE = 'HIDDEN_VALUE';

/**
 * The entity type a redaction names: the detected type, EXISTING_MARK, HIDDEN_VALUE, or
 * SEARCH / MANUAL.
 */
export function entityTypeOf(highlight: Highlight): string {
  // A mark from a file keeps the type it names ("PERSON" in our marked copies).
  if (highlight.fromFile) return highlight.entity ?? FILE_MARK_TYPE;
  if (highlight.hiddenValue) return HIDDEN_VALUE_TYPE;
  // A template's box keeps the type of the mark it was saved from.
  if (highlight.template !== undefined && highlight.entity) return highlight.entity;
  return highlight.type === 'ENTITY' ? (highlight.entity ?? 'ENTITY') : highlight.type;
}
