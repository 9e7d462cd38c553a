import formbody from '@fastify/formbody';
import { BILLING_PATHS } from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { COOKIE } from '../auth/cookies';
import { testCheckoutCss, renderTestCheckout } from '../billing/test-checkout-page';
import type { TestProvider } from '../billing/test-provider';
import { AppError } from '../errors/app-error';
import { requireAuth } from '../plugins/auth';
import type { BillingService } from '../services/billing.service';

const params = z.object({ sessionId: z.string().regex(/^cs_test_[\w-]{10,64}$/) });
const STYLESHEET = '/api/billing/test-checkout.css';

/** The page posts the csrf cookie back in a form field: the double-submit check of the API. */
function assertFormCsrf(sent: unknown, cookie: string | undefined) {
  const form = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>) : {};
  const token = typeof form.csrf === 'string' ? form.csrf : '';
  const ok =
    cookie !== undefined &&
    cookie.length > 0 &&
    token.length === cookie.length &&
    timingSafeEqual(Buffer.from(token), Buffer.from(cookie));
  if (!ok) throw new AppError('CSRF_INVALID', 'The form is out of date; open the checkout again');
}

/**
 * The test-mode provider's checkout page: the plan and price, "pay" and "cancel". Paying sends
 * a signed webhook to the shared webhook route, exactly as a provider would, before the user
 * is sent back to the app. Pages for people, so they stay out of the API document.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  service: BillingService;
  provider: TestProvider;
}> = async (app, { service, provider }) => {
  await app.register(formbody);

  app.get(STYLESHEET, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(testCheckoutCss),
  );

  app.get(
    BILLING_PATHS.testCheckout,
    { schema: { hide: true, params } },
    async (request, reply) => {
      if (request.auth === null) return reply.redirect('/login');
      const { user } = request.auth;
      const { checkout, plan } = await service.findOpenCheckout(user, request.params.sessionId);
      const html = renderTestCheckout({
        checkoutId: checkout.id,
        plan,
        email: user.email,
        language: user.language === 'nb' ? 'nb' : 'en',
        csrf: request.cookies[COOKIE.csrf] ?? '',
        stylesheet: STYLESHEET,
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    BILLING_PATHS.testCheckoutPay,
    { config: { csrf: false, auth: 'required' }, schema: { hide: true, params } },
    async (request, reply) => {
      assertFormCsrf(request.body, request.cookies[COOKIE.csrf]);
      const { user } = requireAuth(request);
      const { checkout } = await service.findOpenCheckout(user, request.params.sessionId);
      const { body, signature } = provider.signEvent(
        'checkout.session.completed',
        {
          checkout_id: checkout.id,
          subscription_id: checkout.id.replace(/^cs_/, 'sub_'),
          customer_id: `cus_test_${user.id}`,
        },
        new Date(),
      );
      const delivered = await app.inject({
        method: 'POST',
        url: BILLING_PATHS.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      if (delivered.statusCode !== 200) {
        request.log.error(
          { status: delivered.statusCode, body: delivered.body },
          'test-mode webhook refused',
        );
        throw new AppError('INTERNAL_ERROR', 'The payment could not be recorded');
      }
      return reply.redirect(samePlace(service.successUrl), 303);
    },
  );

  app.post(
    BILLING_PATHS.testCheckoutCancel,
    { config: { csrf: false, auth: 'required' }, schema: { hide: true, params } },
    async (request, reply) => {
      assertFormCsrf(request.body, request.cookies[COOKIE.csrf]);
      await service.cancelCheckout(requireAuth(request).user, request.params.sessionId);
      return reply.redirect(samePlace(service.cancelUrl), 303);
    },
  );
};

/** The path of an address of this app: back at whichever address the browser opened it. */
function samePlace(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
