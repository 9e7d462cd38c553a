import { PREMIUM_MESSAGE } from '@workbench/contracts';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createSubscriptionsRepository } from '../repositories/subscriptions.repository';

/**
 * The one place that decides whether a user may use premium features: an active or trialing
 * subscription whose period has not ended (subscriptions §4, accounts §6).
 */
export function createPremium(db: Database, now: () => Date = () => new Date()) {
  const subscriptions = createSubscriptionsRepository(db);

  async function isPremium(user: Pick<UserRow, 'id'>): Promise<boolean> {
    return (await subscriptions.findSubscribed(user.id, now())) !== undefined;
  }

  return {
    isPremium,
    /** Refuses a premium feature with 402, which the web app answers with the upgrade prompt. */
    async require(user: Pick<UserRow, 'id'>): Promise<void> {
      if (!(await isPremium(user))) throw new AppError('PAYMENT_REQUIRED', PREMIUM_MESSAGE);
    },
  };
}

export type Premium = ReturnType<typeof createPremium>;
