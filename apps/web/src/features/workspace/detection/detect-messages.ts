import { DETECT_MESSAGES } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { errorMessage, localizeMessage } from '../../../lib/messages';

/** The detect endpoint's own messages (contracts) by their key under workspace.detection.server. */
const DETECT_MESSAGE_KEYS: Readonly<Record<string, keyof typeof DETECT_MESSAGES>> =
  Object.fromEntries(
    Object.entries(DETECT_MESSAGES).map(([key, message]) => [
      message,
      key as keyof typeof DETECT_MESSAGES,
    ]),
  );

/** A message of the detect endpoint or the server in the interface language when known. */
export function localizeDetectMessage(t: TFunction, message: string): string {
  const key = DETECT_MESSAGE_KEYS[message];
  return key === undefined ? localizeMessage(t, message) : t(`workspace.detection.server.${key}`);
}

/** errorMessage (lib/messages) that also knows the detect endpoint's messages. */
export function detectErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message in DETECT_MESSAGE_KEYS) {
    return localizeDetectMessage(t, error.message);
  }
  return errorMessage(t, error, fallback);
}
