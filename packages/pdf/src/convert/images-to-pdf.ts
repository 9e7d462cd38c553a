import type { TaskBudget } from '../budget/task-budget';
import { engineWarnings, mupdf, type PDFDocument } from '../engine/mupdf';
import { isEngineFault, PdfFileError } from '../engine/pdf-file-error';
import { save } from '../engine/save-pdf';
import { graftPages } from './join-pdfs';
import { jpegWithoutMetadata } from '../rebuild/streams/image-rebuild';
import { jpegOrientation, orientationMatrix } from './jpeg-orientation';
import { bmpPixels } from './bmp-pixels';
import { passablePng, type PassablePng } from './png-passthrough';
import { gifPages, type GifPage } from './gif-frames';

/** An image file to become pages, with the MIME type MuPDF opens it as. */
export interface ImageSource {
  bytes: Uint8Array;
  type: string;
}

/**
 * A page longer than this (points; 14 inches) at the image's own resolution is shrunk to fit
 * A4's long side: a phone photo says 72 dpi and would be a page over a metre long, which OCR
 * would then render at 300 dpi. The pixels stay as they are; only the page's size changes.
 */
const MAX_NATURAL_SIDE = 14 * 72;
const FIT_SIDE = 842;

/** The page size an image's page gets: its own at its resolution, or fitted to A4's long side. */
export function pageSizeOf(width: number, height: number): [number, number] {
  const longest = Math.max(width, height);
  if (longest <= MAX_NATURAL_SIDE) return [width, height];
  const scale = FIT_SIDE / longest;
  return [width * scale, height * scale];
}

/**
 * Writes every page of every image (a TIFF's pages each, an animated GIF's pictures each, in
 * order) as one page of a new PDF.
 * A PNG that needs no decoding keeps its compressed data (`png-passthrough.ts`), an uncompressed
 * BMP's pixels are deflated here (`bmp-pixels.ts`); a JPEG keeps its
 * compressed data without its metadata segments (EXIF with GPS, XMP, comments), turned as its
 * EXIF orientation says; other images are decoded by MuPDF and written Flate-compressed. No
 * metadata of any image is written. The images were checked for size before
 * (`@workbench/convert`).
 */
export function imagesToPdf(sources: readonly ImageSource[], budget: TaskBudget): Uint8Array {
  const output = new mupdf.PDFDocument();
  try {
    let pages = 0;
    for (const source of sources) {
      const frames = source.type === 'image/gif' ? animatedGif(source.bytes) : null;
      for (const frame of frames ?? []) {
        budget.step(++pages);
        addImagePage(output, { ...frame, colorSpace: 'DeviceRGB', bitsPerComponent: 8 });
      }
      if (frames) continue;
      const direct = directImage(source);
      if (direct) {
        budget.step(++pages);
        addImagePage(output, direct);
      } else {
        pages += graftPages(output, writtenByMupdf(source, budget, pages), budget);
      }
    }
    return save(output, 'compress');
  } finally {
    output.destroy();
  }
}

/** An animated GIF's pictures, a page each (gif-frames.ts); null for a still one. */
function animatedGif(bytes: Uint8Array): GifPage[] | null {
  try {
    return gifPages(bytes);
  } catch (error) {
    throw imageError(error instanceof Error ? error.message : String(error));
  }
}

/** Pixels a page can show as they come: compressed rows, their colours and resolution. */
interface DirectImage {
  width: number;
  height: number;
  dpi?: number;
  data: Uint8Array;
  colorSpace: string | unknown[];
  bitsPerComponent: number;
  decodeParms?: Record<string, number>;
}

/**
 * An image whose pixels go into the PDF without MuPDF decoding them: a plain PNG's compressed
 * rows (png-passthrough.ts), an uncompressed BMP's pixels deflated (bmp-pixels.ts). Null for
 * the rest, which MuPDF converts.
 */
function directImage(source: ImageSource): DirectImage | null {
  if (source.type === 'image/bmp') {
    const bmp = bmpPixels(source.bytes);
    return bmp && { ...bmp, colorSpace: 'DeviceRGB', bitsPerComponent: 8 };
  }
  if (source.type !== 'image/png') return null;
  let png: PassablePng | null;
  try {
    png = passablePng(source.bytes);
  } catch (error) {
    throw imageError(error instanceof Error ? error.message : String(error));
  }
  if (!png) return null;
  const { width, height, dpi, data, bitsPerComponent, colors, palette } = png;
  const colorSpace = palette
    ? ['Indexed', 'DeviceRGB', palette.length / 3 - 1, palette]
    : colors === 3
      ? 'DeviceRGB'
      : 'DeviceGray';
  const decodeParms = {
    Predictor: 15,
    Colors: colors,
    BitsPerComponent: bitsPerComponent,
    Columns: width,
  };
  return {
    width,
    height,
    ...(dpi !== undefined && { dpi }),
    data,
    colorSpace,
    bitsPerComponent,
    decodeParms,
  };
}

/** A page showing the image's pixels, at its resolution (96 dpi when it says none). */
function addImagePage(output: PDFDocument, image: DirectImage): void {
  const dpi = image.dpi ?? 96;
  const [width, height] = pageSizeOf((image.width * 72) / dpi, (image.height * 72) / dpi);
  const colorSpace = Array.isArray(image.colorSpace)
    ? image.colorSpace.map((part) =>
        part instanceof Uint8Array ? output.newByteString(part) : part,
      )
    : image.colorSpace;
  const stream = output.addRawStream(image.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    BitsPerComponent: image.bitsPerComponent,
    ColorSpace: colorSpace,
    Filter: 'FlateDecode',
    ...(image.decodeParms && { DecodeParms: image.decodeParms }),
  });
  const resources = output.addObject({ XObject: { Im0: stream } });
  const content = `q ${width.toFixed(3)} 0 0 ${height.toFixed(3)} 0 0 cm /Im0 Do Q`;
  output.insertPage(-1, output.addPage([0, 0, width, height], 0, resources, content));
}

/** A PDF of the image's pages as MuPDF draws them, to be grafted into the output. */
function writtenByMupdf(source: ImageSource, budget: TaskBudget, pagesBefore: number): Uint8Array {
  const written = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(written, 'pdf', 'compress');
  try {
    writeImagePages(writer, source, budget, pagesBefore);
    writer.close();
    return written.asUint8Array().slice();
  } finally {
    written.destroy();
  }
}

function writeImagePages(
  writer: InstanceType<typeof mupdf.DocumentWriter>,
  source: ImageSource,
  budget: TaskBudget,
  pagesBefore: number,
): number {
  const isJpeg = source.type === 'image/jpeg';
  // MuPDF would turn the photo by its EXIF segment, which goes; the turn is made here instead.
  const orientation = isJpeg ? jpegOrientation(source.bytes) : 1;
  const bytes = isJpeg
    ? jpegWithoutMetadata(source.bytes, { keepColourProfile: true })
    : source.bytes;
  // A JPEG's data is copied, not decoded: one cut short lacks the marker that ends its image.
  if (isJpeg && !hasImageEnd(bytes)) throw imageError('no end of image after the scan data');
  const document = openImage(bytes, source.type);
  try {
    const count = document.countPages();
    for (let index = 0; index < count; index++) {
      budget.step(pagesBefore + index + 1);
      const page = document.loadPage(index);
      try {
        const [x0, y0, x1, y1] = page.getBounds();
        const turned = orientationMatrix(orientation, x1 - x0, y1 - y0);
        const [width, height] = pageSizeOf(...turned.size);
        const device = writer.beginPage([0, 0, width, height]);
        const scale = mupdf.Matrix.scale(width / turned.size[0], height / turned.size[1]);
        const placed = mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), turned.matrix);
        const { warnings } = engineWarnings(() => {
          page.run(device, mupdf.Matrix.concat(placed, scale));
          writer.endPage();
        });
        // MuPDF draws a damaged image as far as it can and warns: the page would be part blank.
        const damage = warnings.find((warning) => DAMAGE.test(warning));
        if (damage) throw imageError(damage);
      } finally {
        page.destroy();
      }
    }
    return count;
  } catch (error) {
    if (isEngineFault(error) || error instanceof PdfFileError) throw error;
    throw imageError(error);
  } finally {
    document.destroy();
  }
}

function openImage(bytes: Uint8Array, type: string) {
  try {
    return mupdf.Document.openDocument(bytes, type);
  } catch (error) {
    if (isEngineFault(error)) throw error;
    throw imageError(error);
  }
}

/** MuPDF's words for image data it could not read whole. */
const DAMAGE = /truncated|corrupt|premature|missing|invalid|bad |error/i;

const SOS = 0xda;
const EOI = 0xd9;

/** Whether a JPEG's image data is followed by its end-of-image marker. */
function hasImageEnd(jpeg: Uint8Array): boolean {
  let scan = -1;
  for (let at = 2; at + 1 < jpeg.length; at++) {
    if (jpeg[at] !== 0xff) continue;
    if (scan < 0 && jpeg[at + 1] === SOS) scan = at;
    else if (scan >= 0 && jpeg[at + 1] === EOI) return true;
  }
  return false;
}

function imageError(error: unknown): PdfFileError {
  const detail = error instanceof Error ? error.message : String(error);
  return new PdfFileError(
    'CONVERSION_FAILED',
    'The image is damaged or truncated and cannot be read. Ask the sender for a new copy, or open it in an image viewer and save it again.',
    detail,
  );
}
