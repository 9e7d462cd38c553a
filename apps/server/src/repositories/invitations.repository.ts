import type { TRole } from '@workbench/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import {
  organizationInvitations,
  organizations,
  users,
  type OrganizationInvitationRow,
} from '../db/schema';

const invitee = alias(users, 'invitee');
const inviter = alias(users, 'inviter');

/** An invitation with the names shown beside it; addresses are never read here. */
export type InvitationView = OrganizationInvitationRow & {
  username: string;
  organizationName: string;
  invitedByUsername: string | null;
};

const viewColumns = {
  invitation: organizationInvitations,
  username: invitee.username,
  organizationName: organizations.name,
  invitedByUsername: inviter.username,
};

export function createInvitationsRepository(db: Database) {
  function views() {
    return db
      .select(viewColumns)
      .from(organizationInvitations)
      .innerJoin(invitee, eq(invitee.id, organizationInvitations.userId))
      .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
      .leftJoin(inviter, eq(inviter.id, organizationInvitations.invitedByUserId));
  }

  const flatten = ({ invitation, ...names }: Awaited<ReturnType<typeof views>>[number]) => ({
    ...invitation,
    ...names,
  });

  return {
    async find(id: string): Promise<InvitationView | undefined> {
      const rows = await views().where(eq(organizationInvitations.id, id)).limit(1);
      return rows.map(flatten)[0];
    },

    async findFor(organizationId: string, userId: string) {
      const rows = await db
        .select()
        .from(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            eq(organizationInvitations.userId, userId),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** The organization's invitations, newest first, answered or not. */
    async listForOrganization(organizationId: string): Promise<InvitationView[]> {
      const rows = await views()
        .where(eq(organizationInvitations.organizationId, organizationId))
        .orderBy(desc(organizationInvitations.createdAt));
      return rows.map(flatten);
    },

    /** The user's invitations that can still be accepted. */
    async listOpenFor(userId: string, now: Date): Promise<InvitationView[]> {
      const rows = await views()
        .where(
          and(
            eq(organizationInvitations.userId, userId),
            isNull(organizationInvitations.declinedAt),
            gt(organizationInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(organizationInvitations.createdAt));
      return rows.map(flatten);
    },

    /** Stores an invitation in place of an earlier, answered or lapsed one to the same user. */
    async replace(invitation: {
      organizationId: string;
      userId: string;
      role: TRole;
      invitedByUserId: string;
      expiresAt: Date;
    }): Promise<string> {
      await db
        .delete(organizationInvitations)
        .where(
          and(
            eq(organizationInvitations.organizationId, invitation.organizationId),
            eq(organizationInvitations.userId, invitation.userId),
          ),
        );
      const [row] = await db
        .insert(organizationInvitations)
        .values(invitation)
        .returning({ id: organizationInvitations.id });
      return row!.id;
    },

    async markDeclined(id: string, now: Date): Promise<void> {
      await db
        .update(organizationInvitations)
        .set({ declinedAt: now })
        .where(eq(organizationInvitations.id, id));
    },

    /** False when there was none (withdrawn or answered meanwhile). */
    async delete(id: string, organizationId?: string): Promise<boolean> {
      const rows = await db
        .delete(organizationInvitations)
        .where(
          organizationId === undefined
            ? eq(organizationInvitations.id, id)
            : and(
                eq(organizationInvitations.id, id),
                eq(organizationInvitations.organizationId, organizationId),
              ),
        )
        .returning({ id: organizationInvitations.id });
      return rows.length > 0;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
