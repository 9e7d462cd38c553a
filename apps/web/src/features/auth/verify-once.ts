import { ApiError } from '../../lib/api-client';
import { verifyEmail } from './recovery-api';

export type VerifyOutcome =
  { kind: 'success' } | { kind: 'error'; reason: 'expired' | 'invalid' | 'failed' };

function toOutcome(error: unknown): VerifyOutcome {
  if (error instanceof ApiError && error.status === 410)
    return { kind: 'error', reason: 'expired' };
  if (error instanceof ApiError && error.status === 400)
    return { kind: 'error', reason: 'invalid' };
  return { kind: 'error', reason: 'failed' };
}

/** Verifies a token; 'already_verified' counts as success (accounts §4). */
export function verifyOutcome(token: string): Promise<VerifyOutcome> {
  return verifyEmail(token).then((): VerifyOutcome => ({ kind: 'success' }), toOutcome);
}
