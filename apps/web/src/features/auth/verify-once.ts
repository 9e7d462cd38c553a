import { ApiError } from '../../lib/api-client';
import { verifyEmail } from './recovery-api';

export type VerifyOutcome =
  { kind: 'success' } | { kind: 'error'; reason: 'expired' | 'invalid' | 'failed' };

/** Verifications under way, by token. */
const pending = new Map<string, Promise<VerifyOutcome>>();

function toOutcome(error: unknown): VerifyOutcome {
  if (error instanceof ApiError && error.status === 410)
    return { kind: 'error', reason: 'expired' };
  if (error instanceof ApiError && error.status === 400)
    return { kind: 'error', reason: 'invalid' };
  return { kind: 'error', reason: 'failed' };
}

/**
 * Verifies a token, sharing the call with anyone asking for the same token meanwhile:
 * StrictMode runs effects twice and the token is single-use. 'already_verified' counts as
 * success (accounts §4).
 */
export function verifyOnce(token: string): Promise<VerifyOutcome> {
  let outcome = pending.get(token);
  if (outcome === undefined) {
    outcome = verifyEmail(token)
      .then((): VerifyOutcome => ({ kind: 'success' }), toOutcome)
      .finally(() => pending.delete(token));
    pending.set(token, outcome);
  }
  return outcome;
}
