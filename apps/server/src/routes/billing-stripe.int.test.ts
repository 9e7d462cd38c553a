import {
  BILLING_MESSAGES,
  BILLING_PATHS,
  ORGANIZATION_HEADER,
  ORGANIZATION_PATHS,
  USER_PATHS,
} from '@workbench/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, newSignedInUser, signUpAndLogIn } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { addMember, createOrganization } from '../test/organizations';
import { databaseTargets } from '../test/test-databases';

const WEBHOOK_SECRET = 'whsec_x';
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe.each(databaseTargets())('billing through Stripe on $name', (target) => {
  let fake: FakeStripe;
  let testApp: TestApp;
  let eventCount = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    testApp = await buildTestApp(undefined, await target.open(), {
      billing: {
        provider: 'stripe',
        secretKey: 'sk_test_x',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.url,
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  /** Delivers an event to the webhook route as Stripe does: the raw JSON, signed. */
  async function deliver(
    type: string,
    object: unknown,
    created: Date,
    { secret = WEBHOOK_SECRET, id = `evt_route_${++eventCount}` } = {},
  ) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: seconds(created),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return testApp.app.inject({
      method: 'POST',
      url: BILLING_PATHS.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  const outcomeOf = (response: {
    statusCode: number;
    json: () => { data: { outcome: string } };
  }) => {
    expect(response.statusCode).toBe(200);
    return response.json().data.outcome;
  };

  const current = async (client: ApiClient) =>
    (await client.get(BILLING_PATHS.current)).json().data;
  const isPremium = async (client: ApiClient) =>
    (await client.get(USER_PATHS.me)).json<{ data: { is_premium: boolean } }>().data.is_premium;

  /** A signed-in user who paid for pro_monthly at Stripe; `paidAt` is the checkout event's time. */
  async function subscribeAtStripe(name: string, subscriptionId: string, paidAt: Date) {
    const client = createApiClient(testApp.app);
    const user = await signUpAndLogIn(testApp.app, client, name);
    const checkout = await client.post(BILLING_PATHS.checkout, { plan_code: 'pro_monthly' });
    expect(checkout.statusCode).toBe(200);
    const { session_id: checkoutId, checkout_url: checkoutUrl } = checkout.json().data;
    const session = {
      id: new URL(checkoutUrl as string).pathname.split('/').at(-1),
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: checkoutId,
      metadata: { checkout_id: checkoutId, user_id: user.id, plan_code: 'pro_monthly' },
      payment_status: 'paid',
      subscription: subscriptionId,
      customer: `cus_${name}`,
    };
    const eventId = `evt_checkout_${name}`;
    const completed = await deliver('checkout.session.completed', session, paidAt, { id: eventId });
    return {
      client,
      user,
      checkoutId: checkoutId as string,
      checkoutUrl: checkoutUrl as string,
      session,
      eventId,
      completed,
    };
  }

  it('sends the user to Stripe Checkout and makes a pro subscriber of a completed payment, once', async () => {
    const paidAt = new Date(Date.now() - 60_000);
    const { client, user, checkoutId, checkoutUrl, session, eventId, completed } =
      await subscribeAtStripe('stripe_buyer', 'sub_buyer', paidAt);

    expect(checkoutId).toMatch(/^co_[\w-]+$/);
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sessionRequest = fake.requests.find(
      (request) => request.path === '/v1/checkout/sessions',
    );
    expect(sessionRequest?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: checkoutId,
      customer_email: 'stripe_buyer@example.no',
      'metadata[user_id]': user.id,
      'metadata[plan_code]': 'pro_monthly',
      'line_items[0][price_data][currency]': 'nok',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
    const plan = (await client.get('/api/plans/pro_monthly')).json().data;
    expect(Number(sessionRequest?.body['line_items[0][price_data][unit_amount]'])).toBe(
      Math.round(plan.metadata.price * 100),
    );

    expect(outcomeOf(completed)).toBe('applied');
    const subscription = await current(client);
    expect(subscription).toMatchObject({
      plan_code: 'pro_monthly',
      status: 'active',
      provider: 'stripe',
      usage: { pages_used: 0, pages_limit: 1500 },
      auto_renew: true,
      cancel_at_period_end: false,
    });
    expect(await isPremium(client)).toBe(true);

    // Stripe delivers at least once: the same event again changes nothing.
    const again = await deliver('checkout.session.completed', session, paidAt, { id: eventId });
    expect(outcomeOf(again)).toBe('duplicate');
    expect(await current(client)).toEqual(subscription);
  });

  it('applies subscription events in order, skips an older one, and ends with the deletion', async () => {
    const paidAt = new Date(Date.now() - 60_000);
    const { client } = await subscribeAtStripe('stripe_events', 'sub_events', paidAt);
    const at = (offsetSeconds: number) => new Date(paidAt.getTime() + offsetSeconds * 1000);
    const period = { start: seconds(paidAt), end: seconds(paidAt) + 31 * 86_400 };
    const stripeSubscription = (status: string, periodOf = period) => ({
      id: 'sub_events',
      object: 'subscription',
      status,
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [
          { id: 'si_1', current_period_start: periodOf.start, current_period_end: periodOf.end },
        ],
      },
    });

    // The period Stripe keeps on the subscription's items becomes ours.
    expect(
      outcomeOf(
        await deliver('customer.subscription.updated', stripeSubscription('active'), at(5)),
      ),
    ).toBe('applied');
    const updated = await current(client);
    expect(updated.current_period_end).toBe(new Date(period.end * 1000).toISOString());

    // Created before the last applied event, delivered after it.
    const older = stripeSubscription('incomplete', {
      start: period.start - 86_400,
      end: period.end - 86_400,
    });
    expect(outcomeOf(await deliver('customer.subscription.updated', older, at(-30)))).toBe('stale');
    expect(await current(client)).toEqual(updated);

    const invoice = {
      id: 'in_1',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_events' },
      },
    };
    expect(outcomeOf(await deliver('invoice.payment_failed', invoice, at(10)))).toBe('applied');
    expect((await current(client)).status).toBe('past_due');

    expect(
      outcomeOf(
        await deliver('customer.subscription.deleted', stripeSubscription('canceled'), at(20)),
      ),
    ).toBe('applied');
    expect((await current(client)).status).toBe('canceled');
    expect(await isPremium(client)).toBe(false);
  });

  it('refuses a forged event with 400 and changes nothing', async () => {
    const paidAt = new Date(Date.now() - 60_000);
    const { client } = await subscribeAtStripe('stripe_forged', 'sub_forged', paidAt);
    const before = await current(client);

    const deleted = {
      id: 'sub_forged',
      status: 'canceled',
      items: { data: [{ current_period_start: 1, current_period_end: 2 }] },
    };
    const response = await deliver('customer.subscription.deleted', deleted, new Date(), {
      secret: 'whsec_not_ours',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: BILLING_MESSAGES.webhookSignature,
    });

    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: BILLING_PATHS.webhook,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_unsigned',
        type: 'customer.subscription.deleted',
        data: { object: deleted },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await current(client)).toEqual(before);
    expect(await isPremium(client)).toBe(true);
  });

  it('turns renewal off at Stripe when the user turns auto-renew off', async () => {
    const { client } = await subscribeAtStripe(
      'stripe_renewal',
      'sub_renewal',
      new Date(Date.now() - 60_000),
    );
    fake.requests.length = 0;

    const response = await client.put(BILLING_PATHS.autoRenew, { auto_renew: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.auto_renew).toBe(false);
    expect(
      fake.requests.map(({ method, path, body }) => [method, path, body.cancel_at_period_end]),
    ).toEqual([['POST', '/v1/subscriptions/sub_renewal', 'true']]);
  });

  it('stops the Stripe charges of a personal plan from inside an organization', async () => {
    const { client } = await subscribeAtStripe(
      'stripe_inside',
      'sub_inside',
      new Date(Date.now() - 60_000),
    );
    const owner = await newSignedInUser(testApp.app, 'stripe_inside_owner');
    const { org_id: orgId } = await createOrganization(owner.client, 'Inside AS');
    await subscribe(testApp.database, owner.id, 'business_monthly', { organizationId: orgId });
    await addMember(owner.client, orgId, 'stripe_inside');
    fake.requests.length = 0;

    const response = await client.post(BILLING_PATHS.personalCancel, undefined, {
      headers: { [ORGANIZATION_HEADER]: orgId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ plan_code: 'pro_monthly', auto_renew: false });
    expect(
      fake.requests.map(({ method, path, body }) => [method, path, body.cancel_at_period_end]),
    ).toEqual([['POST', '/v1/subscriptions/sub_inside', 'true']]);
  });

  /** Starts a checkout for `planCode` and completes it at Stripe with `subscription`. */
  async function payAgain(
    client: ApiClient,
    userId: string,
    planCode: string,
    subscription: string | null,
    paidAt: Date,
  ) {
    const checkout = await client.post(BILLING_PATHS.checkout, { plan_code: planCode });
    expect(checkout.statusCode).toBe(200);
    const { session_id: checkoutId } = checkout.json().data;
    const session = {
      id: 'cs_test_again',
      object: 'checkout.session',
      mode: subscription === null ? 'payment' : 'subscription',
      client_reference_id: checkoutId,
      metadata: { checkout_id: checkoutId, user_id: userId, plan_code: planCode },
      payment_status: 'paid',
      subscription,
      customer: 'cus_again',
    };
    return deliver('checkout.session.completed', session, paidAt);
  }

  it('renews the same plan with a one-off payment: one Stripe subscription keeps billing', async () => {
    const paidAt = new Date(Date.now() - 60_000);
    const { client, user } = await subscribeAtStripe('stripe_renewer', 'sub_renewer', paidAt);
    const before = await current(client);
    fake.requests.length = 0;

    const renewed = await payAgain(client, user.id, 'pro_monthly', null, new Date());
    expect(outcomeOf(renewed)).toBe('applied');
    const sessionRequest = fake.requests.find(
      (request) => request.path === '/v1/checkout/sessions',
    );
    expect(sessionRequest?.body.mode).toBe('payment');
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false);
    const after = await current(client);
    expect(after.id).toBe(before.id);
    expect(after.usage.pages_limit).toBe(2 * before.usage.pages_limit);
    expect(Date.parse(after.current_period_end)).toBeGreaterThan(
      Date.parse(before.current_period_end),
    );
    // Stripe's next charge moves to the new period end, so its cycle and ours agree.
    const moved = fake.requests.find((request) => request.path === '/v1/subscriptions/sub_renewer');
    expect(moved?.body).toMatchObject({
      trial_end: String(seconds(new Date(after.current_period_end))),
      proration_behavior: 'none',
      cancel_at_period_end: 'false',
    });
    // Stripe reports the moved charge as a trial: for us the paid period simply goes on.
    const updated = await deliver(
      'customer.subscription.updated',
      {
        id: 'sub_renewer',
        object: 'subscription',
        status: 'trialing',
        cancel_at_period_end: false,
        current_period_start: seconds(new Date()),
        current_period_end: seconds(new Date(after.current_period_end)),
      },
      new Date(Date.now() + 1000),
    );
    expect(outcomeOf(updated)).toBe('applied');
    expect(await current(client)).toMatchObject({
      status: 'active',
      current_period_end: after.current_period_end,
      auto_renew: true,
    });
  });

  it('renews when the same plan is bought twice at once, keeping one Stripe subscription', async () => {
    const paidAt = new Date(Date.now() - 60_000);
    const { client, user } = await subscribeAtStripe('stripe_twice', 'sub_first', paidAt);
    const before = await current(client);
    fake.requests.length = 0;
    // A second checkout opened before the first was paid arrives as a new subscription.
    const again = await payAgain(client, user.id, 'pro_monthly', 'sub_second', new Date());
    expect(outcomeOf(again)).toBe('applied');
    // The charge moves first; the old subscription is cancelled last, when nothing can fail.
    const subscriptionCalls = fake.requests.filter(({ path }) =>
      path.startsWith('/v1/subscriptions/'),
    );
    expect(subscriptionCalls.map(({ method, path }) => [method, path])).toEqual([
      ['POST', '/v1/subscriptions/sub_second'],
      ['DELETE', '/v1/subscriptions/sub_first'],
    ]);
    const after = await current(client);
    expect(after.id).toBe(before.id);
    expect(after.usage.pages_limit).toBe(2 * before.usage.pages_limit);
    // The first subscription's later events no longer reach the row.
    const stray = await deliver(
      'invoice.paid',
      { object: 'invoice', billing_reason: 'subscription_cycle', subscription: 'sub_first' },
      new Date(Date.now() + 1000),
    );
    expect(outcomeOf(stray)).toBe('ignored');
    const strayEnd = await deliver(
      'customer.subscription.deleted',
      {
        id: 'sub_first',
        object: 'subscription',
        status: 'canceled',
        current_period_start: seconds(paidAt),
        current_period_end: seconds(new Date()),
      },
      new Date(Date.now() + 2000),
    );
    expect(outcomeOf(strayEnd)).toBe('ignored');
    expect((await current(client)).status).toBe('active');
  });

  it('a late-confirmed payment for an older checkout does not replace the plan bought since', async () => {
    const client = createApiClient(testApp.app);
    const user = await signUpAndLogIn(testApp.app, client, 'stripe_latedebit');
    const older = await client.post(BILLING_PATHS.checkout, { plan_code: 'basic_monthly' });
    const { session_id: olderId } = older.json().data;
    const bought = await payAgain(client, user.id, 'pro_monthly', 'sub_card', new Date());
    expect(outcomeOf(bought)).toBe('applied');
    fake.requests.length = 0;
    const late = await deliver(
      'checkout.session.async_payment_succeeded',
      {
        id: 'cs_test_latedebit',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: olderId,
        metadata: { checkout_id: olderId, user_id: user.id, plan_code: 'basic_monthly' },
        payment_status: 'paid',
        subscription: 'sub_debit_old',
        customer: 'cus_latedebit',
      },
      new Date(Date.now() + 3 * 24 * 60 * 60_000),
    );
    expect(outcomeOf(late)).toBe('ignored');
    expect(fake.requests.map(({ method, path }) => [method, path])).toEqual([
      ['DELETE', '/v1/subscriptions/sub_debit_old'],
    ]);
    expect(await current(client)).toMatchObject({ plan_code: 'pro_monthly', status: 'active' });
  });

  it('a renewal paid after its plan ended gives a period that does not renew', async () => {
    const paidAt = new Date(Date.now() - 120_000);
    const { client, user } = await subscribeAtStripe('stripe_lapsed', 'sub_lapsed', paidAt);
    const checkout = await client.post(BILLING_PATHS.checkout, { plan_code: 'pro_monthly' });
    const { session_id: checkoutId } = checkout.json().data;
    const ended = await deliver(
      'customer.subscription.deleted',
      {
        id: 'sub_lapsed',
        object: 'subscription',
        status: 'canceled',
        current_period_start: seconds(paidAt),
        current_period_end: seconds(new Date()),
      },
      new Date(Date.now() - 60_000),
    );
    expect(outcomeOf(ended)).toBe('applied');
    const session = {
      id: 'cs_test_lapsed',
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: checkoutId,
      metadata: { checkout_id: checkoutId, user_id: user.id, plan_code: 'pro_monthly' },
      payment_status: 'paid',
      subscription: null,
      customer: 'cus_lapsed',
    };
    expect(outcomeOf(await deliver('checkout.session.completed', session, new Date()))).toBe(
      'applied',
    );
    expect(await current(client)).toMatchObject({
      status: 'active',
      auto_renew: false,
      can_change_auto_renew: false,
    });
    const renew = await client.put(BILLING_PATHS.autoRenew, { auto_renew: true });
    expect(renew.statusCode).toBe(409);
  });

  it('refuses a renewal that would move the next charge more than two years ahead', async () => {
    const client = createApiClient(testApp.app);
    const user = await signUpAndLogIn(testApp.app, client, 'stripe_yearly');
    await subscribe(testApp.database, user.id, 'pro_yearly', {
      provider: 'stripe',
      providerSubscriptionId: 'sub_yearly',
    });
    const again = await client.post(BILLING_PATHS.checkout, { plan_code: 'pro_yearly' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BILLING_MESSAGES.renewalTooFarAhead);
  });

  it('grants a payment Stripe confirms after the checkout expired (a bank debit)', async () => {
    const client = createApiClient(testApp.app);
    const user = await signUpAndLogIn(testApp.app, client, 'stripe_debit');
    const checkout = await client.post(BILLING_PATHS.checkout, { plan_code: 'pro_monthly' });
    const { session_id: checkoutId } = checkout.json().data;
    const session = {
      id: 'cs_test_debit',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: checkoutId,
      metadata: { checkout_id: checkoutId, user_id: user.id, plan_code: 'pro_monthly' },
      payment_status: 'paid',
      subscription: 'sub_debit',
      customer: 'cus_debit',
    };
    const threeDaysLater = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    const paid = await deliver('checkout.session.async_payment_succeeded', session, threeDaysLater);
    expect(outcomeOf(paid)).toBe('applied');
    expect((await current(client)).status).toBe('active');
  });

  it('ends the Stripe subscription when its owner deletes the account', async () => {
    const { client } = await subscribeAtStripe(
      'stripe_leaver',
      'sub_leaver',
      new Date(Date.now() - 60_000),
    );
    fake.requests.length = 0;
    const deleted = await client.delete(USER_PATHS.me, { password: PASSWORD, confirm: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect(fake.requests.map(({ method, path }) => [method, path])).toEqual([
      ['DELETE', '/v1/subscriptions/sub_leaver'],
    ]);
  });

  it("ends an organization's Stripe subscription, and undoes a checkout paid after, when the organization is deleted", async () => {
    const client = createApiClient(testApp.app);
    const owner = await signUpAndLogIn(testApp.app, client, 'stripe_orgowner');
    const created = await client.post(ORGANIZATION_PATHS.organizations, { name: 'Stripe Org' });
    const orgId = created.json().data.org_id as string;
    const checkoutFor = async () => {
      const checkout = await client.post(BILLING_PATHS.checkout, {
        plan_code: 'pro_monthly',
        org_id: orgId,
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      return checkout.json().data.session_id as string;
    };
    const paid = (checkoutId: string, subscription: string) => ({
      id: `cs_test_${subscription}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: checkoutId,
      metadata: { checkout_id: checkoutId, user_id: owner.id, plan_code: 'pro_monthly' },
      payment_status: 'paid',
      subscription,
      customer: 'cus_org',
    });
    const first = await checkoutFor();
    const applied = await deliver('checkout.session.completed', paid(first, 'sub_org'), new Date());
    expect(outcomeOf(applied)).toBe('applied');
    const shown = await client.get(`/api/organizations/${orgId}/subscription`);
    expect(shown.json()).toMatchObject({
      data: { provider: 'stripe', is_organization_subscription: true },
    });

    const open = await checkoutFor();
    fake.requests.length = 0;
    expect((await client.delete(`/api/organizations/${orgId}`)).statusCode).toBe(200);
    expect(fake.requests.map(({ method, path }) => [method, path])).toEqual([
      ['DELETE', '/v1/subscriptions/sub_org'],
    ]);
    // The checkout still open at Stripe is paid afterwards: it must not go on billing.
    fake.requests.length = 0;
    const late = await deliver(
      'checkout.session.completed',
      paid(open, 'sub_org_late'),
      new Date(),
    );
    expect(outcomeOf(late)).toBe('ignored');
    expect(fake.requests.map(({ method, path }) => [method, path])).toEqual([
      ['DELETE', '/v1/subscriptions/sub_org_late'],
    ]);
    expect((await client.get(BILLING_PATHS.current)).statusCode).toBe(404);
  });

  it('buying another plan while past due ends the old Stripe subscription', async () => {
    const paidAt = new Date(Date.now() - 120_000);
    const { client, user } = await subscribeAtStripe('stripe_pastdue', 'sub_pastdue', paidAt);
    const failed = await deliver(
      'invoice.payment_failed',
      { object: 'invoice', billing_reason: 'subscription_cycle', subscription: 'sub_pastdue' },
      new Date(Date.now() - 60_000),
    );
    expect(outcomeOf(failed)).toBe('applied');
    expect((await current(client)).status).toBe('past_due');
    fake.requests.length = 0;

    const bought = await payAgain(client, user.id, 'business_monthly', 'sub_business', new Date());
    expect(outcomeOf(bought)).toBe('applied');
    expect(fake.requests.map(({ method, path }) => [method, path])).toContainEqual([
      'DELETE',
      '/v1/subscriptions/sub_pastdue',
    ]);
    expect(await current(client)).toMatchObject({
      plan_code: 'business_monthly',
      status: 'active',
    });
  });

  it('answers 503 with the checkout message when Stripe refuses the session', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'stripe_refused');
    fake.failNext({
      status: 401,
      type: 'invalid_request_error',
      message: 'Invalid API Key provided',
    });

    const response = await client.post(BILLING_PATHS.checkout, { plan_code: 'pro_monthly' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(BILLING_MESSAGES.checkoutFailed);
  });
});
