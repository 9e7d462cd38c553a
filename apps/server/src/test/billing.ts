import { BILLING_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { plans, subscriptions, type SubscriptionRow } from '../db/schema';
import { addPeriod, periodPages } from '../billing/subscription-period';
import type { ApiClient } from './api-client';

/**
 * An active subscription written straight into the database, for tests about what a subscriber
 * may do; the checkout and webhook path itself is tested in the billing tests.
 */
export async function subscribe(
  database: DatabaseHandle,
  userId: string,
  planCode = 'pro_monthly',
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<SubscriptionRow> {
  const [plan] = await database.db.select().from(plans).where(eq(plans.planCode, planCode));
  if (plan === undefined) throw new Error(`No plan ${planCode}`);
  const start = new Date();
  const [row] = await database.db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      status: 'active',
      provider: 'test',
      currentPeriodStart: start,
      currentPeriodEnd: addPeriod(start, plan.periodUnit),
      pagesLimit: periodPages(plan),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Opens a checkout and its test-mode page, as a user would. */
export async function startTestCheckout(client: ApiClient, planCode: string, orgId?: string) {
  const checkout = await client.post(BILLING_PATHS.checkout, {
    plan_code: planCode,
    ...(orgId !== undefined && { org_id: orgId }),
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { checkout_url: url, session_id: sessionId } = checkout.json<{
    data: { checkout_url: string; session_id: string };
  }>().data;
  const page = await client.get(new URL(url, 'http://localhost').pathname);
  expect(page.statusCode).toBe(200);
  return { page, sessionId };
}

/** Presses "Pay (test mode)" on a checkout's page. */
export async function payTestCheckout(client: ApiClient, sessionId: string) {
  const csrf = client.cookies.get('csrf_token')!;
  const response = await client.post(
    BILLING_PATHS.testCheckoutPay.replace(':sessionId', sessionId),
    `csrf=${encodeURIComponent(csrf)}`,
    { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  expect(response.statusCode, response.body).toBe(303);
  return response;
}

/** Pages a subscription has used so far, read straight from the database. */
export async function pagesUsed(database: DatabaseHandle, subscriptionId: string) {
  const [row] = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row!.pagesUsed;
}
