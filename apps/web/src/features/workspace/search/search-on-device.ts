import {
  PDF_MESSAGES,
  searchAnswer,
  type TBatchSearchResponse,
  type TPdfFileError,
} from '@workbench/contracts';
import i18next from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { chargeFiles } from '../../on-device/charge-files';
import { bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { taskFileError, unavailableOnDevice } from '../../on-device/device-errors';
import type { SearchFile, SearchRequest } from './search-request';

type FileResult = TBatchSearchResponse['file_results'][number];

/** The engine's refusal of a pattern, answered as the server answers it (400, for the request). */
const PATTERN_ERRORS: Record<string, string> = {
  InvalidRegexError: PDF_MESSAGES.invalidRegex,
  RegexTimeoutError: PDF_MESSAGES.unsafeRegex,
};

/**
 * The batch search of on-device mode: the same engine call per file as the server's, the same
 * answer (a file's own failure in its result, a bad pattern refusing the request), charged by a
 * ticket. AI search needs the server's language model: it is refused, never sent.
 */
export function searchOnDevice(
  files: readonly SearchFile[],
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<TBatchSearchResponse> {
  if (request.isAiSearch) {
    return Promise.reject(
      unavailableOnDevice(i18next.t('workspace.onDevice.unavailable.aiSearch')),
    );
  }
  const terms = [...new Set(request.terms.filter((term) => term.trim().length > 0))];
  const query = {
    terms,
    caseSensitive: request.caseSensitive,
    regex: request.isRegex,
    wholeWord: request.isWholeWord === true,
  };
  const options = signal ? { signal } : {};
  return runOnDevice(async (engine) => {
    const started = performance.now();
    const all = await Promise.all(files.map(({ file }) => bytesOf(file)));
    const charge = await chargeFiles(engine, 'search', all, signal);
    try {
      const outcomes = await Promise.all(
        all.map(async (bytes, index): Promise<FileResult> => {
          const { name: file } = files[index]!;
          const count = charge.counts[index]!;
          if (typeof count !== 'number') return failed(file, count);
          const outcome = await engine.search(bytes, query, options);
          if (outcome.ok) {
            const { pages } = outcome.value;
            const total_matches = pages.reduce((sum, page) => sum + page.matches.length, 0);
            return {
              file,
              status: 'success',
              results: { total_matches, match_details: { pages } },
            };
          }
          const refusal = PATTERN_ERRORS[outcome.error.code];
          if (refusal) throw new ApiError('VALIDATION_ERROR', refusal, 400);
          await charge.giveBack([index]);
          return failed(file, taskFileError(outcome.error));
        }),
      );
      return searchAnswer(outcomes, started);
    } catch (error) {
      await charge.giveBackAll();
      throw error;
    }
  });
}

const failed = (file: string, error: TPdfFileError): FileResult => ({
  file,
  status: 'error',
  error,
});
