import { PREMIUM_MESSAGE } from '@workbench/contracts';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';

/**
 * The one place that decides whether a user may use premium features (an active or trialing
 * subscription, accounts §6). Until subscriptions exist it reads a flag only tests and the
 * development seed set; the subscriptions issue replaces its body.
 */
export function isPremium(user: UserRow): boolean {
  return user.premiumGranted;
}

/** Refuses a premium feature with 402, which the web app answers with the upgrade prompt. */
export function requirePremium(user: UserRow): void {
  if (!isPremium(user)) throw new AppError('PAYMENT_REQUIRED', PREMIUM_MESSAGE);
}
