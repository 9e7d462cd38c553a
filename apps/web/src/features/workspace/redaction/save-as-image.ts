import { PDF_PATHS, SOURCE_FORMATS, type TSourceFormat } from '@workbench/contracts';
import { apiFileRequest } from '../../../lib/api-client';
import { saveBlob } from './redact-files';

/** The image format a redacted copy comes back in: a PNG or JPEG as it came, else PNG. */
export function imageFormatFor(format: TSourceFormat | undefined): 'png' | 'jpeg' | null {
  if (format === undefined || SOURCE_FORMATS[format].kind !== 'image') return null;
  return format === 'jpeg' ? 'jpeg' : 'png';
}

/**
 * Has the server draw each page of the redacted copy as an image of the picture's own pixel size
 * (issue 52) and saves it: one page as the image, several as a ZIP of them.
 */
export async function saveAsImage(copy: Blob, pdfName: string, format: 'png' | 'jpeg') {
  const form = new FormData();
  form.append('file', copy, pdfName);
  form.append('format', format);
  const { body } = await apiFileRequest(PDF_PATHS.images, {
    method: 'POST',
    body: form,
    encrypt: true,
  });
  const base = pdfName.replace(/\.pdf$/i, '');
  const head = new Uint8Array(await body.slice(0, 2).arrayBuffer());
  const isZip = head[0] === 0x50 && head[1] === 0x4b;
  saveBlob(isZip ? `${base}-pages.zip` : `${base}.${format === 'png' ? 'png' : 'jpg'}`, body);
}
