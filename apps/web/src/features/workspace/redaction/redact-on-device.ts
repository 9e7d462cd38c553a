import {
  pdfNameOf,
  type TAppearance,
  type TExistingMarksChoice,
  type TRedactionMapping,
  type TRedactionReport,
} from '@workbench/contracts';
import { chargedFileWork } from '../../on-device/charge-files';
import { blobOf, bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';

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
    const { existingMarks, ...fields } = request;
    const task = { ...fields, ...(existingMarks && { existingMarks }) };
    const work = () => engine.redact(bytes, task, signal ? { signal } : {});
    const redacted = await chargedFileWork(
      engine,
      'redact',
      { name: file.name, bytes },
      signal,
      work,
    );
    const output_name = `${pdfNameOf(file.name).replace(/\.pdf$/i, '') || 'document'}-redacted.pdf`;
    return {
      body: blobOf(redacted.bytes, 'application/pdf'),
      report: { file: file.name, output_name, ...redacted.report },
    };
  });
}
