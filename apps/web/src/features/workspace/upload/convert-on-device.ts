import {
  LIMITS,
  PDF_FILE_ERRORS,
  PDF_MESSAGES,
  pdfNameOf,
  SOURCE_FORMATS,
  type TSourceFormat,
} from '@workbench/contracts';
import type * as DeviceModule from '@workbench/device';
import i18next from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { blobOf, bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import {
  asDeviceError,
  fileErrorAsApiError,
  taskFileError,
  unavailableOnDevice,
} from '../../on-device/device-errors';

/** What the server's conversion report says of a file: its PDF's name and what it was. */
export interface ConvertedOnDevice {
  body: Blob;
  report: { output_name: string; converted_from?: TSourceFormat; conversion_notes?: string[] };
}

type Device = typeof DeviceModule;

/**
 * Images as a PDF in this browser (on-device mode), as the server converts them: each file known
 * by its own bytes and checked for size first, then written by the engine (a TIFF's pages each;
 * several images as the pages of one document, in order). Office files and e-mail need the
 * server's converters: they are refused, naming the mode, and never sent.
 */
export async function convertOnDevice(all: readonly File[]): Promise<ConvertedOnDevice> {
  // Known and checked before the engine starts: a refused file waits for no download.
  const device = await import('@workbench/device').catch((error: unknown) => {
    throw asDeviceError(error);
  });
  const files = await Promise.all(
    all.map(async (file) => {
      const bytes = await bytesOf(file);
      return { file, bytes, format: device.sniffFormat(bytes, file.name) };
    }),
  );
  const first = files[0]!;
  if (files.length === 1 && first.format === 'pdf') {
    return runOnDevice(async (engine) => {
      const opened = await engine.countPages(first.bytes);
      if (!opened.ok) throw fileErrorAsApiError(first.file.name, taskFileError(opened.error));
      return { body: first.file, report: { output_name: first.file.name } };
    });
  }
  const images = files.map(({ file, bytes, format }) => {
    const kind = format === null ? null : SOURCE_FORMATS[format].kind;
    if (files.length > 1 && kind !== 'image') {
      throw new ApiError('VALIDATION_ERROR', PDF_MESSAGES.onlyImagesCombine(file.name), 400);
    }
    if (format === null) {
      throw fileErrorAsApiError(file.name, { code: 'NOT_PDF', message: PDF_FILE_ERRORS.NOT_PDF });
    }
    if (kind !== 'image') {
      const label = i18next.t(`workspace.formats.${format}`);
      throw unavailableOnDevice(
        i18next.t('workspace.onDevice.unavailable.convert', { name: file.name, label }),
      );
    }
    return { file, bytes, format, pages: checked(device, file.name, bytes, format) };
  });
  const pages = images.reduce((sum, image) => sum + image.pages, 0);
  if (pages > device.DEFAULT_CONVERSION_LIMITS.maxPages) {
    throw new ApiError('UNPROCESSABLE', PDF_MESSAGES.tooManyPagesCombined(pages), 422);
  }
  const sources = images.map(({ bytes, format }) => ({
    bytes,
    type: SOURCE_FORMATS[format].types[0],
  }));
  const outcome = await runOnDevice((engine) => engine.convertImages(sources));
  if (!outcome.ok) throw fileErrorAsApiError(first.file.name, taskFileError(outcome.error));
  if (outcome.value.bytes.length > LIMITS.files.maxBytes) {
    if (images.length > 1)
      throw new ApiError('PAYLOAD_TOO_LARGE', PDF_MESSAGES.combinedTooLarge, 413);
    throw fileErrorAsApiError(first.file.name, {
      code: 'TOO_LARGE',
      message: PDF_FILE_ERRORS.TOO_LARGE,
    });
  }
  const base = pdfNameOf(first.file.name);
  const output_name = images.length > 1 ? base.replace(/\.pdf$/i, '-combined.pdf') : base;
  return {
    body: blobOf(outcome.value.bytes, 'application/pdf'),
    report: { output_name, converted_from: images[0]!.format },
  };
}

/** The image's page count, after the server's checks of its header and size. */
function checked(device: Device, name: string, bytes: Uint8Array, format: TSourceFormat): number {
  try {
    return device.checkImage(bytes, format);
  } catch (error) {
    if (!(error instanceof device.ConversionError)) throw error;
    throw fileErrorAsApiError(name, { code: error.code, message: error.message });
  }
}
