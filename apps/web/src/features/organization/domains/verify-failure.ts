import {
  domainLookupFailedMessage,
  domainRecordMissingMessage,
  domainTokenMissingMessage,
} from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/messages';

/**
 * Why `domain` could not be verified, in the reader's language. The server words the three
 * DNS outcomes with the domain in them, so they are recognised by building them the same way.
 */
export function verifyFailureMessage(t: TFunction, error: unknown, domain: string): string {
  const message = errorMessage(t, error, t('organization.domains.verifyFailed'));
  switch (message) {
    case domainRecordMissingMessage(domain):
      return t('organization.domains.reasons.recordMissing', { domain });
    case domainTokenMissingMessage(domain):
      return t('organization.domains.reasons.tokenMissing', { domain });
    case domainLookupFailedMessage(domain):
      return t('organization.domains.reasons.lookupFailed', { domain });
    default:
      return message;
  }
}
