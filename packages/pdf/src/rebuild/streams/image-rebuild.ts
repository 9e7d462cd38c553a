/**
 * Image data written anew by its codec (issue 62): what an image format lets a file carry beside
 * its pixels goes. A JPEG keeps its frame and scans and the segments that say how to draw them
 * (JFIF without its thumbnail, Adobe's colour transform); its EXIF, XMP, IPTC, ICC profile,
 * comments and other application segments go — a PDF image's colour space is the dictionary's.
 * A JPEG 2000 file keeps only its codestream, without comments. Other encodings hold samples
 * only and are kept as they are.
 */

const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const ADOBE = 0xee;

/**
 * A JPEG's bytes with only what draws it; the bytes as they are when it is not a JPEG. A photo
 * made into a PDF page (`keepColourProfile`) keeps its ICC profile: it is what colours the page
 * (the rebuild of a redacted file draws with the device space instead).
 */
export function jpegWithoutMetadata(
  jpeg: Uint8Array,
  { keepColourProfile = false } = {},
): Uint8Array {
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
    const segment = jpeg.subarray(at, end);
    if (marker === APP0) {
      const jfif = jfifWithoutThumbnail(segment);
      if (jfif) parts.push(jfif);
    } else if (marker === ADOBE || !isApplicationOrComment(marker)) parts.push(segment);
    else if (keepColourProfile && marker === APP2 && isIccSegment(segment)) parts.push(segment);
    at = end;
  }
  parts.push(jpeg.subarray(at));
  return concat(parts);
}

/** An APP2 segment holding (a part of) an ICC profile: `ICC_PROFILE\0` after the length. */
function isIccSegment(segment: Uint8Array): boolean {
  const tag = 'ICC_PROFILE';
  for (let index = 0; index < tag.length; index++) {
    if (segment[4 + index] !== tag.charCodeAt(index)) return false;
  }
  return segment[4 + tag.length] === 0;
}

function isApplicationOrComment(marker: number): boolean {
  return (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
}

/** A JFIF APP0 segment with no thumbnail; null for any other APP0 (JFXX thumbnails). */
function jfifWithoutThumbnail(segment: Uint8Array): Uint8Array | null {
  const isJfif =
    segment.length >= 18 &&
    segment[4] === 0x4a &&
    segment[5] === 0x46 &&
    segment[6] === 0x49 &&
    segment[7] === 0x46 &&
    segment[8] === 0;
  if (!isJfif) return null;
  const out = segment.slice(0, 18);
  out[2] = 0;
  out[3] = 16;
  out[16] = 0;
  out[17] = 0;
  return out;
}

const JP2_SIGNATURE = [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20];

/**
 * A JPEG 2000 image as its codestream alone: a JP2 file's boxes (XML, UUID, IPR, labels) are
 * dropped, and the codestream's comment segments (COM) too. Null when it cannot be read.
 */
export function jpxCodestream(data: Uint8Array): Uint8Array | null {
  let stream = data;
  if (JP2_SIGNATURE.every((byte, index) => data[index] === byte)) {
    const found = findBox(data, 0, data.length, 'jp2c');
    if (!found) return null;
    stream = data.subarray(found.start, found.end);
  }
  if (stream[0] !== 0xff || stream[1] !== 0x4f) return null;
  return withoutComments(stream);
}

function findBox(
  data: Uint8Array,
  start: number,
  end: number,
  type: string,
): { start: number; end: number } | null {
  let at = start;
  while (at + 8 <= end) {
    let length =
      ((data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!) >>> 0;
    const name = String.fromCharCode(data[at + 4]!, data[at + 5]!, data[at + 6]!, data[at + 7]!);
    let header = 8;
    if (length === 1) {
      if (at + 16 > end) return null;
      length = Number(new DataView(data.buffer, data.byteOffset + at + 8, 8).getBigUint64(0));
      header = 16;
    } else if (length === 0) length = end - at;
    if (length < header || at + length > end) return null;
    if (name === type) return { start: at + header, end: at + length };
    at += length;
  }
  return null;
}

/** The codestream's main header without COM segments (marker 0xFF64); tiles as they are. */
function withoutComments(stream: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [stream.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= stream.length && stream[at] === 0xff) {
    const marker = stream[at + 1]!;
    // SOT (start of tile) or SOD ends the main header.
    if (marker === 0x90 || marker === 0x93) break;
    const end = at + 2 + ((stream[at + 2]! << 8) | stream[at + 3]!);
    if (end > stream.length) return stream;
    if (marker !== 0x64) parts.push(stream.subarray(at, end));
    at = end;
  }
  parts.push(stream.subarray(at));
  return concat(parts);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
