import type { TSubscriptionStatus } from '@workbench/contracts';

/** What a provider's webhook event means for us, whichever provider sent it. */
export type BillingChange =
  | {
      kind: 'checkout_completed';
      checkoutId: string;
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
    }
  | {
      kind: 'subscription_changed';
      providerSubscriptionId: string;
      status: TSubscriptionStatus;
      periodStart: Date;
      periodEnd: Date;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'period_renewed'; providerSubscriptionId: string; periodEnd: Date | null }
  | { kind: 'payment_failed'; providerSubscriptionId: string }
  | { kind: 'ignored' };

export type BillingEvent = {
  /** The provider's event id; a second delivery of the same id changes nothing. */
  id: string;
  /** The provider's own event type, for the log. */
  type: string;
  /** When the provider created the event; events older than the last applied one are skipped. */
  occurredAt: Date;
  change: BillingChange;
};
