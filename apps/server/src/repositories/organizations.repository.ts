import type { TRole } from '@workbench/contracts';
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  organizationDomains,
  organizationMembers,
  organizations,
  users,
  type OrganizationDomainRow,
  type OrganizationRow,
} from '../db/schema';

export type Membership = { organization: OrganizationRow; role: TRole };
export type MemberView = {
  userId: string;
  username: string;
  email: string;
  role: TRole;
  joinedAt: Date;
};
export type OrganizationFacts = {
  owner: { username: string; email: string };
  memberCount: number;
  verifiedDomainCount: number;
};

const isMember = (organizationId: string, userId: string) =>
  and(
    eq(organizationMembers.organizationId, organizationId),
    eq(organizationMembers.userId, userId),
  );

const isDomainOf = (organizationId: string, domainId: string) =>
  and(eq(organizationDomains.organizationId, organizationId), eq(organizationDomains.id, domainId));

/** The owner first, then in the order they joined. */
const ownerFirst = [
  desc(sql`${organizationMembers.role} = 'owner'`),
  asc(organizationMembers.joinedAt),
];

const memberColumns = {
  userId: organizationMembers.userId,
  username: users.username,
  email: users.email,
  role: sql<TRole>`${organizationMembers.role}`,
  joinedAt: organizationMembers.joinedAt,
};

export function createOrganizationsRepository(db: Database) {
  async function countMembers(organizationId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, organizationId));
    return row?.value ?? 0;
  }

  return {
    /** The database (or transaction) these queries run on, for hooks that join it. */
    db,

    /** Creates the organization with its owner as the first member. */
    async create(name: string, ownerUserId: string): Promise<OrganizationRow> {
      return db.transaction(async (tx) => {
        const [organization] = await tx
          .insert(organizations)
          .values({ name, ownerUserId })
          .returning();
        await tx
          .insert(organizationMembers)
          .values({ organizationId: organization!.id, userId: ownerUserId, role: 'owner' });
        return organization!;
      });
    },

    /**
     * Holds the organization's row until the transaction ends, so changes to its members and
     * domains (and its deletion) run one after the other; false when it does not exist.
     */
    async lock(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, id))
        .for('update');
      return rows.length === 1;
    },

    async findOwnedBy(userId: string): Promise<OrganizationRow | undefined> {
      const rows = await db
        .select()
        .from(organizations)
        .where(eq(organizations.ownerUserId, userId))
        .limit(1);
      return rows[0];
    },

    async delete(id: string): Promise<void> {
      await db.delete(organizations).where(eq(organizations.id, id));
    },

    /** The user's role in the organization, or undefined when they are not a member. */
    async findMembership(organizationId: string, userId: string): Promise<Membership | undefined> {
      const rows = await db
        .select({ organization: organizations, role: memberColumns.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(isMember(organizationId, userId))
        .limit(1);
      return rows[0];
    },

    /** The user's organizations: the one they own first, then in the order they joined. */
    async listMemberships(userId: string): Promise<Membership[]> {
      return db
        .select({ organization: organizations, role: memberColumns.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
        .orderBy(...ownerFirst, asc(organizations.id));
    },

    async setRequireOnDevice(id: string, isRequired: boolean): Promise<OrganizationRow> {
      const [row] = await db
        .update(organizations)
        .set({ requireOnDevice: isRequired })
        .where(eq(organizations.id, id))
        .returning();
      return row!;
    },

    /**
     * The first of the user's organizations (owned first, then in joining order) that requires
     * on-device processing, or undefined.
     */
    async findRequiringOnDevice(userId: string): Promise<OrganizationRow | undefined> {
      const rows = await db
        .select({ organization: organizations })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.userId, userId), eq(organizations.requireOnDevice, true)))
        .orderBy(...ownerFirst, asc(organizations.id))
        .limit(1);
      return rows[0]?.organization;
    },

    async facts(organization: OrganizationRow): Promise<OrganizationFacts> {
      const [owner] = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, organization.ownerUserId));
      const [domains] = await db
        .select({ value: count() })
        .from(organizationDomains)
        .where(
          and(
            eq(organizationDomains.organizationId, organization.id),
            isNotNull(organizationDomains.verifiedAt),
          ),
        );
      return {
        owner: owner!,
        memberCount: await countMembers(organization.id),
        verifiedDomainCount: domains?.value ?? 0,
      };
    },

    countMembers,

    /** One page of members: the owner first, then by the time they joined. */
    async listMembers(organizationId: string, page: number, size: number): Promise<MemberView[]> {
      return db
        .select(memberColumns)
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(...ownerFirst, asc(organizationMembers.userId))
        .limit(size)
        .offset((page - 1) * size);
    },

    async findMember(organizationId: string, userId: string): Promise<MemberView | undefined> {
      const rows = await db
        .select(memberColumns)
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(isMember(organizationId, userId))
        .limit(1);
      return rows[0];
    },

    /** Adds the member; false when they already were one. */
    async addMember(organizationId: string, userId: string, role: TRole): Promise<boolean> {
      const rows = await db
        .insert(organizationMembers)
        .values({ organizationId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: organizationMembers.userId });
      return rows.length === 1;
    },

    async setRole(organizationId: string, userId: string, role: TRole): Promise<void> {
      await db.update(organizationMembers).set({ role }).where(isMember(organizationId, userId));
    },

    async removeMember(organizationId: string, userId: string): Promise<void> {
      await db.delete(organizationMembers).where(isMember(organizationId, userId));
    },

    async listDomains(organizationId: string): Promise<OrganizationDomainRow[]> {
      return db
        .select()
        .from(organizationDomains)
        .where(eq(organizationDomains.organizationId, organizationId))
        .orderBy(asc(organizationDomains.createdAt), asc(organizationDomains.domain));
    },

    async findDomain(
      organizationId: string,
      domainId: string,
    ): Promise<OrganizationDomainRow | undefined> {
      const rows = await db
        .select()
        .from(organizationDomains)
        .where(isDomainOf(organizationId, domainId))
        .limit(1);
      return rows[0];
    },

    /** Adds the domain; undefined when the organization already has it. */
    async addDomain(
      organizationId: string,
      domain: string,
      verificationToken: string,
    ): Promise<OrganizationDomainRow | undefined> {
      const rows = await db
        .insert(organizationDomains)
        .values({ organizationId, domain, verificationToken })
        .onConflictDoNothing()
        .returning();
      return rows[0];
    },

    /** Whether another organization has verified the domain. */
    async isVerifiedElsewhere(organizationId: string, domain: string): Promise<boolean> {
      const rows = await db
        .select({ organizationId: organizationDomains.organizationId })
        .from(organizationDomains)
        .where(
          and(eq(organizationDomains.domain, domain), isNotNull(organizationDomains.verifiedAt)),
        );
      return rows.some((row) => row.organizationId !== organizationId);
    },

    /** Marks a pending domain verified; undefined when it is gone or verified already. */
    async markVerified(id: string, time: Date): Promise<OrganizationDomainRow | undefined> {
      const [row] = await db
        .update(organizationDomains)
        .set({ verifiedAt: time })
        .where(and(eq(organizationDomains.id, id), isNull(organizationDomains.verifiedAt)))
        .returning();
      return row;
    },

    async deleteDomain(organizationId: string, domainId: string): Promise<boolean> {
      const rows = await db
        .delete(organizationDomains)
        .where(isDomainOf(organizationId, domainId))
        .returning({ id: organizationDomains.id });
      return rows.length === 1;
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
