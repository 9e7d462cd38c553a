import {
  pdfNameOf,
  type TAppearance,
  type TExistingMarksChoice,
  type TRedactionMapping,
  type TRedactionReport,
} from '@workbench/contracts';
import { chargeFiles } from '../../on-device/charge-files';
import { blobOf, bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { fileErrorAsApiError, taskFileError } from '../../on-device/device-errors';

export interface RedactionRequest {
  mapping: TRedactionMapping;
  removeImages: boolean;
  appearance: TAppearance;
  existingMarks: TExistingMarksChoice | undefined;
}

/**
 * Redacts, sanitises and verifies one file in this browser with the server's engine, charged by
 * a ticket. The answer is what the server answers: the redacted PDF and its report, or, when the
 * file fails on its own (its check found redacted text, a limit), the server's 422 with the same
 * details, and the file's pages given back.
 */
export function redactOnDevice(
  file: File,
  request: RedactionRequest,
  signal?: AbortSignal,
): Promise<{ body: Blob; report: TRedactionReport }> {
  return runOnDevice(async (engine) => {
    const bytes = await bytesOf(file);
    const charge = await chargeFiles(engine, 'redact', [bytes], signal);
    const [count] = charge.counts;
    if (typeof count !== 'number') throw fileErrorAsApiError(file.name, count!);
    try {
      const { existingMarks, ...fields } = request;
      const task = { ...fields, ...(existingMarks && { existingMarks }) };
      const outcome = await engine.redact(bytes, task, signal ? { signal } : {});
      if (!outcome.ok) {
        await charge.giveBack([0]);
        throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
      }
      const output_name = `${pdfNameOf(file.name).replace(/\.pdf$/i, '') || 'document'}-redacted.pdf`;
      return {
        body: blobOf(outcome.value.bytes, 'application/pdf'),
        report: { file: file.name, output_name, ...outcome.value.report },
      };
    } catch (error) {
      await charge.giveBackAll();
      throw error;
    }
  });
}
