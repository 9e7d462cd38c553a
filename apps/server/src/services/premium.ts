import { PREMIUM_MESSAGE } from '@workbench/contracts';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createCoverage } from './coverage';

/**
 * The one place that decides whether a user may use premium features: an active or trialing
 * subscription whose period has not ended, the user's own or one of an organization they
 * belong to (subscriptions §4, accounts §6). `organizationId` is the request's organization
 * context, which must be one of the user's.
 */
export function createPremium(db: Database, now: () => Date = () => new Date()) {
  const coverage = createCoverage(db, now);

  async function isPremium(user: Pick<UserRow, 'id'>, organizationId?: string): Promise<boolean> {
    return (await coverage.running(user.id, organizationId)) !== undefined;
  }

  return {
    isPremium,
    /** Refuses a premium feature with 402, which the web app answers with the upgrade prompt. */
    async require(user: Pick<UserRow, 'id'>, organizationId?: string): Promise<void> {
      if (!(await isPremium(user, organizationId)))
        throw new AppError('PAYMENT_REQUIRED', PREMIUM_MESSAGE);
    },
  };
}

export type Premium = ReturnType<typeof createPremium>;
