import {
  DOMAIN_TOKEN_PREFIX,
  ORGANIZATION_MESSAGES,
  domainLookupFailedMessage,
  domainRecordMissingMessage,
  domainTokenMissingMessage,
  type TDomainRecord,
  type TMember,
  type TOrganization,
  type TPageMeta,
  type TRole,
  type TSubscriptionStatus,
  type TUpdateOrganizationRequest,
} from '@workbench/contracts';
import { createToken } from '../auth/tokens';
import type { Database } from '../db/database';
import type { OrganizationDomainRow, OrganizationRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkDomain, type TxtLookup } from '../organizations/domain-check';
import {
  isManager,
  requireManager,
  requireMayChangeRole,
  requireMayRemove,
  requireOwner,
} from '../organizations/permissions';
import {
  createOrganizationsRepository,
  type Membership,
  type MemberView,
  type OrganizationsRepository,
} from '../repositories/organizations.repository';
import { createSubscriptionsRepository } from '../repositories/subscriptions.repository';

export type OrganizationHooks = {
  /** Run inside the deletion's transaction, before the organization row goes. */
  beforeOrganizationDeleted: Array<(tx: Database, organization: OrganizationRow) => Promise<void>>;
};

type Dependencies = {
  db: Database;
  lookupTxt: TxtLookup;
  hooks: OrganizationHooks;
  now?: () => Date;
};

function presentMember(member: MemberView): TMember {
  return {
    user_id: member.userId,
    username: member.username,
    email: member.email,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
  };
}

function presentDomain(row: OrganizationDomainRow, role: TRole): TDomainRecord {
  return {
    domain_id: row.id,
    domain: row.domain,
    verified: row.verifiedAt !== null,
    verification_token: isManager(role) ? row.verificationToken : null,
    created_at: row.createdAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
  };
}

/** Organizations, their members and domains (subscriptions §2–§6). */
export function createOrganizationsService({
  db,
  lookupTxt,
  hooks,
  now = () => new Date(),
}: Dependencies) {
  const organizations = createOrganizationsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);

  /** The caller's membership; a stranger is told the organization does not exist. */
  async function membershipOf(user: UserRow, organizationId: string): Promise<Membership> {
    const membership = await organizations.findMembership(organizationId, user.id);
    if (membership === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
    return membership;
  }

  /**
   * Runs a change with the organization's row locked and the caller's role read in the same
   * transaction, so a role taken away or an organization deleted a moment ago is seen, and
   * changes to one organization's members and domains happen one at a time. `change` must use
   * `rows` only: PGlite has one connection, which the transaction holds.
   */
  async function changing<T>(
    user: UserRow,
    organizationId: string,
    change: (rows: OrganizationsRepository, membership: Membership) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const rows = createOrganizationsRepository(tx);
      const membership = (await rows.lock(organizationId))
        ? await rows.findMembership(organizationId, user.id)
        : undefined;
      if (membership === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
      return change(rows, membership);
    });
  }

  async function present({ organization, role }: Membership): Promise<TOrganization> {
    const facts = await organizations.facts(organization);
    const newest = await subscriptions.findCurrent({ organizationId: organization.id });
    return {
      org_id: organization.id,
      name: organization.name,
      owner_user_id: organization.ownerUserId,
      owner_username: facts.owner.username,
      owner_email: facts.owner.email,
      created_at: organization.createdAt.toISOString(),
      role,
      member_count: facts.memberCount,
      verified_domain_count: facts.verifiedDomainCount,
      require_on_device: organization.requireOnDevice,
      subscription:
        newest === undefined
          ? null
          : {
              plan: newest.plan.planName,
              plan_code: newest.plan.planCode,
              status: newest.subscription.status as TSubscriptionStatus,
              auto_renew: newest.subscription.autoRenew,
              current_period_end: newest.subscription.currentPeriodEnd.toISOString(),
              usage: {
                pages_used: newest.subscription.pagesUsed,
                pages_limit: newest.subscription.pagesLimit,
              },
            },
    };
  }

  async function memberOf(
    rows: OrganizationsRepository,
    organizationId: string,
    userId: string,
  ): Promise<MemberView> {
    const member = await rows.findMember(organizationId, userId);
    if (member === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.memberNotFound);
    return member;
  }

  return {
    /** For areas acting on an organization's members (invitations): the caller's role. */
    roleOf: async (user: UserRow, organizationId: string): Promise<TRole> =>
      (await membershipOf(user, organizationId)).role,

    changing,

    async list(user: UserRow): Promise<TOrganization[]> {
      const memberships = await organizations.listMemberships(user.id);
      return Promise.all(memberships.map(present));
    },

    async create(user: UserRow, name: string): Promise<TOrganization> {
      if ((await organizations.findOwnedBy(user.id)) !== undefined)
        throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyOwner);
      try {
        const organization = await organizations.create(name, user.id);
        return present({ organization, role: 'owner' });
      } catch (error) {
        // Two creations at once: the unique owner index lets one through.
        if ((await organizations.findOwnedBy(user.id)) !== undefined)
          throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyOwner);
        throw error;
      }
    },

    async get(user: UserRow, organizationId: string): Promise<TOrganization> {
      return present(await membershipOf(user, organizationId));
    },

    /** Changes the organization's policies (owners and admins): on-device processing. */
    async update(
      user: UserRow,
      organizationId: string,
      { require_on_device }: TUpdateOrganizationRequest,
    ): Promise<TOrganization> {
      const membership = await changing(user, organizationId, async (rows, { role }) => {
        requireManager(role);
        return {
          organization: await rows.setRequireOnDevice(organizationId, require_on_device),
          role,
        };
      });
      return present(membership);
    },

    /** Deletes the organization: its subscription ends at the provider first (owner only). */
    async remove(user: UserRow, organizationId: string): Promise<void> {
      await changing(user, organizationId, async (rows, { organization, role }) => {
        requireOwner(role);
        for (const hook of hooks.beforeOrganizationDeleted) await hook(rows.db, organization);
        await rows.delete(organization.id);
      });
    },

    async listMembers(
      user: UserRow,
      organizationId: string,
      page: number,
      size: number,
    ): Promise<{ members: TMember[]; meta: TPageMeta }> {
      await membershipOf(user, organizationId);
      const [members, total] = await Promise.all([
        organizations.listMembers(organizationId, page, size),
        organizations.countMembers(organizationId),
      ]);
      return {
        members: members.map(presentMember),
        meta: { total_items: total, page, page_size: size },
      };
    },

    async updateRole(
      user: UserRow,
      organizationId: string,
      userId: string,
      to: TRole,
    ): Promise<TMember> {
      return changing(user, organizationId, async (rows, { role }) => {
        // Refused before the look-up, so a member cannot probe who else belongs.
        requireManager(role);
        const target = await memberOf(rows, organizationId, userId);
        requireMayChangeRole(role, target.role, to);
        await rows.setRole(organizationId, userId, to);
        return presentMember({ ...target, role: to });
      });
    },

    /** Removes a member; any member but the owner may also remove themselves (leave). */
    async removeMember(user: UserRow, organizationId: string, userId: string): Promise<void> {
      await changing(user, organizationId, async (rows, { role }) => {
        const isSelf = userId === user.id;
        // Refused before the look-up, so a member cannot probe who else belongs.
        if (!isSelf) requireManager(role);
        const target = await memberOf(rows, organizationId, userId);
        requireMayRemove(role, target.role, isSelf);
        await rows.removeMember(organizationId, userId);
      });
    },

    async listDomains(user: UserRow, organizationId: string): Promise<TDomainRecord[]> {
      const { role } = await membershipOf(user, organizationId);
      const rows = await organizations.listDomains(organizationId);
      return rows.map((row) => presentDomain(row, role));
    },

    async addDomain(user: UserRow, organizationId: string, domain: string) {
      return changing(user, organizationId, async (rows, { role }) => {
        requireManager(role);
        const token = `${DOMAIN_TOKEN_PREFIX}${createToken()}`;
        const row = await rows.addDomain(organizationId, domain, token);
        if (row === undefined) throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.domainExists);
        return presentDomain(row, role);
      });
    },

    /** Looks the token up in the domain's TXT records; found, the domain is verified. */
    async verifyDomain(user: UserRow, organizationId: string, domainId: string) {
      const { role } = await membershipOf(user, organizationId);
      requireManager(role);
      const row = await organizations.findDomain(organizationId, domainId);
      if (row === undefined) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.domainNotFound);
      if (row.verifiedAt !== null)
        throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.domainAlreadyVerified);
      if (await organizations.isVerifiedElsewhere(organizationId, row.domain))
        throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.domainTaken);
      const outcome = await checkDomain(lookupTxt, row.domain, row.verificationToken);
      if (outcome === 'no_record')
        throw new AppError('UNPROCESSABLE', domainRecordMissingMessage(row.domain));
      if (outcome === 'wrong_token')
        throw new AppError('UNPROCESSABLE', domainTokenMissingMessage(row.domain));
      if (outcome === 'lookup_failed')
        throw new AppError('SERVICE_UNAVAILABLE', domainLookupFailedMessage(row.domain));
      try {
        // The DNS answer took a while: the caller's role and the domain are checked again.
        return await changing(user, organizationId, async (rows, membership) => {
          requireManager(membership.role);
          const verified = await rows.markVerified(row.id, now());
          if (verified !== undefined) return presentDomain(verified, membership.role);
          if ((await rows.findDomain(organizationId, domainId)) === undefined)
            throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.domainNotFound);
          throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.domainAlreadyVerified);
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Another organization verified it a moment ago (the unique index on verified domains).
        if (await organizations.isVerifiedElsewhere(organizationId, row.domain))
          throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.domainTaken);
        throw error;
      }
    },

    async removeDomain(user: UserRow, organizationId: string, domainId: string): Promise<void> {
      await changing(user, organizationId, async (rows, { role }) => {
        requireManager(role);
        if (!(await rows.deleteDomain(organizationId, domainId)))
          throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.domainNotFound);
      });
    },

    /**
     * Account deletion: an owner whose organization has other members must remove them or
     * delete the organization first; an organization of one goes with its owner.
     */
    async checkAccountDeletion(tx: Database, userId: string): Promise<void> {
      const rows = createOrganizationsRepository(tx);
      const owned = await rows.findOwnedBy(userId);
      // Locked first, so a member added at this moment is either counted or refused.
      if (
        owned !== undefined &&
        (await rows.lock(owned.id)) &&
        (await rows.countMembers(owned.id)) > 1
      )
        throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.ownerHasMembers);
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
