const SOS = 0xda;
const APP1 = 0xe1;
const ORIENTATION_TAG = 0x0112;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

/**
 * The EXIF orientation of a JPEG (1–8: how the camera was held), 1 when it has none or it
 * cannot be read. Only IFD0's Orientation tag is read, as every viewer does.
 */
export function jpegOrientation(jpeg: Uint8Array): number {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === SOS) return 1;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    const body = jpeg.subarray(at + 4, at + 2 + length);
    if (marker === APP1 && EXIF_HEADER.every((byte, index) => body[index] === byte)) {
      return orientationIn(body.subarray(EXIF_HEADER.length));
    }
    at += 2 + length;
  }
  return 1;
}

function orientationIn(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  if (!little && tiff[0] !== 0x4d) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/**
 * How a picture of `width × height` (y down, as MuPDF draws) is turned and mirrored to stand as
 * its EXIF `orientation` says, and the size it then has.
 */
export function orientationMatrix(
  orientation: number,
  width: number,
  height: number,
): { matrix: [number, number, number, number, number, number]; size: [number, number] } {
  const w = width;
  const h = height;
  switch (orientation) {
    case 2:
      return { matrix: [-1, 0, 0, 1, w, 0], size: [w, h] };
    case 3:
      return { matrix: [-1, 0, 0, -1, w, h], size: [w, h] };
    case 4:
      return { matrix: [1, 0, 0, -1, 0, h], size: [w, h] };
    case 5:
      return { matrix: [0, 1, 1, 0, 0, 0], size: [h, w] };
    case 6:
      return { matrix: [0, 1, -1, 0, h, 0], size: [h, w] };
    case 7:
      return { matrix: [0, -1, -1, 0, h, w], size: [h, w] };
    case 8:
      return { matrix: [0, -1, 1, 0, 0, w], size: [h, w] };
    default:
      return { matrix: [1, 0, 0, 1, 0, 0], size: [w, h] };
  }
}
