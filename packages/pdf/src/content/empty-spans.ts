import type { PdfValue } from './content-objects';
import { readContent } from './content-parser';
import { TEXT_SHOWING } from './operators';

/**
 * The marked-content spans of a stream that show no glyph, as the ordinals of their `BDC` or
 * `BMC` among the stream's operations. A replacement text (`/ActualText`) over such a span stands
 * for glyphs a redaction removed: it goes with them, even when it holds only a sign.
 */
export function spansShowingNothing(data: Uint8Array): Set<number> {
  const open: { ordinal: number; shows: boolean }[] = [];
  const empty = new Set<number>();
  let ordinal = 0;
  readContent(data, (item) => {
    const at = ordinal++;
    if (item.op === 'BDC' || item.op === 'BMC') open.push({ ordinal: at, shows: false });
    else if (item.op === 'EMC') {
      const span = open.pop();
      if (span && !span.shows) empty.add(span.ordinal);
    } else if (TEXT_SHOWING.has(item.op) && showsGlyph(item.operands)) {
      for (const span of open) span.shows = true;
    }
  });
  for (const span of open) if (!span.shows) empty.add(span.ordinal);
  return empty;
}

function showsGlyph(operands: readonly PdfValue[]): boolean {
  return operands.some(
    (operand) =>
      (operand.kind === 'string' && operand.bytes.length > 0) ||
      (operand.kind === 'array' &&
        operand.items.some((item) => item.kind === 'string' && item.bytes.length > 0)),
  );
}
