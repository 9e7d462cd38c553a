import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { newSignedInUser } from '../test/accounts';
import { payTestCheckout, startTestCheckout } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';

describe.each(databaseTargets())('checkouts paid together on $name', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  /** One user pays two checkouts at once; answers the statuses of the user's subscriptions. */
  async function payTwoAtOnce(name: string) {
    const { client, id } = await newSignedInUser(testApp.app, name);
    const basic = await startTestCheckout(client, 'basic_monthly');
    const business = await startTestCheckout(client, 'business_monthly');
    await Promise.all([
      payTestCheckout(client, basic.sessionId),
      payTestCheckout(client, business.sessionId),
    ]);
    const rows = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, id));
    return rows.map((row) => row.status).sort();
  }

  it('two checkouts paid at the same moment leave one subscription', async () => {
    // Several users at once, so that an unserialized race would show.
    const outcomes = await Promise.all(
      ['doublebuyer1', 'doublebuyer2', 'doublebuyer3'].map(payTwoAtOnce),
    );
    for (const statuses of outcomes) expect(statuses).toEqual(['active', 'canceled']);
  });
});
