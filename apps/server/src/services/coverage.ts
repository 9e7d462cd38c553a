import { ORGANIZATION_MESSAGES } from '@workbench/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import {
  createOrganizationsRepository,
  type Membership,
} from '../repositories/organizations.repository';
import {
  createSubscriptionsRepository,
  type SubscriptionScope,
  type SubscriptionWithPlan,
} from '../repositories/subscriptions.repository';

/** A subscription that applies to a user's work, and the membership it comes through. */
export type Coverage = SubscriptionWithPlan & { membership: Membership | null };

type Candidate = { scope: SubscriptionScope; membership: Membership | null };

const mayUsePlan = (membership: Membership) => SPENDING_ROLES.has(membership.role);

/** Roles whose work an organization's plan covers: a viewer sees it, and spends none of it. */
const SPENDING_ROLES = new Set(['owner', 'admin', 'member']);

/**
 * Which subscription covers a user (subscriptions §4, workspace §7). In an organization
 * context (the organization header, once membership is checked) the organization's
 * subscription comes first, then the user's own. Without one the user's own comes first, then
 * those of their organizations: the one they own, then in the order they joined. An
 * organization's plan covers its owner, admins and members, not its viewers (decision 0067): a
 * viewer's work, in the organization's context too, is their own plan's.
 */
export function createCoverage(db: Database, now: () => Date = () => new Date()) {
  const subscriptions = createSubscriptionsRepository(db);
  const organizations = createOrganizationsRepository(db);

  async function candidates(userId: string, organizationId?: string): Promise<Candidate[]> {
    const personal: Candidate = { scope: { userId }, membership: null };
    if (organizationId === undefined) {
      const memberships = await organizations.listMemberships(userId);
      return [
        personal,
        ...memberships.filter(mayUsePlan).map((membership) => ({
          scope: { organizationId: membership.organization.id },
          membership,
        })),
      ];
    }
    const membership = await organizations.findMembership(organizationId, userId);
    if (membership === undefined) throw new AppError('FORBIDDEN', ORGANIZATION_MESSAGES.notMember);
    if (!mayUsePlan(membership)) return [personal];
    return [{ scope: { organizationId }, membership }, personal];
  }

  async function running(userId: string, organizationId?: string): Promise<Coverage | undefined> {
    const time = now();
    for (const candidate of await candidates(userId, organizationId)) {
      const found = await subscriptions.findSubscribed(candidate.scope, time);
      if (found !== undefined) return { ...found, membership: candidate.membership };
    }
    return undefined;
  }

  return {
    /** The running (active or trialing, period not over) subscription: premium and metering. */
    running,

    /** What the subscription page shows: the running one, else the newest in the same order. */
    async current(userId: string, organizationId?: string): Promise<Coverage | undefined> {
      const found = await running(userId, organizationId);
      if (found !== undefined) return found;
      for (const candidate of await candidates(userId, organizationId)) {
        const newest = await subscriptions.findCurrent(candidate.scope);
        if (newest !== undefined) return { ...newest, membership: candidate.membership };
      }
      return undefined;
    },
  };
}

export type SubscriptionCoverage = ReturnType<typeof createCoverage>;
