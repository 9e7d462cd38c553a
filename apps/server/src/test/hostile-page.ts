import type { ZRedactionMapping } from '@workbench/contracts';
import type { z } from 'zod';
import { buildPdf } from './make-pdf';

/** A PDF built to crash, starve or fool a PDF server, with the text no redaction may leave. */
export interface HostileFile {
  name: string;
  bytes: Buffer;
  /** Text that no redacted output may hold, anywhere. */
  secret: string;
  /** What the suite redacts, when not the secret at SECRET_BOX on page 1. */
  pages?: z.input<typeof ZRedactionMapping>['pages'];
  /**
   * The file is a document the engine can rebuild whole, so its redaction must be released:
   * refusing it would leave the user with no way to redact it at all.
   */
  released?: boolean;
  /** The secret is also pictured: a released file's pictures are read by OCR too. */
  hasPicture?: boolean;
  /** The secret is drawn in glyphs no extractor maps to letters: redacted pages are read by OCR. */
  isUnmapped?: boolean;
  /** What a redacted copy must not hold, when not the secret and its surname. */
  gone?: string[];
}

/** What a redacted copy of a hostile file must not hold anywhere. */
export const goneOf = (file: HostileFile) => file.gone ?? [file.secret, 'Hansen'];

export const SECRET = 'Secret Name Hansen';
/** Where SECRET is drawn on page 1 (Helvetica 12 at 72, 700), in page coordinates. */
export const SECRET_BOX = { x0: 68, y0: 78, x1: 190, y1: 98 };

export const HELVETICA = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
export const SECRET_TEXT = `BT /F1 12 Tf 72 700 Td (${SECRET}) Tj ET`;

/** What a one-page file holds besides its page: each a piece of PDF syntax. */
export interface PageParts {
  /** More page resources, after /Font. */
  resources?: string;
  /** More fonts, after Helvetica as /F1. */
  fonts?: string;
  /** Objects numbered from 5 on. */
  objects?: string[];
  /** More keys of the page dictionary. */
  page?: string;
  catalog?: string;
  trailer?: string;
}

/** A one-page file: catalog 1, page tree 2, page 3, its content 4, then `parts.objects`. */
export function onePage(contents: string, parts: PageParts = {}): Buffer {
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} ${parts.fonts ?? ''} >> ${parts.resources ?? ''} >> ${parts.page ?? ''} >>`,
      contents,
      ...(parts.objects ?? []),
    ],
    parts.trailer,
  );
}
