import { z } from 'zod';
import { pagedEnvelope, successEnvelope } from '../envelope';
import { ZMemberRole, ZOrganizationName, ZRole, ZDomain } from '../rules/organization';
import { ZSubscriptionStatus } from './billing';

/**
 * Paths of the organization calls (subscriptions §7 leaves them open; decision 0017). The
 * organization's subscription is bought through the billing checkout with `org_id`.
 */
export const ORGANIZATION_PATHS = {
  organizations: '/api/organizations',
  organization: '/api/organizations/:orgId',
  members: '/api/organizations/:orgId/members',
  member: '/api/organizations/:orgId/members/:userId',
  domains: '/api/organizations/:orgId/domains',
  domain: '/api/organizations/:orgId/domains/:domainId',
  verifyDomain: '/api/organizations/:orgId/domains/:domainId/verify',
  subscription: '/api/organizations/:orgId/subscription',
  subscriptionAutoRenew: '/api/organizations/:orgId/subscription/auto-renew',
  subscriptionCancel: '/api/organizations/:orgId/subscription/cancel',
  /** Adding a member invites them (decision 0035): the organization's open invitations. */
  invitations: '/api/organizations/:orgId/invitations',
  invitation: '/api/organizations/:orgId/invitations/:invitationId',
  /** The signed-in user's invitations, and their answers. */
  myInvitations: '/api/organizations/invitations',
  acceptInvitation: '/api/organizations/invitations/:invitationId/accept',
  declineInvitation: '/api/organizations/invitations/:invitationId/decline',
} as const;

/** How long an invitation can be accepted. */
export const INVITATION_VALIDITY_DAYS = 14;

/**
 * The organization context of a request (workspace §7): processing, detection and the current
 * subscription count against this organization once the server has checked the membership.
 */
export const ORGANIZATION_HEADER = 'X-Organization-Id';

/** The page size of the member list when none is asked for (subscriptions §7). */
export const MEMBERS_PAGE_SIZE = 20;
export const MEMBERS_PAGE_SIZE_MAX = 100;

/** The TXT record value that proves control of a domain starts with this. */
export const DOMAIN_TOKEN_PREFIX = 'workbench-domain-verification=';

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found',
  notMember: 'You are not a member of this organization',
  alreadyOwner: 'You already own an organization',
  ownerOnly: 'Only the organization owner can do this',
  managersOnly: 'Only organization owners and admins can manage the organization',
  subscriptionManagersOnly: 'Only organization owners and admins can cancel or modify',
  ownerProtected: 'The organization owner cannot be removed or given another role',
  adminsByOwner: 'Only the organization owner can add, change or remove admins',
  userNotFound: 'No user with a verified account has that e-mail address or username',
  alreadyMember: 'This user is already a member of the organization',
  alreadyInvited: 'This user is already invited to the organization',
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'This invitation has expired. Ask the organization to invite you again.',
  memberNotFound: 'Member not found',
  domainNotFound: 'Domain not found',
  domainExists: 'This domain is already added to the organization',
  domainTaken: 'This domain is verified by another organization',
  domainAlreadyVerified: 'This domain is already verified',
  ownerHasMembers:
    'You own an organization with other members. Remove its members or delete the organization first.',
} as const;

/** Why a domain could not be verified, worded with the domain and the record looked for. */
export function domainRecordMissingMessage(domain: string): string {
  return `No TXT record was found on ${domain}. Add the verification token as a TXT record and try again; DNS changes can take a while to appear.`;
}

export function domainTokenMissingMessage(domain: string): string {
  return `The TXT records on ${domain} do not contain this verification token.`;
}

export function domainLookupFailedMessage(domain: string): string {
  return `The DNS lookup for ${domain} failed. Try again later.`;
}

export const ZOrganizationSubscription = z.object({
  plan: z.string(),
  plan_code: z.string(),
  status: ZSubscriptionStatus,
  auto_renew: z.boolean(),
  current_period_end: z.iso.datetime(),
  usage: z.object({ pages_used: z.int(), pages_limit: z.int() }),
});
export type TOrganizationSubscription = z.infer<typeof ZOrganizationSubscription>;

export const ZOrganization = z.object({
  org_id: z.string(),
  name: z.string(),
  owner_user_id: z.string(),
  owner_username: z.string(),
  owner_email: z.string(),
  created_at: z.iso.datetime(),
  /** The caller's role in this organization. */
  role: ZRole,
  member_count: z.int().nonnegative(),
  verified_domain_count: z.int().nonnegative(),
  /** The newest subscription of the organization, whatever its status; null when it has none. */
  subscription: ZOrganizationSubscription.nullable(),
  /**
   * Members process documents on their own devices (issue 54): the server refuses their document
   * uploads. Owners and admins change it; every member sees it.
   */
  require_on_device: z.boolean(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZMember = z.object({
  user_id: z.string(),
  username: z.string(),
  email: z.string(),
  role: ZRole,
  joined_at: z.iso.datetime(),
});
export type TMember = z.infer<typeof ZMember>;

/**
 * An invitation as the organization sees it: the invited user's name only, never the address,
 * until they accept and become a member.
 */
export const ZOrganizationInvitation = z.object({
  invitation_id: z.string(),
  username: z.string(),
  role: ZMemberRole,
  status: z.enum(['pending', 'declined', 'expired']),
  invited_by_username: z.string().nullable(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type TOrganizationInvitation = z.infer<typeof ZOrganizationInvitation>;

/** An open invitation as the invited user sees it. */
export const ZMyInvitation = z.object({
  invitation_id: z.string(),
  org_id: z.string(),
  organization_name: z.string(),
  role: ZMemberRole,
  invited_by_username: z.string().nullable(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type TMyInvitation = z.infer<typeof ZMyInvitation>;

export const ZDomainRecord = z.object({
  domain_id: z.string(),
  domain: z.string(),
  verified: z.boolean(),
  /** Shown to owners and admins only (null for other members). */
  verification_token: z.string().nullable(),
  created_at: z.iso.datetime(),
  verified_at: z.iso.datetime().nullable(),
});
export type TDomainRecord = z.infer<typeof ZDomainRecord>;

export const ZCreateOrganizationRequest = z.object({ name: ZOrganizationName });
export const ZAddDomainRequest = z.object({ domain: ZDomain });
export const ZUpdateMemberRequest = z.object({ role: ZMemberRole });
/** The organization's policies an owner or admin changes (`PATCH …/{orgId}`). */
export const ZUpdateOrganizationRequest = z.object({
  require_on_device: z.boolean({ error: 'require_on_device must be true or false' }),
});
export type TUpdateOrganizationRequest = z.infer<typeof ZUpdateOrganizationRequest>;

export const ZMembersQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).default(1),
  size: z.coerce
    .number({ error: 'size must be a number' })
    .int()
    .min(1)
    .max(MEMBERS_PAGE_SIZE_MAX)
    .default(MEMBERS_PAGE_SIZE),
});

export const ZOrganizationsResponse = successEnvelope(z.array(ZOrganization));
export const ZOrganizationResponse = successEnvelope(ZOrganization);
export const ZMembersResponse = pagedEnvelope(ZMember);
export const ZMemberResponse = successEnvelope(ZMember);
export const ZInvitationResponse = successEnvelope(ZOrganizationInvitation);
export const ZInvitationsResponse = successEnvelope(z.array(ZOrganizationInvitation));
export const ZMyInvitationsResponse = successEnvelope(z.array(ZMyInvitation));
export const ZDomainsResponse = successEnvelope(z.array(ZDomainRecord));
export const ZDomainResponse = successEnvelope(ZDomainRecord);
