import {
  ORGANIZATION_PATHS,
  ZAddDomainRequest,
  ZCreateOrganizationRequest,
  ZDomainResponse,
  ZDomainsResponse,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZMemberResponse,
  ZMembersQuery,
  ZMembersResponse,
  ZOrganizationId,
  ZOrganizationResponse,
  ZOrganizationsResponse,
  ZUpdateMemberRequest,
  ZUpdateOrganizationRequest,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../plugins/auth';
import type { OrganizationsService } from '../services/organizations.service';

export const tags = ['organizations'];
export const signedIn = { config: { auth: 'required' as const } };
export const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
export const organizationParams = z.object({ orgId: ZOrganizationId });
const memberParams = organizationParams.extend({
  userId: z.uuid({ error: 'Member not found' }),
});
const domainParams = organizationParams.extend({
  domainId: z.uuid({ error: 'Domain not found' }),
});
export const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * Organizations, members and domains. Any member reads; owners and admins manage members and
 * domains; only the owner deletes the organization or manages admins. Strangers get 404.
 */
export const organizationsRoutes: FastifyPluginAsyncZod<{ service: OrganizationsService }> = async (
  app,
  { service },
) => {
  app.get(
    ORGANIZATION_PATHS.organizations,
    {
      ...signedIn,
      schema: {
        summary: 'Your organizations: the one you own first, then in the order you joined',
        tags,
        response: { 200: ZOrganizationsResponse, ...errors },
      },
    },
    async (request) => ok(await service.list(requireAuth(request).user)),
  );

  app.post(
    ORGANIZATION_PATHS.organizations,
    {
      ...signedIn,
      schema: {
        summary: 'Create an organization; you become its owner (one owned organization per user)',
        tags,
        body: ZCreateOrganizationRequest,
        response: { 201: ZOrganizationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.create(requireAuth(request).user, request.body.name);
      return reply.status(201).send(ok(created));
    },
  );

  app.get(
    ORGANIZATION_PATHS.organization,
    {
      ...signedIn,
      schema: {
        summary: 'One of your organizations, with its counts and subscription',
        tags,
        params: organizationParams,
        response: { 200: ZOrganizationResponse, ...errors },
      },
    },
    async (request) => ok(await service.get(requireAuth(request).user, request.params.orgId)),
  );

  app.patch(
    ORGANIZATION_PATHS.organization,
    {
      ...signedIn,
      schema: {
        summary:
          "Change the organization's policies (owners and admins): require_on_device makes members process documents on their own devices, and the server refuses their document uploads",
        tags,
        params: organizationParams,
        body: ZUpdateOrganizationRequest,
        response: { 200: ZOrganizationResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      return ok(await service.update(user, request.params.orgId, request.body));
    },
  );

  app.delete(
    ORGANIZATION_PATHS.organization,
    {
      ...signedIn,
      schema: {
        summary: 'Delete the organization and end its subscription (owner only)',
        tags,
        params: organizationParams,
        response: { 200: ZEmptyResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request).user, request.params.orgId);
      return ok(null);
    },
  );

  app.get(
    ORGANIZATION_PATHS.members,
    {
      ...signedIn,
      schema: {
        summary: 'The members, the owner first, a page at a time (page 1, size 20 by default)',
        tags,
        params: organizationParams,
        querystring: ZMembersQuery,
        response: { 200: ZMembersResponse, ...errors },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const user = requireAuth(request).user;
      const { members, meta } = await service.listMembers(user, request.params.orgId, page, size);
      return { success: true as const, data: members, meta };
    },
  );

  app.put(
    ORGANIZATION_PATHS.member,
    {
      ...signedIn,
      schema: {
        summary:
          "Change a member's role (owners and admins; only the owner changes admins; never the owner)",
        tags,
        params: memberParams,
        body: ZUpdateMemberRequest,
        response: { 200: ZMemberResponse, ...errors },
      },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      const user = requireAuth(request).user;
      return ok(await service.updateRole(user, orgId, userId, request.body.role));
    },
  );

  app.delete(
    ORGANIZATION_PATHS.member,
    {
      ...signedIn,
      schema: {
        summary:
          'Remove a member (owners and admins; only the owner removes admins; never the owner). Any other member may remove themselves.',
        tags,
        params: memberParams,
        response: { 200: ZEmptyResponse, ...errors },
      },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      await service.removeMember(requireAuth(request).user, orgId, userId);
      return ok(null);
    },
  );

  app.get(
    ORGANIZATION_PATHS.domains,
    {
      ...signedIn,
      schema: {
        summary: "The organization's domains (verification tokens for owners and admins only)",
        tags,
        params: organizationParams,
        response: { 200: ZDomainsResponse, ...errors },
      },
    },
    async (request) =>
      ok(await service.listDomains(requireAuth(request).user, request.params.orgId)),
  );

  app.post(
    ORGANIZATION_PATHS.domains,
    {
      ...signedIn,
      schema: {
        summary:
          'Add a domain; answers the verification token to publish as a TXT record on it (owners and admins)',
        tags,
        params: organizationParams,
        body: ZAddDomainRequest,
        response: { 201: ZDomainResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const added = await service.addDomain(user, request.params.orgId, request.body.domain);
      return reply.status(201).send(ok(added));
    },
  );

  app.post(
    ORGANIZATION_PATHS.verifyDomain,
    {
      ...signedIn,
      schema: {
        summary:
          'Verify a domain: its DNS TXT records must hold the token (owners and admins). 422 when the record is missing or holds another value, 503 when DNS does not answer',
        tags,
        params: domainParams,
        response: { 200: ZDomainResponse, ...errors, 422: ZErrorEnvelope, 503: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { orgId, domainId } = request.params;
      return ok(await service.verifyDomain(requireAuth(request).user, orgId, domainId));
    },
  );

  app.delete(
    ORGANIZATION_PATHS.domain,
    {
      ...signedIn,
      schema: {
        summary: 'Remove a domain (owners and admins)',
        tags,
        params: domainParams,
        response: { 200: ZEmptyResponse, ...errors },
      },
    },
    async (request) => {
      const { orgId, domainId } = request.params;
      await service.removeDomain(requireAuth(request).user, orgId, domainId);
      return ok(null);
    },
  );
};
