import { LIMITS, SOURCE_FORMATS, type TPdfFileError } from '@workbench/contracts';
import { checkImage, ConversionError, needsConversion, sniffFormat } from '@workbench/convert';
import { shared, type PdfPool } from '@workbench/pdf';
import { fileErrorOf } from './pdf-file-status';
import { uploadRefusal, type UploadedFile } from './read-upload';

const TOO_LARGE_AFTER: TPdfFileError = {
  code: 'TOO_LARGE',
  message: `The PDF made from this file is larger than ${LIMITS.files.maxBytes / 1024 / 1024} MB, the most one file may be. Send fewer pages or smaller images in one file and try again.`,
};

/**
 * Puts a PDF in the place of every file that is not one (decision 0051): a file is known by its
 * own bytes, an image becomes one page per picture (every page of a TIFF). A file that cannot be
 * converted keeps its error, reported like any other file's and charged nothing; a file that is
 * neither a PDF nor a format the product opens is left for the engine to refuse (NOT_PDF).
 */
export async function convertUploads(
  pool: PdfPool,
  files: readonly UploadedFile[],
  options: { signal: AbortSignal; owner: string },
): Promise<void> {
  await Promise.all(files.map((file) => convertOne(pool, file, options)));
}

async function convertOne(
  pool: PdfPool,
  file: UploadedFile,
  options: { signal: AbortSignal; owner: string },
): Promise<void> {
  if (uploadRefusal(file) || file.convertedFrom) return;
  const format = sniffFormat(file.bytes);
  if (format === null || !needsConversion(format)) return;
  try {
    checkImage(file.bytes, format);
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    file.conversionError = { code: error.code, message: error.message };
    return;
  }
  const type = SOURCE_FORMATS[format].types[0];
  const outcome = await pool.convertImages([{ bytes: file.bytes, type }], options);
  if (!outcome.ok) {
    file.conversionError = fileErrorOf(outcome.error);
  } else if (outcome.value.bytes.length > LIMITS.files.maxBytes) {
    file.conversionError = TOO_LARGE_AFTER;
  } else {
    file.bytes = shared(outcome.value.bytes);
    file.convertedFrom = format;
  }
}
