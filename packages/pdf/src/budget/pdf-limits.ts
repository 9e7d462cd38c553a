/**
 * What one file may cost the server (decision 0022). Memory is enforced per worker thread, time by
 * the pool's watchdog, the rest by the engine's own walks and the verification scan. Every limit
 * is far above what real documents need and exists so a hostile file ends in a clear error.
 */
export interface PdfLimits {
  /** MuPDF's WebAssembly heap in one worker, in MB. */
  engineMemoryMb: number;
  /** The JavaScript heap (V8 old generation) of one worker, in MB. */
  scriptMemoryMb: number;
  /** Wall time of one task on one file (a read, a search, a redaction), in seconds. */
  fileSeconds: number;
  /** Wall time of one page (opening the file, reading, recognising or redacting a page), in seconds. */
  pageSeconds: number;
  /** Bytes one stream may inflate to while the saved file is checked, in MB. */
  streamMb: number;
  /** Bytes all streams of one file may inflate to together while it is checked, in MB. */
  inflateMb: number;
  /** PDF objects the engine's own walks (resources, actions, fields, outlines) may visit per file. */
  objects: number;
  /** How deep resources (forms in forms, patterns, Type 3 glyphs), outlines and fields may nest. */
  depth: number;
}

export const DEFAULT_PDF_LIMITS: Readonly<PdfLimits> = {
  engineMemoryMb: 512,
  scriptMemoryMb: 512,
  fileSeconds: 180,
  pageSeconds: 30,
  streamMb: 64,
  inflateMb: 1024,
  objects: 2_000_000,
  depth: 64,
};

export type LimitName =
  'memory' | 'file-time' | 'page-time' | 'stream' | 'inflate' | 'objects' | 'depth';

const GENUINE =
  'The file may be damaged or built to overload PDF readers. If it is a genuine document, ' +
  'save it again as a new PDF (for example with "Print to PDF") and try again.';

/** The message of a file that went past one of the limits; it names the limit and its value. */
export function limitMessage(limit: LimitName, limits: PdfLimits, page?: number): string {
  const what = {
    memory: `Processing this PDF needed more than ${limits.engineMemoryMb} MB of memory, the most one file may use on this server.`,
    'file-time': `Processing this PDF took longer than ${limits.fileSeconds} seconds, the most one file may take on this server.`,
    'page-time': `${page ? `Page ${page}` : 'Opening this PDF'} took longer than ${limits.pageSeconds} seconds, the most one page may take on this server.`,
    stream: `A stream in this PDF inflates to more than ${limits.streamMb} MB, the most this server checks in one stream.`,
    inflate: `The streams of this PDF inflate to more than ${limits.inflateMb} MB together, the most this server checks in one file.`,
    objects: `This PDF has more than ${limits.objects.toLocaleString('en-US')} objects to check, the most this server checks in one file.`,
    depth: `This PDF nests its content more than ${limits.depth} levels deep, the most this server follows.`,
  }[limit];
  return `${what} ${GENUINE}`;
}
