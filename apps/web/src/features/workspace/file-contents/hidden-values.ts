import type { HiddenReason, Rect } from '../highlights/highlight';
import type { AnnotationData, ViewportLike } from './pdf-source';

/** A form field's value that no appearance shows on its page. */
export interface HiddenValue {
  /** pdf.js's id of the widget (its object reference), stable across reads of the file. */
  id: string;
  page: number;
  field: string;
  value: string;
  reason: HiddenReason;
  /**
   * The part of the widget inside the page as shown (page units, top-left origin), where a mark
   * takes it; null when none of it is (then the value is removed by marking the same text).
   */
  box: Rect | null;
}

/** Fields whose value is text a reader could see: text fields and choices, not buttons. */
const VALUE_FIELDS = new Set(['Tx', 'Ch']);

export function valueText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(', ');
  return '';
}

/** The widget's rectangle as shown, cut to the page; null when nothing of it lies on the page. */
export function boxOnPage(
  rect: readonly number[] | undefined,
  viewport: ViewportLike,
): Rect | null {
  if (!rect || rect.length !== 4) return null;
  const [a = 0, b = 0] = viewport.convertToViewportPoint(rect[0]!, rect[1]!);
  const [c = 0, d = 0] = viewport.convertToViewportPoint(rect[2]!, rect[3]!);
  const x0 = Math.max(0, Math.min(a, c));
  const y0 = Math.max(0, Math.min(b, d));
  const x1 = Math.min(viewport.width, Math.max(a, c));
  const y1 = Math.min(viewport.height, Math.max(b, d));
  // Less than a point either way is no place a mark can be drawn or seen.
  return x1 - x0 >= 1 && y1 - y0 >= 1 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/**
 * The text values of a page's widgets that a reader does not see (`annotations` read with
 * intent "any", hidden ones included): the widget is hidden (flags Hidden or NoView), lies
 * outside the page as shown (its crop box), or has no appearance and no default appearance to
 * draw one from. Readers draw a field without an appearance from its value in its default
 * appearance, and the redaction judges such a value shown (see ShownWidgets in packages/pdf): it
 * is drawn on the page, where the viewer, search and detection show it, like the others.
 */
export function hiddenValuesOfPage(
  page: number,
  annotations: readonly AnnotationData[],
  viewport: ViewportLike,
): HiddenValue[] {
  return annotations.flatMap((annotation) => {
    if (annotation.subtype !== 'Widget' || !VALUE_FIELDS.has(annotation.fieldType ?? '')) return [];
    const value = valueText(annotation.fieldValue);
    if (value === '') return [];
    const box = boxOnPage(annotation.rect, viewport);
    const reason: HiddenReason | null = annotation.hidden
      ? 'hidden'
      : box === null
        ? 'outside'
        : annotation.hasAppearance === false && !annotation.defaultAppearanceData?.fontName
          ? 'noAppearance'
          : null;
    if (reason === null) return [];
    const id = annotation.id ?? `${page}:${annotation.fieldName ?? ''}`;
    return [{ id, page, field: annotation.fieldName ?? '', value, reason, box }];
  });
}
