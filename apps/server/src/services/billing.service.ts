import {
  BILLING_MESSAGES,
  ORGANIZATION_MESSAGES,
  type TCheckoutResponse,
  type TCurrentSubscription,
  type TPlan,
  type TUsage,
} from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { BillingChange, BillingEvent } from '../billing/billing-event';
import type { PaymentProvider } from '../billing/payment-provider';
import { isPurchasable, presentPlan, presentSubscription } from '../billing/present-billing';
import {
  addPeriod,
  canChangeAutoRenew,
  periodPages,
  renewal,
} from '../billing/subscription-period';
import { testId } from '../billing/test-provider';
import { percentUsed } from '../billing/usage-forecast';
import { gaugeLevel } from '../billing/usage-urgency';
import type { Database } from '../db/database';
import type { OrganizationRow, PlanRow, SubscriptionRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { loggableError } from '../errors/loggable-error';
import { createCheckoutsRepository } from '../repositories/checkouts.repository';
import { createOrganizationsRepository } from '../repositories/organizations.repository';
import { createPlansRepository } from '../repositories/plans.repository';
import {
  createSubscriptionsRepository,
  hasEnded,
  scopeOf,
  type SubscriptionScope,
} from '../repositories/subscriptions.repository';
import { createCoverage, type Coverage } from './coverage';
import { FREE_PLAN_CODE } from './metering.service';

/** How far ahead Stripe lets a subscription's next charge move, with a day to spare. */
const STRIPE_MAX_AHEAD_MS = 729 * 24 * 60 * 60_000;

/** A checkout page stays payable for a day, like a provider's session. */
const CHECKOUT_VALIDITY_MS = 24 * 60 * 60_000;

export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

type Dependencies = {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

/** Plans, checkout, the current subscription, and the provider events that change it. */
export function createBillingService({
  db,
  provider,
  publicUrl,
  logger,
  now = () => new Date(),
}: Dependencies) {
  const plans = createPlansRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const checkouts = createCheckoutsRepository(db);
  const organizations = createOrganizationsRepository(db);
  const coverage = createCoverage(db, now);

  /** The subscription the user sees in their (organization) context. */
  async function currentOf(user: UserRow, organizationId?: string): Promise<Coverage> {
    const current = await coverage.current(user.id, organizationId);
    if (current === undefined) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noSubscription);
    return current;
  }

  /**
   * The subscription a change acts on: as shown in the organization context, and only the
   * user's own without one, so tidying up one's own plan never touches an organization's.
   */
  async function changeableOf(user: UserRow, organizationId?: string): Promise<Coverage> {
    if (organizationId !== undefined) return currentOf(user, organizationId);
    return ownOf(user);
  }

  /** The user's own newest subscription, whatever covers their work now. */
  async function ownOf(user: UserRow): Promise<Coverage> {
    const own = await subscriptions.findCurrent({ userId: user.id });
    if (own === undefined) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noSubscription);
    return { ...own, membership: null };
  }

  /** An organization's newest subscription, for its members (others get 404). */
  async function organizationCurrentOf(user: UserRow, organizationId: string): Promise<Coverage> {
    const membership = await organizations.findMembership(organizationId, user.id);
    if (membership === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
    const current = await subscriptions.findCurrent({ organizationId });
    if (current === undefined) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noSubscription);
    return { ...current, membership };
  }

  async function present(found: Coverage): Promise<TCurrentSubscription> {
    return presentSubscription(found, await plans.listActive(), now(), found.membership);
  }

  /** Owners and admins manage an organization's subscription (subscriptions §6). */
  function requireManager(found: Coverage) {
    const role = found.membership?.role;
    if (role !== undefined && role !== 'owner' && role !== 'admin')
      throw new AppError('FORBIDDEN', ORGANIZATION_MESSAGES.subscriptionManagersOnly);
  }

  async function setAutoRenewOf(found: Coverage, autoRenew: boolean) {
    requireManager(found);
    const { subscription } = found;
    if (!canChangeAutoRenew(subscription, now()))
      throw new AppError('CONFLICT', BILLING_MESSAGES.notRenewable);
    await provider.setRenewal(subscription, autoRenew);
    const updated = await subscriptions.update(subscription.id, { autoRenew });
    return present({ ...found, subscription: updated });
  }

  async function cancelOf(found: Coverage) {
    requireManager(found);
    const { subscription } = found;
    if (subscription.status !== 'active' || subscription.cancelAtPeriodEnd) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.notCancellable);
    }
    await provider.setRenewal(subscription, false);
    const cancelled = await subscriptions.update(subscription.id, {
      cancelAtPeriodEnd: true,
      autoRenew: false,
    });
    return present({ ...found, subscription: cancelled });
  }

  /**
   * Whose plan a checkout buys. An owner buys for the organization named; a user who belongs
   * to an organization they do not own cannot buy at all (subscriptions §4).
   */
  async function checkoutScope(user: UserRow, organizationId?: string): Promise<SubscriptionScope> {
    if (organizationId !== undefined) {
      const membership = await organizations.findMembership(organizationId, user.id);
      if (membership === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
      if (membership.role !== 'owner')
        throw new AppError('FORBIDDEN', BILLING_MESSAGES.organizationMember);
      return { organizationId };
    }
    const memberships = await organizations.listMemberships(user.id);
    if (memberships.some((membership) => membership.role !== 'owner'))
      throw new AppError('FORBIDDEN', BILLING_MESSAGES.organizationMember);
    return { userId: user.id };
  }

  /** Applies one event inside the transaction that records it, so a failure applies neither. */
  async function apply(event: BillingEvent): Promise<ApplyOutcome> {
    return db.transaction(async (tx) => {
      const isNew = await createCheckoutsRepository(tx).recordEvent({
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        occurredAt: event.occurredAt,
      });
      if (!isNew) return 'duplicate';
      return applyChange(tx, event.change, event.occurredAt);
    });
  }

  async function applyChange(tx: Database, change: BillingChange, at: Date): Promise<ApplyOutcome> {
    const rows = createSubscriptionsRepository(tx);
    if (change.kind === 'ignored') return 'ignored';
    if (change.kind === 'checkout_completed') return completeCheckout(tx, change, at);
    const found = await rows.findByProviderId(change.providerSubscriptionId);
    if (found === undefined) return 'ignored';
    // The user's changes go one at a time (a checkout may be replacing this very row); read the
    // row again once they are ours.
    await rows.lockUser(found.subscription.userId);
    const subscription = (await rows.findById(found.subscription.id))!;
    // The row may have moved to another provider subscription meanwhile (the same plan bought
    // twice): the old one's events are no longer about it.
    if (subscription.providerSubscriptionId !== change.providerSubscriptionId) return 'ignored';
    if (subscription.lastEventAt !== null && subscription.lastEventAt > at) return 'stale';
    const isEnded = hasEnded(subscription.status);
    if (change.kind === 'payment_failed') {
      if (isEnded) return 'ignored';
      await rows.update(subscription.id, { status: 'past_due', lastEventAt: at });
    } else if (change.kind === 'period_renewed') {
      if (isEnded) return 'ignored';
      const { currentPeriodStart, currentPeriodEnd } = renewal(
        subscription,
        found.plan,
        at,
        change.periodEnd,
      );
      await rows.renew(
        subscription.id,
        { pagesForPeriod: periodPages(found.plan), currentPeriodStart, currentPeriodEnd },
        { status: 'active', lastEventAt: at },
      );
    } else {
      // An ended row stays ended: it was replaced here, and its provider side was cancelled.
      if (isEnded && change.status !== subscription.status) return 'ignored';
      await rows.update(subscription.id, {
        status: change.status,
        currentPeriodStart: change.periodStart,
        // Never earlier than the period paid for here (a renewal bought at checkout).
        currentPeriodEnd:
          change.periodEnd > subscription.currentPeriodEnd
            ? change.periodEnd
            : subscription.currentPeriodEnd,
        // The provider's "ends at the period end" is our auto-renewal switch; our own
        // cancel_at_period_end only changes when the user cancels here. Nothing ended renews.
        autoRenew: !change.cancelAtPeriodEnd && !hasEnded(change.status),
        lastEventAt: at,
      });
    }
    return 'applied';
  }

  /**
   * A paid checkout: buying the plan one has adds a period to the current subscription; any
   * other plan replaces every subscription of the user that has not ended (a past-due one too).
   */
  async function completeCheckout(
    tx: Database,
    change: Extract<BillingChange, { kind: 'checkout_completed' }>,
    at: Date,
  ): Promise<ApplyOutcome> {
    const checkoutRows = createCheckoutsRepository(tx);
    const found = await checkoutRows.find(change.checkoutId);
    // Not ours (another installation on the same provider account may share the webhook).
    if (found === undefined) return 'ignored';
    const { checkout, plan } = found;
    const rows = createSubscriptionsRepository(tx);
    // First the user, then the checkout: the order an account deletion takes them in.
    await rows.lockUser(checkout.userId);
    if (!(await checkoutRows.close(checkout.id, 'completed'))) {
      // Gone while we waited for the lock (its account was deleted), or cancelled (its
      // organization was deleted): the checkout was ours, so what it opened at the provider must
      // not go on billing.
      const closed = await checkoutRows.find(checkout.id);
      if (closed === undefined || closed.checkout.status === 'canceled') {
        await provider.cancelNow({ providerSubscriptionId: change.providerSubscriptionId });
        logger.error(
          { checkoutId: checkout.id, userId: checkout.userId },
          'payment for a checkout that was cancelled: refund it',
        );
      }
      return 'ignored';
    }
    const scope = scopeOf(checkout);
    const current = await rows.findSubscribed(scope, at);
    if (current !== undefined && current.plan.id === plan.id) {
      await renewFromCheckout(tx, current.subscription, plan, change, at);
      return 'applied';
    }
    const isLate = checkout.expiresAt <= at;
    if (current !== undefined && isLate && checkout.createdAt < current.subscription.createdAt) {
      // A payment confirmed days later (a bank debit) for a checkout older than the plan bought
      // since: the newer choice stands; the late payment is for a person to refund.
      await provider.cancelNow({ providerSubscriptionId: change.providerSubscriptionId });
      logger.error(
        { checkoutId: checkout.id, userId: checkout.userId },
        'late payment for a checkout older than the current plan: refund it',
      );
      return 'ignored';
    }
    for (const live of await rows.findLive(scope)) {
      await rows.update(live.id, { status: 'canceled', autoRenew: false, lastEventAt: at });
      // Inside the transaction on purpose: if the provider cannot end the old subscription,
      // nothing is recorded and the provider retries the event, so nobody pays for two plans.
      await provider.cancelNow(live);
    }
    await rows.insert({
      userId: checkout.userId,
      organizationId: checkout.organizationId,
      planId: plan.id,
      status: 'active',
      provider: provider.name,
      providerSubscriptionId: change.providerSubscriptionId,
      providerCustomerId: change.providerCustomerId,
      currentPeriodStart: at,
      currentPeriodEnd: addPeriod(at, plan.periodUnit),
      pagesLimit: periodPages(plan),
      // A one-off payment (a renewal checkout whose plan had ended meanwhile) has nothing that
      // could renew it.
      autoRenew: change.providerSubscriptionId !== null,
      lastEventAt: at,
    });
    return 'applied';
  }

  /**
   * A renewal paid at checkout. Renewals are one-off payments; should the provider still have
   * opened a subscription for it (the same plan bought twice), that one carries on and the old
   * one ends, so one bills. Either way its next charge moves to the new period end.
   */
  async function renewFromCheckout(
    tx: Database,
    subscription: SubscriptionRow,
    plan: PlanRow,
    change: Extract<BillingChange, { kind: 'checkout_completed' }>,
    at: Date,
  ) {
    const rows = createSubscriptionsRepository(tx);
    const { currentPeriodStart, currentPeriodEnd } = renewal(subscription, plan, at);
    const newProviderId = change.providerSubscriptionId;
    const isNewAtProvider =
      newProviderId !== null && newProviderId !== subscription.providerSubscriptionId;
    const renewed = await rows.renew(
      subscription.id,
      { pagesForPeriod: periodPages(plan), currentPeriodStart, currentPeriodEnd },
      {
        ...(isNewAtProvider && {
          providerSubscriptionId: newProviderId,
          providerCustomerId: change.providerCustomerId ?? subscription.providerCustomerId,
        }),
        lastEventAt: at,
      },
    );
    // The provider calls last, the one that can be undone first: should moving the charge fail,
    // the transaction rolls back with the old subscription still in place, and the event is
    // retried.
    await provider.moveNextCharge(renewed, currentPeriodEnd);
    if (isNewAtProvider) await provider.cancelNow(subscription);
  }

  async function findActivePlan(planCode: string): Promise<PlanRow> {
    const plan = await plans.findByCode(planCode);
    if (plan === undefined || !plan.isActive)
      throw new AppError('NOT_FOUND', BILLING_MESSAGES.planNotFound);
    return plan;
  }

  async function requirePurchasable(planCode: string): Promise<PlanRow> {
    const plan = await findActivePlan(planCode);
    if (!isPurchasable(plan))
      throw new AppError('VALIDATION_ERROR', BILLING_MESSAGES.planNotForSale);
    return plan;
  }

  const successUrl = `${publicUrl}/subscription/manage?subscription=success&success=true`;
  const cancelUrl = `${publicUrl}/pricing?canceled=true`;

  return {
    /** Where the provider sends the user back after paying or cancelling. */
    successUrl,
    cancelUrl,

    async listPlans(): Promise<TPlan[]> {
      return (await plans.listActive()).map(presentPlan);
    },

    async getPlan(planCode: string): Promise<TPlan> {
      return presentPlan(await findActivePlan(planCode));
    },

    async startCheckout(
      user: UserRow,
      planCode: string,
      organizationId?: string,
    ): Promise<TCheckoutResponse> {
      const scope = await checkoutScope(user, organizationId);
      const plan = await requirePurchasable(planCode);
      const time = now();
      const current = await subscriptions.findSubscribed(scope, time);
      const isRenewal = current?.plan.id === plan.id;
      if (isRenewal && provider.name === 'stripe') {
        // Stripe moves the next charge no further than about two years ahead (`trial_end`).
        const { currentPeriodEnd } = renewal(current.subscription, plan, time);
        if (currentPeriodEnd.getTime() - time.getTime() > STRIPE_MAX_AHEAD_MS)
          throw new AppError('CONFLICT', BILLING_MESSAGES.renewalTooFarAhead);
      }
      const checkoutId =
        provider.name === 'test' ? testId('cs') : `co_${randomBytes(18).toString('base64url')}`;
      const expiresAt = new Date(time.getTime() + CHECKOUT_VALIDITY_MS);
      await checkouts.insert({
        id: checkoutId,
        userId: user.id,
        organizationId: organizationId ?? null,
        planId: plan.id,
        provider: provider.name,
        isRenewal,
        expiresAt,
      });
      const { url } = await provider.createCheckout({
        checkoutId,
        plan,
        user,
        successUrl,
        cancelUrl,
        expiresAt,
        isRenewal,
      });
      return { session_id: checkoutId, checkout_url: url };
    },

    /** The test-mode page's view of a checkout: only its owner may see or pay it. */
    async findOpenCheckout(user: UserRow, checkoutId: string) {
      const found = await checkouts.find(checkoutId);
      if (
        found === undefined ||
        found.checkout.userId !== user.id ||
        found.checkout.expiresAt <= now()
      ) {
        throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
      }
      if (found.checkout.status !== 'open')
        throw new AppError('CONFLICT', BILLING_MESSAGES.checkoutClosed);
      return found;
    },

    async cancelCheckout(user: UserRow, checkoutId: string): Promise<void> {
      const { checkout } = await this.findOpenCheckout(user, checkoutId);
      await checkouts.close(checkout.id, 'canceled');
    },

    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<ApplyOutcome> {
      const event = await provider.parseWebhook(rawBody, signature, now());
      const outcome = await apply(event);
      logger.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
      return outcome;
    },

    /**
     * The pages the user can still process in the request's context: the running subscription's
     * (own or organization's), else the free plan's for this calendar month (UTC).
     */
    async usage(user: UserRow, organizationId?: string): Promise<TUsage> {
      const covered = await coverage.running(user.id, organizationId);
      if (covered !== undefined) {
        const { pagesUsed, pagesLimit, currentPeriodEnd } = covered.subscription;
        return presentUsage('subscription', pagesUsed, pagesLimit, currentPeriodEnd);
      }
      const time = now();
      const limit = (await plans.findByCode(FREE_PLAN_CODE))?.pagesMonthlyLimit ?? 0;
      const used = await subscriptions.freePagesUsed(user.id, time);
      const nextMonth = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + 1, 1));
      return presentUsage('free', used, limit, nextMonth);
    },

    /** The subscription covering the user in the request's organization context (if any). */
    async current(user: UserRow, organizationId?: string): Promise<TCurrentSubscription> {
      return present(await currentOf(user, organizationId));
    },

    async setAutoRenew(
      user: UserRow,
      autoRenew: boolean,
      organizationId?: string,
    ): Promise<TCurrentSubscription> {
      return setAutoRenewOf(await changeableOf(user, organizationId), autoRenew);
    },

    async cancel(user: UserRow, organizationId?: string): Promise<TCurrentSubscription> {
      return cancelOf(await changeableOf(user, organizationId));
    },

    /**
     * The user's own subscription, also inside an organization whose plan covers their work
     * meanwhile: it keeps renewing there, so the user must be able to see and stop it.
     */
    async personal(user: UserRow): Promise<TCurrentSubscription> {
      return present(await ownOf(user));
    },

    async setPersonalAutoRenew(user: UserRow, autoRenew: boolean) {
      return setAutoRenewOf(await ownOf(user), autoRenew);
    },

    async cancelPersonal(user: UserRow) {
      return cancelOf(await ownOf(user));
    },

    async organizationCurrent(user: UserRow, organizationId: string) {
      return present(await organizationCurrentOf(user, organizationId));
    },

    async setOrganizationAutoRenew(user: UserRow, organizationId: string, autoRenew: boolean) {
      return setAutoRenewOf(await organizationCurrentOf(user, organizationId), autoRenew);
    },

    async cancelOrganization(user: UserRow, organizationId: string) {
      return cancelOf(await organizationCurrentOf(user, organizationId));
    },

    /**
     * Our own clock for what no provider watches: a test-mode period that ended renews through
     * a signed `invoice.paid` webhook (`renew`, test mode only) when it auto-renews, and any
     * other ended period without a provider subscription ends. Stripe sends its own events.
     */
    async settleEndedPeriods(renew: ((subscription: SubscriptionRow) => Promise<void>) | null) {
      for (const subscription of await subscriptions.findEnded(now())) {
        const isOurs =
          subscription.provider === 'test' || subscription.providerSubscriptionId === null;
        if (!isOurs) continue;
        try {
          const renews = subscription.autoRenew && !subscription.cancelAtPeriodEnd;
          if (renew !== null && subscription.provider === 'test' && renews) {
            await renew(subscription);
          } else {
            const status = subscription.cancelAtPeriodEnd ? 'canceled' : 'expired';
            await subscriptions.endIfOver(subscription.id, status, now());
          }
        } catch (error) {
          logger.error(
            { err: loggableError(error), subscriptionId: subscription.id },
            'renewal failed',
          );
        }
      }
    },

    /** Ends the user's subscriptions at the provider before the account goes (its transaction). */
    async endForDeletedAccount(tx: Database, userId: string) {
      const rows = createSubscriptionsRepository(tx);
      // No checkout completes for the user while the deletion runs.
      await rows.lockUser(userId);
      for (const live of await rows.findLivePaidBy(userId)) {
        await provider.cancelNow(live);
      }
    },

    /**
     * Ends an organization's subscriptions at the provider before it is deleted, and cancels
     * its open checkouts, so one paid later is undone rather than billing on.
     */
    async endForDeletedOrganization(tx: Database, organization: OrganizationRow) {
      const rows = createSubscriptionsRepository(tx);
      // Its owner pays: no checkout of theirs completes while the deletion runs.
      await rows.lockUser(organization.ownerUserId);
      await createCheckoutsRepository(tx).cancelOpenOfOrganization(organization.id);
      for (const live of await rows.findLive({ organizationId: organization.id })) {
        await provider.cancelNow(live);
      }
    },
  };
}

function presentUsage(
  source: TUsage['source'],
  used: number,
  limit: number,
  resetsAt: Date,
): TUsage {
  const percent = percentUsed(used, limit);
  return {
    source,
    pages_used: used,
    pages_limit: limit,
    pages_left: Math.max(0, limit - used),
    percent_used: percent,
    gauge: gaugeLevel(percent),
    resets_at: resetsAt.toISOString(),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
