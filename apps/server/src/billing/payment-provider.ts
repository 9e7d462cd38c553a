import type { PlanRow, SubscriptionRow } from '../db/schema';
import type { BillingEvent } from './billing-event';

export type CheckoutInput = {
  checkoutId: string;
  plan: PlanRow;
  user: { id: string; email: string };
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Paying again for the current plan: a one-off payment, not a second subscription. */
  isRenewal: boolean;
};

/**
 * A payment provider: where checkout happens and whose signed webhooks tell us what was paid.
 * The test-mode provider and Stripe implement it; the rest of billing does not know which.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Starts a checkout; answers the provider's session id and the page to send the user to. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Verifies the signature and reads the event; throws AppError for a forged or stale one. */
  parseWebhook(rawBody: Buffer, signature: string | undefined, now: Date): Promise<BillingEvent>;
  /** Tells the provider whether the subscription renews at the end of the period. */
  setRenewal(subscription: SubscriptionRow, renews: boolean): Promise<void>;
  /** Ends a subscription at once (it was replaced by another plan, or its owner left). */
  cancelNow(subscription: Pick<SubscriptionRow, 'providerSubscriptionId'>): Promise<void>;
  /**
   * Moves the next charge to `to` (a renewal paid at checkout covers the time before), keeping
   * the subscription's own renew-or-not choice.
   */
  moveNextCharge(subscription: SubscriptionRow, to: Date): Promise<void>;
}
