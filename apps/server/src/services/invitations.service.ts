import {
  INVITATION_VALIDITY_DAYS,
  ORGANIZATION_MESSAGES,
  type TLanguage,
  type TMemberInvite,
  type TMyInvitation,
  type TOrganization,
  type TOrganizationInvitation,
} from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { loggableError } from '../errors/loggable-error';
import type { Mailer, RenderMail } from '../mail/mailer';
import { requireManager, requireMayAdd } from '../organizations/permissions';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import {
  createInvitationsRepository,
  type InvitationView,
} from '../repositories/invitations.repository';
import { createOrganizationsRepository } from '../repositories/organizations.repository';
import { createUsersRepository } from '../repositories/users.repository';
import type { OrganizationsService } from './organizations.service';

/** Invitations one organization may send a day: enough for onboarding, not for spamming. */
export const INVITATION_LIMIT = {
  name: 'organization-invitations',
  limit: 50,
  windowMs: 24 * 60 * 60_000,
} as const satisfies RateLimitRule;

const DAY_MS = 24 * 60 * 60_000;

type Dependencies = {
  db: Database;
  organizations: OrganizationsService;
  mailer: Mailer;
  renderMail: RenderMail;
  limiter: RateLimiter;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

function statusOf(view: InvitationView, now: Date): TOrganizationInvitation['status'] {
  if (view.declinedAt !== null) return 'declined';
  return view.expiresAt <= now ? 'expired' : 'pending';
}

/** The organization's view: the invited user's name only, never their address. */
function presentForOrganization(view: InvitationView, now: Date): TOrganizationInvitation {
  return {
    invitation_id: view.id,
    username: view.username,
    role: view.role as TOrganizationInvitation['role'],
    status: statusOf(view, now),
    invited_by_username: view.invitedByUsername,
    created_at: view.createdAt.toISOString(),
    expires_at: view.expiresAt.toISOString(),
  };
}

function presentForInvitee(view: InvitationView): TMyInvitation {
  return {
    invitation_id: view.id,
    org_id: view.organizationId,
    organization_name: view.organizationName,
    role: view.role as TMyInvitation['role'],
    invited_by_username: view.invitedByUsername,
    created_at: view.createdAt.toISOString(),
    expires_at: view.expiresAt.toISOString(),
  };
}

/**
 * Adding someone to an organization invites them (decision 0035): they are told in the app and
 * by e-mail, and become a member only by accepting.
 */
export function createInvitationsService(deps: Dependencies) {
  const { db, organizations, mailer, renderMail, limiter, publicUrl, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const invitations = createInvitationsRepository(db);
  const users = createUsersRepository(db);

  async function findInvitee(invite: TMemberInvite): Promise<UserRow> {
    const found =
      invite.identifierType === 'email'
        ? await users.findByEmail(invite.identifier)
        : await users.findByIdentifier(invite.identifier);
    // One answer for both, so inviting does not tell whose address is verified.
    if (found === undefined || found.emailVerifiedAt === null)
      throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.userNotFound);
    return found;
  }

  /** The invitation, if it is the user's and still open; expired ones answer 410. */
  async function openInvitationOf(user: UserRow, invitationId: string) {
    const found = await invitations.find(invitationId);
    if (found === undefined || found.userId !== user.id || found.declinedAt !== null)
      throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.invitationNotFound);
    if (found.expiresAt <= now())
      throw new AppError('GONE', ORGANIZATION_MESSAGES.invitationExpired);
    return found;
  }

  function mailInvitation(invitee: UserRow, view: InvitationView) {
    const template = {
      kind: 'organization-invitation',
      username: invitee.username,
      organizationName: view.organizationName,
      invitedBy: view.invitedByUsername ?? '',
      role: view.role as TMyInvitation['role'],
      link: `${publicUrl}/organization`,
      expiresInDays: INVITATION_VALIDITY_DAYS,
    } as const;
    const rendered = renderMail(template, invitee.language as TLanguage);
    mailer
      .send({ to: invitee.email, ...rendered })
      .catch((error: unknown) =>
        logger.error({ err: loggableError(error) }, 'failed to send an invitation e-mail'),
      );
  }

  return {
    async invite(
      user: UserRow,
      organizationId: string,
      invite: TMemberInvite,
    ): Promise<TOrganizationInvitation> {
      // Checked before the look-up, so only managers learn whether an account exists.
      requireMayAdd(await organizations.roleOf(user, organizationId), invite.role);
      await limiter.consume(INVITATION_LIMIT, organizationId);
      const invitee = await findInvitee(invite);
      const id = await organizations.changing(user, organizationId, async (rows, { role }) => {
        requireMayAdd(role, invite.role);
        if ((await rows.findMember(organizationId, invitee.id)) !== undefined)
          throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyMember);
        const pending = createInvitationsRepository(rows.db);
        const earlier = await pending.findFor(organizationId, invitee.id);
        if (earlier !== undefined && earlier.declinedAt === null && earlier.expiresAt > now())
          throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyInvited);
        return pending.replace({
          organizationId,
          userId: invitee.id,
          role: invite.role,
          invitedByUserId: user.id,
          expiresAt: new Date(now().getTime() + INVITATION_VALIDITY_DAYS * DAY_MS),
        });
      });
      const view = (await invitations.find(id))!;
      mailInvitation(invitee, view);
      return presentForOrganization(view, now());
    },

    /** Owners and admins see whom they invited and the answers. */
    async listForOrganization(
      user: UserRow,
      organizationId: string,
    ): Promise<TOrganizationInvitation[]> {
      requireManager(await organizations.roleOf(user, organizationId));
      const views = await invitations.listForOrganization(organizationId);
      return views.map((view) => presentForOrganization(view, now()));
    },

    async withdraw(user: UserRow, organizationId: string, invitationId: string): Promise<void> {
      requireManager(await organizations.roleOf(user, organizationId));
      if (!(await invitations.delete(invitationId, organizationId)))
        throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.invitationNotFound);
    },

    async listMine(user: UserRow): Promise<TMyInvitation[]> {
      return (await invitations.listOpenFor(user.id, now())).map(presentForInvitee);
    },

    /** Joins with the invited role; the invitation is used up. */
    async accept(user: UserRow, invitationId: string): Promise<TOrganization> {
      const found = await openInvitationOf(user, invitationId);
      await db.transaction(async (tx) => {
        const rows = createOrganizationsRepository(tx);
        // Withdrawn, or the organization deleted, a moment ago: nothing to join.
        if (
          !(await rows.lock(found.organizationId)) ||
          !(await createInvitationsRepository(tx).delete(invitationId))
        )
          throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.invitationNotFound);
        await rows.addMember(found.organizationId, user.id, found.role as TMyInvitation['role']);
      });
      return organizations.get(user, found.organizationId);
    },

    /** The organization sees "declined" and may invite again. */
    async decline(user: UserRow, invitationId: string): Promise<void> {
      const found = await openInvitationOf(user, invitationId);
      await invitations.markDeclined(found.id, now());
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
