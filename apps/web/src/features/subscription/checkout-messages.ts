import { BILLING_MESSAGES } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/messages';

/** Checkout refusals the server words in English, by their key under `checkout.refusals.`. */
const REFUSAL_KEYS: Readonly<Record<string, string>> = {
  [BILLING_MESSAGES.organizationMember]: 'organizationMember',
  [BILLING_MESSAGES.planNotFound]: 'planNotFound',
  [BILLING_MESSAGES.planNotForSale]: 'planNotForSale',
  [BILLING_MESSAGES.renewalTooFarAhead]: 'renewalTooFarAhead',
};

/** Why the checkout could not start, in the reader's language when the reason is known. */
export function checkoutFailureDetail(t: TFunction, error: unknown): string | null {
  const message = errorMessage(t, error, '');
  if (message === '') return null;
  const key = REFUSAL_KEYS[message];
  return key === undefined ? message : t(`checkout.refusals.${key}`);
}
