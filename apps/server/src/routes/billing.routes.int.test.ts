import { BILLING_MESSAGES, BILLING_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../billing/webhook-signature';
import { jobLeases, subscriptions } from '../db/schema';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { payTestCheckout, startTestCheckout } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const SECRET = 'integration-test-webhook-secret';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp(undefined, undefined, {
    billing: { provider: 'test', webhookSecret: SECRET },
  });
});
afterAll(() => testApp.close());

type Current = {
  id: string;
  plan_code: string;
  status: string;
  usage: { pages_used: number; pages_limit: number };
  auto_renew: boolean;
  cancel_at_period_end: boolean;
  can_change_auto_renew: boolean;
  current_period_end: string;
  advice: {
    urgency: string;
    action: string;
    next_family: string;
    recommendations: { planCode: string }[];
    renewal: { pages_after_renewal: number };
  };
};

const newUser = (name: string) => newSignedInUser(testApp.app, name);

/** Buys a plan through the test-mode checkout page, as a user would. */
async function buy(client: ApiClient, planCode: string) {
  const { page, sessionId } = await startTestCheckout(client, planCode);
  return { page, pay: await payTestCheckout(client, sessionId), sessionId };
}

async function current(client: ApiClient) {
  return (await client.get(BILLING_PATHS.current)).json<{ data: Current }>().data;
}

function deliver(event: object, secret = SECRET) {
  const body = JSON.stringify(event);
  return testApp.app.inject({
    method: 'POST',
    url: BILLING_PATHS.webhook,
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(body, secret) },
    payload: body,
  });
}

describe('plans', () => {
  it('lists the plans publicly, in NOK, and answers one by code', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: BILLING_PATHS.plans });
    const plans = response.json<{ data: { plan_code: string; metadata: { price: number } }[] }>()
      .data;
    expect(plans.map((plan) => plan.plan_code)).toEqual(
      expect.arrayContaining(['free', 'basic_monthly', 'pro_yearly', 'business_monthly']),
    );
    expect(plans.find((plan) => plan.plan_code === 'pro_monthly')!.metadata.price).toBe(449);
    const one = await testApp.app.inject({ method: 'GET', url: '/api/plans/pro_yearly' });
    expect(one.json()).toMatchObject({ data: { plan_code: 'pro_yearly', period_unit: 'year' } });
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/plans/gold_monthly' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('test-mode checkout → webhook → subscription', () => {
  it('has no subscription at first (404), then buys pro through the test-mode page', async () => {
    const { client } = await newUser('buyer');
    expect((await client.get(BILLING_PATHS.current)).statusCode).toBe(404);
    expect((await client.post(BILLING_PATHS.checkout, { plan_code: 'free' })).statusCode).toBe(400);

    const { page, pay } = await buy(client, 'pro_monthly');
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain('Pro');
    expect(page.body).toMatch(/449[.,]00/);
    expect(pay.statusCode).toBe(303);
    // A path: the browser comes back at the address it opened the app at (issue 64).
    expect(pay.headers.location).toBe('/subscription/manage?subscription=success&success=true');

    const subscription = await current(client);
    expect(subscription).toMatchObject({
      plan_code: 'pro_monthly',
      status: 'active',
      usage: { pages_used: 0, pages_limit: 1500 },
      auto_renew: true,
      cancel_at_period_end: false,
    });
    const me = await client.get('/api/users/me');
    expect(me.json()).toMatchObject({ data: { is_premium: true } });
  });

  it('refuses paying twice, paying without the form token, and a visitor', async () => {
    const { client } = await newUser('twice');
    const { sessionId } = await buy(client, 'basic_monthly');
    const path = BILLING_PATHS.testCheckoutPay.replace(':sessionId', sessionId);
    const csrf = client.cookies.get('csrf_token')!;
    const again = await client.post(path, `csrf=${csrf}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(409);
    const forged = await client.post(path, 'csrf=wrong', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
    const other = await newUser('thief');
    const page = await other.client.get(
      BILLING_PATHS.testCheckout.replace(':sessionId', sessionId),
    );
    expect(page.statusCode).toBe(404);
  });

  it('cancelling on the checkout page changes nothing and returns to pricing', async () => {
    const { client } = await newUser('hesitant');
    const checkout = await client.post(BILLING_PATHS.checkout, { plan_code: 'pro_yearly' });
    const { session_id: sessionId } = checkout.json<{ data: { session_id: string } }>().data;
    const csrf = client.cookies.get('csrf_token')!;
    const cancel = await client.post(
      BILLING_PATHS.testCheckoutCancel.replace(':sessionId', sessionId),
      `csrf=${csrf}`,
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/pricing?canceled=true');
    expect((await client.get(BILLING_PATHS.current)).statusCode).toBe(404);
  });

  it('applies an event once, skips older ones, and refuses forged signatures', async () => {
    const { client } = await newUser('eventful');
    await buy(client, 'pro_monthly');
    const subscription = await current(client);
    const [row] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    const subscriptionId = row!.providerSubscriptionId!;
    const now = Math.floor(Date.now() / 1000);

    const failed = {
      id: 'evt_test_failed0000001',
      type: 'invoice.payment_failed',
      created: now + 5,
      data: { subscription_id: subscriptionId },
    };
    expect((await deliver(failed)).json()).toMatchObject({ data: { outcome: 'applied' } });
    expect((await current(client)).status).toBe('past_due');
    expect((await deliver(failed)).json()).toMatchObject({ data: { outcome: 'duplicate' } });

    // An older renewal arriving late must not undo the newer failure.
    const lateRenewal = {
      id: 'evt_test_renewal000001',
      type: 'invoice.paid',
      created: now - 60,
      data: { subscription_id: subscriptionId },
    };
    expect((await deliver(lateRenewal)).json()).toMatchObject({ data: { outcome: 'stale' } });
    expect((await current(client)).status).toBe('past_due');
    const me = await client.get('/api/users/me');
    expect(me.json()).toMatchObject({ data: { is_premium: false } });

    const forged = await deliver(
      { ...lateRenewal, id: 'evt_test_forged0000001' },
      'not-the-secret',
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: BILLING_PATHS.webhook,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(lateRenewal),
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('gives one advice: the banner names the family the upgrade page recommends', async () => {
    const { client } = await newUser('fastuser');
    await buy(client, 'basic_monthly');
    const bought = await current(client);
    // 96.7 % of Basic's pages an hour into the period: no plan holds that pace.
    await testApp.database.db
      .update(subscriptions)
      .set({ pagesUsed: 290, currentPeriodStart: new Date(Date.now() - 3_600_000) })
      .where(eq(subscriptions.id, bought.id));
    const racing = (await current(client)).advice;
    expect(racing.action).toBe('urgent_upgrade');
    expect(racing.recommendations.map((offer) => offer.planCode)).toEqual(['enterprise']);
    expect(racing.next_family).toBe('enterprise');
    // 60 % of the pages after 20 days of 30: Pro holds the month, and the banner says Pro.
    await testApp.database.db
      .update(subscriptions)
      .set({ pagesUsed: 180, currentPeriodStart: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(subscriptions.id, bought.id));
    const steady = (await current(client)).advice;
    expect(steady.recommendations[0]!.planCode).toMatch(/^pro_/);
    expect(steady.next_family).toBe('pro');
  });

  it('renewing the same plan carries the pages left into a fresh allotment and a longer period', async () => {
    const { client } = await newUser('renewer');
    await buy(client, 'basic_monthly');
    const before = await current(client);
    await testApp.database.db
      .update(subscriptions)
      .set({ pagesUsed: 100 })
      .where(eq(subscriptions.id, before.id));
    expect((await current(client)).advice.renewal.pages_after_renewal).toBe(300 + 200);
    await buy(client, 'basic_monthly');
    const after = await current(client);
    expect(after.id).toBe(before.id);
    expect(after.usage).toEqual({ pages_used: 0, pages_limit: 500 });
    const end = new Date(before.current_period_end);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(after.current_period_end).toBe(end.toISOString());
  });

  it('a different plan replaces the current one', async () => {
    const { client } = await newUser('upgrader');
    await buy(client, 'basic_monthly');
    const basic = await current(client);
    await buy(client, 'business_monthly');
    const business = await current(client);
    expect(business.id).not.toBe(basic.id);
    expect(business).toMatchObject({ plan_code: 'business_monthly', status: 'active' });
    const [old] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, basic.id));
    expect(old!.status).toBe('canceled');
  });
});

describe('auto-renew and cancel', () => {
  it('toggles auto-renew, cancels once, and refuses cancelling again', async () => {
    const { client } = await newUser('canceller');
    expect((await client.post(BILLING_PATHS.cancel)).statusCode).toBe(404);
    await buy(client, 'pro_monthly');
    const off = await client.put(BILLING_PATHS.autoRenew, { auto_renew: false });
    expect(off.json()).toMatchObject({ data: { auto_renew: false } });
    const on = await client.put(BILLING_PATHS.autoRenew, { auto_renew: true });
    expect(on.json()).toMatchObject({ data: { auto_renew: true } });
    expect((await client.put(BILLING_PATHS.autoRenew, { auto_renew: 'yes' })).statusCode).toBe(400);
    expect((await current(client)).can_change_auto_renew).toBe(true);
    const cancelled = await client.post(BILLING_PATHS.cancel);
    expect(cancelled.json()).toMatchObject({
      data: {
        status: 'active',
        cancel_at_period_end: true,
        auto_renew: false,
        can_change_auto_renew: false,
      },
    });
    expect((await client.post(BILLING_PATHS.cancel)).statusCode).toBe(409);
    const renewAfterCancel = await client.put(BILLING_PATHS.autoRenew, { auto_renew: true });
    expect(renewAfterCancel.statusCode).toBe(409);
    expect(renewAfterCancel.json().error.message).toBe(BILLING_MESSAGES.notRenewable);
  });

  it('refuses auto-renew on a subscription that has ended', async () => {
    const { client, id } = await newUser('expiredrenew');
    await buy(client, 'basic_monthly');
    await testApp.database.db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(eq(subscriptions.userId, id));
    const response = await client.put(BILLING_PATHS.autoRenew, { auto_renew: true });
    expect(response.statusCode).toBe(409);
    const shown = await current(client);
    expect(shown.can_change_auto_renew).toBe(false);
    expect(shown.advice.renewal.pages_after_renewal).toBe(300);
  });

  it('test mode renews an ended period that auto-renews and ends one that does not', async () => {
    const renewing = await newUser('autorenew');
    const ending = await newUser('ending');
    await buy(renewing.client, 'basic_monthly');
    await buy(ending.client, 'basic_monthly');
    await ending.client.post(BILLING_PATHS.cancel);
    const past = new Date(Date.now() - 60_000);
    for (const user of [renewing, ending]) {
      await testApp.database.db
        .update(subscriptions)
        .set({ currentPeriodEnd: past, pagesUsed: 50 })
        .where(eq(subscriptions.userId, user.id));
    }
    // A second app on the same database settles ended periods when it starts, as a restart
    // would once the running one's lease on the job has ended.
    await testApp.database.db.delete(jobLeases);
    const restarted = await buildTestApp(undefined, testApp.database, {
      billing: { provider: 'test', webhookSecret: SECRET },
    });
    await restarted.app.close();
    const renewed = await current(renewing.client);
    expect(renewed).toMatchObject({ status: 'active', usage: { pages_used: 0, pages_limit: 550 } });
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect((await current(ending.client)).status).toBe('canceled');
  });
});
