import {
  LIMITS,
  PDF_FILE_ERRORS,
  SOURCE_FORMATS,
  type TPdfFileError,
  type TSourceFormat,
} from '@workbench/contracts';
import {
  checkImage,
  ConversionError,
  DEFAULT_CONVERSION_LIMITS,
  missingWords,
  needsConversion,
  sniffFormat,
  type OfficeConversion,
  type OfficeConverter,
} from '@workbench/convert';
import { shared, type PdfPool } from '@workbench/pdf';
import { lostWordsNotes } from './lost-words';
import { refused } from './pdf-file-status';
import { uploadRefusal, type UploadedFile } from './uploaded-file';

import { emailToPdf, type Options, type ToPdf } from './convert-email';

const tooLargeAfter = () =>
  new ConversionError(
    'TOO_LARGE',
    `The PDF made from this file is larger than ${LIMITS.files.maxBytes / 1024 / 1024} MB, the most one file may be. Send fewer pages or smaller images in one file and try again.`,
  );

const tooManyPages = () =>
  new ConversionError(
    'LIMIT_EXCEEDED',
    `The PDF made from this file has more than ${DEFAULT_CONVERSION_LIMITS.maxPages.toLocaleString('en-US')} pages, the most this server converts in one file. Split it into smaller files and try again.`,
  );

/**
 * Puts a PDF in the place of every file that is not one (decisions 0051 and 0052): a file is known
 * by its own bytes; an image becomes one page per picture through the PDF pool, an Office or
 * OpenDocument file a PDF through LibreOffice, whose text is then checked against the source's
 * (what did not make it is said in `conversionNotes`), an e-mail its message followed by each
 * attachment converted the same way (convert-email.ts). A file that cannot be converted keeps its
 * error, reported like any other file's and charged nothing; a file that is neither a PDF nor a
 * format the product opens is left for the engine to refuse (NOT_PDF).
 */
export function createUploadConverter(pool: PdfPool, office: OfficeConverter) {
  const toPdf: ToPdf = async (bytes, format, depth, options) => {
    switch (SOURCE_FORMATS[format].kind) {
      case 'pdf': {
        // An attachment that is a PDF already: it must open (a password-protected one does not).
        const opened = await pool.countPages(bytes, options);
        if (!opened.ok) throw refused(opened.error);
        return { pdf: bytes, notes: [] };
      }
      case 'image': {
        checkImage(bytes, format);
        const type = SOURCE_FORMATS[format].types[0];
        const outcome = await pool.convertImages([{ bytes, type }], options);
        if (!outcome.ok) throw refused(outcome.error);
        return { pdf: outcome.value.bytes, notes: [] };
      }
      case 'email':
        return emailToPdf({ pool, toPdf }, bytes, format, depth, options);
      default:
        return officeToPdf(bytes, format, options);
    }
  };

  async function officeToPdf(bytes: Uint8Array, format: TSourceFormat, options: Options) {
    const converted = await withNotesPages(await office.convert(bytes, format, options), options);
    const read = await pool.convertedText(converted.pdf, options);
    if (!read.ok) throw refused(read.error);
    if (read.value.pages > DEFAULT_CONVERSION_LIMITS.maxPages) throw tooManyPages();
    const lost = missingWords(converted.texts, read.value.texts);
    const fontsMissing = office.status.fontsMissing ?? [];
    return {
      pdf: converted.pdf,
      notes: [...converted.notes, ...lostWordsNotes(lost, fontsMissing)],
    };
  }

  /** A presentation's slides with its notes pages after them, as one PDF. */
  async function withNotesPages(converted: OfficeConversion, options: Options) {
    if (!converted.notesPdf) return converted;
    const joined = await pool.joinPdfs([converted.pdf, converted.notesPdf], options);
    if (!joined.ok) throw refused(joined.error);
    return { ...converted, pdf: joined.value.bytes };
  }

  /**
   * A converted PDF past the size limit with its large pictures scaled for the page (A4 at 200
   * dpi) and a note saying so; refused when it is still too large, or has no picture to scale.
   */
  async function withinSizeLimit(
    converted: { pdf: Uint8Array; notes: string[] },
    options: Options,
  ) {
    if (converted.pdf.length <= LIMITS.files.maxBytes) return converted;
    const fitted = await pool.fitImages(converted.pdf, options);
    if (!fitted.ok) throw refused(fitted.error);
    const { bytes, scaled } = fitted.value;
    if (scaled === 0 || bytes.length > LIMITS.files.maxBytes) throw tooLargeAfter();
    const note = `${scaled === 1 ? '1 picture was' : `${scaled} pictures were`} scaled down to 200 dpi on an A4 page so the PDF stays under the ${LIMITS.files.maxBytes / 1024 / 1024} MB limit; the original file holds ${scaled === 1 ? 'it' : 'them'} at full size`;
    return { pdf: bytes, notes: [...converted.notes, note] };
  }

  async function convertOne(file: UploadedFile, options: Options): Promise<void> {
    const format = formatToConvert(file);
    if (format === null) return;
    try {
      const converted = await toPdf(file.bytes, format, 0, options);
      const { pdf, notes } = await withinSizeLimit(converted, options);
      file.bytes = shared(pdf);
      file.convertedFrom = format;
      if (notes.length > 0) file.conversionNotes = notes;
    } catch (error) {
      file.conversionError = asFileError(error);
    }
  }

  return (files: readonly UploadedFile[], options: Options): Promise<void> =>
    Promise.all(files.map((file) => convertOne(file, options))).then(() => undefined);
}

export type UploadConverter = ReturnType<typeof createUploadConverter>;

/** The format a file is converted from, or null when it needs none (a PDF, refused, done). */
function formatToConvert(file: UploadedFile): TSourceFormat | null {
  if (uploadRefusal(file) || file.convertedFrom) return null;
  const format = sniffFormat(file.bytes, file.name);
  return format !== null && needsConversion(format) ? format : null;
}

export const needsConverting = (file: UploadedFile): boolean => formatToConvert(file) !== null;

function asFileError(error: unknown): TPdfFileError {
  if (!(error instanceof ConversionError)) throw error;
  return { code: error.code, message: error.message || PDF_FILE_ERRORS[error.code] };
}
