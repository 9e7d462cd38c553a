import {
  fileMarksOf,
  isXfdfOfFile,
  xfdfUnmatchedMessage,
  pdfNameOf,
  type TExistingMarksChoice,
  type TFileMarks,
  type TRedactionMapping,
} from '@workbench/contracts';
import { ApiError } from '../../../lib/api-error';
import { blobOf, bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { fileErrorAsApiError, taskFileError } from '../../on-device/device-errors';
import { useProcessingStore } from '../../on-device/processing-location';
import type { OpenFile } from '../files/files-store';

/** What an export takes besides the file: its marks as a mapping, and how they are written. */
export interface DeviceExport {
  format: 'pdf' | 'xfdf';
  mapping: TRedactionMapping;
  includeText: boolean;
  existingMarks: TExistingMarksChoice | undefined;
}

/**
 * The file's marks as a marked copy or XFDF, written in this browser by the engine the server
 * uses (decision 0054), signed with the user's name as the server signs them. Nothing is charged.
 */
export function exportOnDevice(file: OpenFile, request: DeviceExport): Promise<Blob> {
  return runOnDevice(async (engine) => {
    const bytes = await bytesOf(file.file);
    const fields = {
      mapping: request.mapping,
      ...(request.existingMarks && { existingMarks: request.existingMarks }),
      author: useProcessingStore.getState().userName ?? '',
      includeText: request.includeText,
      fileName: pdfNameOf(file.name),
    };
    if (request.format === 'pdf') {
      const outcome = await engine.markedCopy(bytes, fields);
      if (!outcome.ok) throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
      return blobOf(outcome.value.bytes, 'application/pdf');
    }
    const outcome = await engine.marksXfdf(bytes, fields);
    if (!outcome.ok) throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
    return new Blob([outcome.value.xfdf], { type: 'application/vnd.adobe.xfdf' });
  });
}

/**
 * An XFDF's marks placed on the file's pages in this browser, with the text under each, as the
 * server's import answers them. An XFDF that cannot be read, or that names another file in its
 * `<f href>`, is refused with its reason, as the server refuses them.
 */
export function importOnDevice(file: OpenFile, xfdf: string): Promise<TFileMarks> {
  return runOnDevice(async (engine) => {
    const device = await import('@workbench/device');
    let read;
    try {
      read = device.readXfdfFile(xfdf);
    } catch (error) {
      if (error instanceof device.XfdfError)
        throw new ApiError('VALIDATION_ERROR', error.message, 400);
      throw error;
    }
    const { marks, href } = read;
    if (href !== null && !isXfdfOfFile(file.name, href))
      throw new ApiError('VALIDATION_ERROR', xfdfUnmatchedMessage(href), 400);
    const outcome = await engine.existingMarks(await bytesOf(file.file), { xfdf: marks });
    if (!outcome.ok) throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
    return fileMarksOf(file.name, outcome.value);
  });
}
