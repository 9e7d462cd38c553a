import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { stream, writePdf } from './make-pdf';

export const SCAN_LINE = 'Kari Nordmann lives in Trondheim';
const SIZE = '[0 0 420 140]';
const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const DPI = 150;

/** A page image of `SCAN_LINE`, rendered by mutool as raw grayscale (PGM). */
function scanImage(): Gray {
  const text = writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox ${SIZE} /Contents 4 0 R /Resources << /Font << ${FONT} >> >> >>`,
      stream(`BT /F1 20 Tf 20 70 Td (${SCAN_LINE}) Tj ET`),
    ],
    'typed.pdf',
  );
  return drawGray(text, ['-r', String(DPI)]);
}

export interface Gray {
  width: number;
  height: number;
  pixels: Buffer;
}

/** A PDF's first page drawn by mutool (not our code) in grey, its size set by `options`. */
export function drawGray(file: string, options: readonly string[]): Gray {
  const pgm = path.join(mkdtempSync(path.join(tmpdir(), 'wb-e2e-')), 'page.pgm');
  execFileSync('mutool', ['draw', '-q', ...options, '-c', 'gray', '-o', pgm, file, '1']);
  const bytes = readFileSync(pgm);
  // "P5\n<width> <height>\n255\n" then one byte a pixel.
  const header = bytes.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('mutool did not write a PGM');
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: bytes.subarray(whole.length) };
}

/**
 * A scanned letter whose OCR text layer (invisible, as scanners write it) is squeezed to 60 % of
 * the width of the letters in the image: a box made from the layer covers only part of a word's
 * pixels, as with a badly placed real OCR layer.
 */
export function misplacedScan(): string {
  const image = scanImage();
  const data = deflateSync(image.pixels).toString('latin1');
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox ${SIZE} /Contents 4 0 R /Resources << /Font << ${FONT} >> /XObject << /Im1 5 0 R >> >> >>`,
      stream(
        `q 420 0 0 140 0 0 cm /Im1 Do Q BT 3 Tr /F1 20 Tf 60 Tz 20 70 Td (${SCAN_LINE}) Tj ET`,
      ),
      stream(
        data,
        `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      ),
    ],
    'scanned-letter.pdf',
  );
}

/** What Tesseract reads in a PDF's first page, rendered at 300 dpi: a check that is not ours. */
export function ocrText(file: string): string {
  const png = path.join(mkdtempSync(path.join(tmpdir(), 'wb-e2e-')), 'page.png');
  execFileSync('mutool', ['draw', '-q', '-r', '300', '-c', 'gray', '-o', png, file, '1']);
  return execFileSync('tesseract', [png, '-', '-l', 'eng'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}
