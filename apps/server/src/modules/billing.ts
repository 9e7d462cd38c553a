import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { PaymentProvider } from '../billing/payment-provider';
import { createTestProvider, type TestProvider } from '../billing/test-provider';
import { createStripeProvider } from '../billing/stripe-provider';
import type { Database } from '../db/database';
import type { JobScheduler } from '../jobs/periodic-job';
import { createServerSecretsRepository } from '../repositories/server-secrets.repository';
import type { SubscriptionRow } from '../db/schema';
import { apiKeysRoutes } from '../routes/api-keys.routes';
import { billingRoutes } from '../routes/billing.routes';
import { testCheckoutRoutes } from '../routes/test-checkout.routes';
import type { ApiKeysService } from '../services/api-keys.service';
import { createBillingService } from '../services/billing.service';
import type { OrganizationHooks } from '../services/organizations.service';
import type { AccountHooks } from '../services/users.service';

/** The name of the test-mode webhook secret made when BILLING_WEBHOOK_SECRET is unset. */
const TEST_WEBHOOK_SECRET = 'test-webhook';

/** How often ended periods that no provider watches are settled (test mode, one-off payments). */
const SETTLE_INTERVAL_MS = 10 * 60_000;

type Dependencies = {
  db: Database;
  jobs: JobScheduler;
  config: Pick<Config, 'billing' | 'publicUrl'>;
  apiKeys: ApiKeysService;
  hooks: AccountHooks;
  organizationHooks: OrganizationHooks;
};

/**
 * Plans, checkout, subscriptions and API keys. The payment provider is Stripe when configured,
 * otherwise the test-mode provider with its own checkout page.
 */
export async function registerBilling(
  app: FastifyInstance,
  { db, jobs, config, apiKeys, hooks, organizationHooks }: Dependencies,
) {
  const { billing, publicUrl } = config;
  let testProvider: TestProvider | undefined;
  let provider: PaymentProvider;
  if (billing.provider === 'stripe') {
    provider = createStripeProvider(billing);
  } else {
    // Unset, the secret is made once and shared through the database: a payment confirmed on
    // one server may be delivered to another.
    const webhookSecret =
      billing.webhookSecret ??
      (await createServerSecretsRepository(db).obtain(TEST_WEBHOOK_SECRET)).toString('hex');
    testProvider = createTestProvider({ webhookSecret });
    provider = testProvider;
    app.log.info('Payments run in test mode: checkout gives plans away without payment');
  }
  const service = createBillingService({ db, provider, publicUrl, logger: app.log });
  await app.register(billingRoutes, { service });
  await app.register(apiKeysRoutes, { service: apiKeys });

  if (testProvider !== undefined) {
    await app.register(testCheckoutRoutes, { service, provider: testProvider });
  }
  hooks.beforeAccountDeleted.push((tx, userId) => service.endForDeletedAccount(tx, userId));
  organizationHooks.beforeOrganizationDeleted.push((tx, organization) =>
    service.endForDeletedOrganization(tx, organization),
  );

  // A test-mode renewal is a signed `invoice.paid` event, handled like one at the webhook.
  const signer = testProvider;
  const renew =
    signer === undefined
      ? null
      : async (subscription: SubscriptionRow) => {
          const { body, signature } = signer.signEvent(
            'invoice.paid',
            { subscription_id: subscription.providerSubscriptionId ?? subscription.id },
            new Date(),
          );
          // The same verification and handling as the webhook route (the server may not be
          // listening yet while it starts).
          await service.handleWebhook(Buffer.from(body), signature);
        };
  // One server at a time: two would each sign a renewal event of their own for the same period.
  jobs.add({
    name: 'settle-ended-periods',
    intervalMs: SETTLE_INTERVAL_MS,
    atStart: true,
    run: () => service.settleEndedPeriods(renew),
  });
  return { service };
}
