import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import type { PDFObject } from '../../engine/pdf-object';

const SOS = 0xda;
const COMMENT = 0xfe;
/** JFIF, ICC profile and Adobe's colour transform: needed to draw the image as it was. */
const KEPT_APP = new Set([0xe0, 0xe2, 0xee]);

/**
 * Removes the metadata segments of every JPEG image (APP1 Exif and XMP, APP13 IPTC, the other
 * application segments and comments): they can hold a title, an author or a caption quoting the
 * redacted content, and nobody sees them. The pixels are not touched.
 */
export function stripJpegMetadata(document: PDFDocument, budget: TaskBudget): number {
  let stripped = 0;
  const count = document.countObjects();
  for (let num = 1; num < count; num++) {
    budget.visit();
    // Streams are told and read through their reference.
    const object = document.newIndirect(num);
    if (!object.isStream() || !isJpegImage(object.resolve())) continue;
    const buffer = object.readRawStream();
    const raw = buffer.asUint8Array();
    const kept = withoutMetadata(raw);
    if (kept === raw) {
      buffer.destroy();
      continue;
    }
    const copy = kept.slice();
    buffer.destroy();
    object.writeRawStream(copy);
    stripped++;
  }
  return stripped;
}

function isJpegImage(object: PDFObject): boolean {
  if (object.get('Subtype').asName() !== 'Image') return false;
  const filter = object.get('Filter');
  if (filter.isName()) return filter.asName() === 'DCTDecode';
  return filter.isArray() && filter.length === 1 && filter.get(0).asName() === 'DCTDecode';
}

/** A JPEG's bytes without its metadata segments; the bytes as they are when it is not a JPEG. */
export function withoutMetadata(jpeg: Uint8Array): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === SOS) break;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    if (end > jpeg.length) return jpeg;
    const isMetadata =
      (marker >= 0xe0 && marker <= 0xef && !KEPT_APP.has(marker)) || marker === COMMENT;
    if (!isMetadata) parts.push(jpeg.subarray(at, end));
    at = end;
  }
  if (parts.length === 1 && at === 2) return jpeg;
  parts.push(jpeg.subarray(at));
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  if (total === jpeg.length) return jpeg;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
