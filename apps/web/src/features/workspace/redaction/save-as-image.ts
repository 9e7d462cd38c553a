import { PDF_PATHS, SOURCE_FORMATS, type TSourceFormat } from '@workbench/contracts';
import { zipSync } from 'fflate';
import { apiFileRequest } from '../../../lib/api-client';
import { blobOf, bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { fileErrorAsApiError, taskFileError } from '../../on-device/device-errors';
import { resolveProcessingLocation } from '../../on-device/processing-location';
import { saveBlob } from './redact-files';

/** The image format a redacted copy comes back in: a PNG or JPEG as it came, else PNG. */
export function imageFormatFor(format: TSourceFormat | undefined): 'png' | 'jpeg' | null {
  if (format === undefined || SOURCE_FORMATS[format].kind !== 'image') return null;
  return format === 'jpeg' ? 'jpeg' : 'png';
}

/**
 * Has the server (or, in on-device mode, this browser) draw each page of the redacted copy as an
 * image of the picture's own pixel size (issue 52) and saves it: one page as the image, several
 * as a ZIP of them.
 */
export async function saveAsImage(copy: Blob, pdfName: string, format: 'png' | 'jpeg') {
  const base = pdfName.replace(/\.pdf$/i, '');
  const extension = format === 'png' ? 'png' : 'jpg';
  const body =
    (await resolveProcessingLocation()) === 'device'
      ? await imagesOnDevice(copy, pdfName, format, (page) => `${base}-page-${page}.${extension}`)
      : await imagesOnServer(copy, pdfName, format);
  const head = new Uint8Array(await body.slice(0, 2).arrayBuffer());
  const isZip = head[0] === 0x50 && head[1] === 0x4b;
  saveBlob(isZip ? `${base}-pages.zip` : `${base}.${extension}`, body);
}

async function imagesOnServer(copy: Blob, pdfName: string, format: 'png' | 'jpeg') {
  const form = new FormData();
  form.append('file', copy, pdfName);
  form.append('format', format);
  const { body } = await apiFileRequest(PDF_PATHS.images, {
    method: 'POST',
    body: form,
    encrypt: true,
  });
  return body;
}

/** The pages drawn here; several are zipped (stored: the images are compressed already). */
function imagesOnDevice(
  copy: Blob,
  pdfName: string,
  format: 'png' | 'jpeg',
  nameOf: (page: number) => string,
): Promise<Blob> {
  return runOnDevice(async (engine) => {
    const outcome = await engine.pagesAsImages(await bytesOf(copy), format);
    if (!outcome.ok) throw fileErrorAsApiError(pdfName, taskFileError(outcome.error));
    const { images } = outcome.value;
    if (images.length === 1) return blobOf(images[0]!, `image/${format}`);
    const entries = Object.fromEntries(images.map((image, index) => [nameOf(index + 1), image]));
    return blobOf(zipSync(entries, { level: 0 }), 'application/zip');
  });
}
