import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { TaskBudget } from '../src/budget/task-budget';
import { imagesToPdf } from '../src/convert/images-to-pdf';
import {
  bmpOf,
  gifOf,
  heldSideways,
  jpegOf,
  paint,
  pngOf,
  scannedText,
  tiffOf,
  type Picture,
} from '../src/test/image-files';
import { median, timeSync } from './measure';
import { formatMs, formatRatio, verdict, type Report } from './report';
import { SEARCH_TERMS } from './sample-text';

/** Issue 52's target for images: a page converted within 50 ms. */
const TARGET_MS_PER_PAGE = 50;
const RUNS = 5;

interface Sample {
  key: string;
  title: string;
  bytes: Uint8Array;
  type: string;
  extension: string;
  pages: number;
}

/** An A4 page of text scanned at `dpi`, as an office scanner sends it. */
function a4Scan(dpi: number): Picture {
  return scannedText([...SEARCH_TERMS.slice(0, 20), 'Kari Nordmann, Storgata 1, 0155 Oslo'], dpi);
}

/** What arrives, each within the 10 MB an upload may be. */
function samples(): Sample[] {
  const scan300 = a4Scan(300);
  const scan200 = a4Scan(200);
  const scan150 = a4Scan(150);
  // A phone photo: 4032 × 3024, held on its side (EXIF orientation 6).
  const photo = heldSideways(paint(3024, 4032, (x, y) => [(x * 7) & 255, (y * 3) & 255, 140]));
  const screenshot = paint(1920, 1080, (x, y) =>
    y % 40 < 20 ? [250, 250, 250] : [30, 60, x & 255],
  );
  const small = paint(600, 400, (x, y) => (x < 300 !== y < 200 ? [0, 0, 0] : [255, 255, 255]));
  const sample = (
    key: string,
    title: string,
    bytes: Uint8Array,
    type: string,
    extension: string,
    pages = 1,
  ) => ({ key, title, bytes, type, extension, pages });
  return [
    sample(
      'png_grey',
      'PNG, A4 grey scan at 300 dpi',
      pngOf(scan300, 300, { grey: true }),
      'image/png',
      'png',
    ),
    sample('png_rgb', 'PNG, A4 colour scan at 300 dpi', pngOf(scan300, 300), 'image/png', 'png'),
    sample('png_screenshot', 'PNG, 1920 × 1080 screenshot', pngOf(screenshot), 'image/png', 'png'),
    sample(
      'jpeg',
      'JPEG, 12 MP phone photo (EXIF 6)',
      jpegOf(photo, { orientation: 6 }),
      'image/jpeg',
      'jpg',
    ),
    sample(
      'tiff',
      'TIFF, 2 A4 grey pages at 200 dpi',
      tiffOf([scan200, scan200], 200, { grey: true }),
      'image/tiff',
      'tif',
      2,
    ),
    sample('bmp', 'BMP, A4 colour scan at 150 dpi', bmpOf(scan150), 'image/bmp', 'bmp'),
    sample('gif', 'GIF, 600 × 400 two colours', gifOf(small), 'image/gif', 'gif'),
  ];
}

/** MuPDF's own command line converting the same file, when it is installed (the reference). */
function mutoolMs(sample: Sample, workDir: string): number | null {
  const input = path.join(workDir, `convert-input.${sample.extension}`);
  writeFileSync(input, sample.bytes);
  const output = path.join(workDir, 'convert-output.pdf');
  try {
    const runs = Array.from(
      { length: RUNS },
      () =>
        timeSync(() =>
          execFileSync('mutool', ['convert', '-o', output, input], { stdio: 'ignore' }),
        ).ms,
    );
    return median(runs);
  } catch {
    return null;
  }
}

/**
 * Images to PDF (issue 52): each format at a real size, the median of five conversions per page,
 * beside `mutool convert` on the same file in the same run (which also pays its own start-up).
 */
export function benchConvert(report: Report, workDir: string): void {
  report.section('Images to PDF (issue 52; median of 5, per page)');
  for (const sample of samples()) {
    imagesToPdf([sample], new TaskBudget());
    const ms = median(
      Array.from(
        { length: RUNS },
        () => timeSync(() => imagesToPdf([sample], new TaskBudget())).ms,
      ),
    );
    const perPage = ms / sample.pages;
    const native = mutoolMs(sample, workDir);
    const kb = Math.round(sample.bytes.length / 1024);
    report.row(
      `${sample.title} (${kb} KB)`,
      `${formatMs(perPage)}/page`,
      `${verdict(perPage, TARGET_MS_PER_PAGE, ' ms')}; mutool convert ${native === null ? 'n/a' : `${formatMs(native / sample.pages)}/page (${formatRatio(ms / native)})`}`,
      `convert.${sample.key}_ms_per_page`,
      perPage,
    );
  }
}
