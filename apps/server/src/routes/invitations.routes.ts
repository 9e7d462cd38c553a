import {
  ORGANIZATION_PATHS,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZInvitationResponse,
  ZInvitationsResponse,
  ZMemberInvite,
  ZMyInvitationsResponse,
  ZOrganizationResponse,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../plugins/auth';
import type { InvitationsService } from '../services/invitations.service';
import { errors, ok, organizationParams, signedIn, tags } from './organizations.routes';

const invitationId = z.uuid({ error: 'Invitation not found' });
const invitationParams = organizationParams.extend({ invitationId });
const myInvitationParams = z.object({ invitationId });
const answered = { ...errors, 410: ZErrorEnvelope, 429: ZErrorEnvelope };

/**
 * Adding a member invites them (decision 0035): the organization's side (invite, list,
 * withdraw) and the invited user's (their open invitations, accept, decline).
 */
export const invitationsRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService }> = async (
  app,
  { invitations },
) => {
  app.post(
    ORGANIZATION_PATHS.members,
    {
      ...signedIn,
      schema: {
        summary:
          'Invite a user by e-mail address or username as member, admin or viewer; they join when they accept (owners and admins; only the owner invites admins)',
        tags,
        params: organizationParams,
        body: ZMemberInvite,
        response: { 201: ZInvitationResponse, ...answered },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const invited = await invitations.invite(user, request.params.orgId, request.body);
      return reply.status(201).send(ok(invited));
    },
  );

  app.get(
    ORGANIZATION_PATHS.invitations,
    {
      ...signedIn,
      schema: {
        summary: "The organization's invitations and their answers (owners and admins)",
        tags,
        params: organizationParams,
        response: { 200: ZInvitationsResponse, ...errors },
      },
    },
    async (request) =>
      ok(await invitations.listForOrganization(requireAuth(request).user, request.params.orgId)),
  );

  app.delete(
    ORGANIZATION_PATHS.invitation,
    {
      ...signedIn,
      schema: {
        summary: 'Withdraw an invitation (owners and admins)',
        tags,
        params: invitationParams,
        response: { 200: ZEmptyResponse, ...errors },
      },
    },
    async (request) => {
      const { orgId, invitationId: id } = request.params;
      await invitations.withdraw(requireAuth(request).user, orgId, id);
      return ok(null);
    },
  );

  app.get(
    ORGANIZATION_PATHS.myInvitations,
    {
      ...signedIn,
      schema: {
        summary: 'Your open invitations to organizations',
        tags,
        response: { 200: ZMyInvitationsResponse, ...errors },
      },
    },
    async (request) => ok(await invitations.listMine(requireAuth(request).user)),
  );

  app.post(
    ORGANIZATION_PATHS.acceptInvitation,
    {
      ...signedIn,
      schema: {
        summary: 'Accept an invitation: you join the organization with the invited role',
        tags,
        params: myInvitationParams,
        response: { 200: ZOrganizationResponse, ...answered },
      },
    },
    async (request) =>
      ok(await invitations.accept(requireAuth(request).user, request.params.invitationId)),
  );

  app.post(
    ORGANIZATION_PATHS.declineInvitation,
    {
      ...signedIn,
      schema: {
        summary: 'Decline an invitation; the organization sees that you declined',
        tags,
        params: myInvitationParams,
        response: { 200: ZEmptyResponse, ...answered },
      },
    },
    async (request) => {
      await invitations.decline(requireAuth(request).user, request.params.invitationId);
      return ok(null);
    },
  );
};
