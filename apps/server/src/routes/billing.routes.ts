import {
  BILLING_PATHS,
  ORGANIZATION_HEADER,
  ORGANIZATION_PATHS,
  ZAutoRenewRequest,
  ZCheckoutEnvelope,
  ZCheckoutRequest,
  ZCurrentSubscriptionResponse,
  ZErrorEnvelope,
  ZOrganizationId,
  ZPlanCode,
  ZPlanResponse,
  ZPlansResponse,
  ZUsageResponse,
  successEnvelope,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationContext, requireAuth } from '../plugins/auth';
import type { BillingService } from '../services/billing.service';

const tags = ['billing'];
const signedIn = { config: { auth: 'required' as const } };
const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };
const managerErrors = { ...errors, 403: ZErrorEnvelope, 409: ZErrorEnvelope };
const inContext = `In an organization context (the ${ORGANIZATION_HEADER} header) the organization's subscription comes first; a stranger's organization is 403.`;
const organizationParams = z.object({ orgId: ZOrganizationId });

export const billingRoutes: FastifyPluginAsyncZod<{ service: BillingService }> = async (
  app,
  { service },
) => {
  app.get(
    BILLING_PATHS.plans,
    {
      schema: {
        summary: 'The plans on sale and the free plan, in NOK (public)',
        tags,
        response: { 200: ZPlansResponse },
      },
    },
    async () => ({ success: true as const, data: await service.listPlans() }),
  );

  app.get(
    BILLING_PATHS.plan,
    {
      schema: {
        summary: 'One plan by its code (public)',
        tags,
        params: z.object({ planCode: ZPlanCode }),
        response: { 200: ZPlanResponse, 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getPlan(request.params.planCode),
    }),
  );

  app.post(
    BILLING_PATHS.checkout,
    {
      ...signedIn,
      schema: {
        summary:
          "Start a checkout for a plan; answers the payment provider's page to go to. With org_id the organization's owner buys for it; a user in an organization they do not own cannot buy (403).",
        tags,
        body: ZCheckoutRequest,
        response: { 200: ZCheckoutEnvelope, ...errors, 403: ZErrorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.startCheckout(
        requireAuth(request).user,
        request.body.plan_code,
        request.body.org_id,
      ),
    }),
  );

  app.get(
    BILLING_PATHS.current,
    {
      ...signedIn,
      schema: {
        summary: `The current subscription with usage and usage advice; 404 when there is none. ${inContext}`,
        tags,
        querystring: z.object({ refresh: z.enum(['true', 'false']).optional() }),
        response: { 200: ZCurrentSubscriptionResponse, ...errors, 403: ZErrorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.current(requireAuth(request).user, organizationContext(request)),
    }),
  );

  app.get(
    BILLING_PATHS.usage,
    {
      ...signedIn,
      schema: {
        summary: `The pages left to process now, free or on the covering subscription, and when they renew. ${inContext}`,
        tags,
        response: { 200: ZUsageResponse, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.usage(requireAuth(request).user, organizationContext(request)),
    }),
  );

  app.put(
    BILLING_PATHS.autoRenew,
    {
      ...signedIn,
      schema: {
        summary: `Turn renewal at the end of the period on or off. ${inContext}`,
        tags,
        body: ZAutoRenewRequest,
        response: { 200: ZCurrentSubscriptionResponse, ...managerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setAutoRenew(
        requireAuth(request).user,
        request.body.auto_renew,
        organizationContext(request),
      ),
    }),
  );

  app.post(
    BILLING_PATHS.cancel,
    {
      ...signedIn,
      schema: {
        summary: `Cancel: the subscription stays until the end of the period and does not renew. ${inContext}`,
        tags,
        response: { 200: ZCurrentSubscriptionResponse, ...managerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.cancel(requireAuth(request).user, organizationContext(request)),
    }),
  );

  app.get(
    BILLING_PATHS.personal,
    {
      ...signedIn,
      schema: {
        summary:
          "The user's own newest subscription whatever the organization context (it may renew while an organization's plan covers their work); 404 when there is none",
        tags,
        response: { 200: ZCurrentSubscriptionResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.personal(requireAuth(request).user),
    }),
  );

  app.put(
    BILLING_PATHS.personalAutoRenew,
    {
      ...signedIn,
      schema: {
        summary: "Turn the user's own subscription's renewal on or off, whatever the context",
        tags,
        body: ZAutoRenewRequest,
        response: { 200: ZCurrentSubscriptionResponse, ...managerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setPersonalAutoRenew(requireAuth(request).user, request.body.auto_renew),
    }),
  );

  app.post(
    BILLING_PATHS.personalCancel,
    {
      ...signedIn,
      schema: {
        summary: "Cancel the user's own subscription at the period end, whatever the context",
        tags,
        response: { 200: ZCurrentSubscriptionResponse, ...managerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.cancelPersonal(requireAuth(request).user),
    }),
  );

  app.get(
    ORGANIZATION_PATHS.subscription,
    {
      ...signedIn,
      schema: {
        summary: "The organization's newest subscription, for its members; 404 when it has none",
        tags: ['organizations'],
        params: organizationParams,
        response: { 200: ZCurrentSubscriptionResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.organizationCurrent(requireAuth(request).user, request.params.orgId),
    }),
  );

  app.put(
    ORGANIZATION_PATHS.subscriptionAutoRenew,
    {
      ...signedIn,
      schema: {
        summary: "Turn the organization subscription's renewal on or off (owners and admins)",
        tags: ['organizations'],
        params: organizationParams,
        body: ZAutoRenewRequest,
        response: { 200: ZCurrentSubscriptionResponse, ...managerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setOrganizationAutoRenew(
        requireAuth(request).user,
        request.params.orgId,
        request.body.auto_renew,
      ),
    }),
  );

  app.post(
    ORGANIZATION_PATHS.subscriptionCancel,
    {
      ...signedIn,
      schema: {
        summary: "Cancel the organization's subscription at the period end (owners and admins)",
        tags: ['organizations'],
        params: organizationParams,
        response: { 200: ZCurrentSubscriptionResponse, ...managerErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.cancelOrganization(requireAuth(request).user, request.params.orgId),
    }),
  );

  // Providers sign the exact bytes they send, so this scope keeps the body unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      BILLING_PATHS.webhook,
      {
        config: { csrf: false },
        schema: {
          summary:
            'Payment provider events (test mode and Stripe), signed in the Stripe-Signature header; a repeated event changes nothing',
          tags,
          response: {
            200: successEnvelope(
              z.object({ outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']) }),
            ),
            400: ZErrorEnvelope,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const outcome = await service.handleWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { success: true as const, data: { outcome } };
      },
    );
  });
};
