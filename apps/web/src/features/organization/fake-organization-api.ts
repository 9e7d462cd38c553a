import {
  DOMAIN_TOKEN_PREFIX,
  ORGANIZATION_HEADER,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_PATHS,
  type TCurrentSubscription,
  type TDomainRecord,
  type TErrorCode,
  type TMember,
  type TMyInvitation,
  type TOrganization,
  type TOrganizationInvitation,
} from '@workbench/contracts';
import { testUser } from '../../test/fake-api';
import { fail, json, ok } from '../../test/fake-http';
import { installFakePricingApi } from '../pricing/fake-pricing-api';

const OWNER_ID = 'b5a0f3e2-0000-4000-8000-000000000001';

export function buildOrganization(overrides: Partial<TOrganization> = {}): TOrganization {
  return {
    org_id: '0c1f4d0e-1111-4111-8111-000000000001',
    name: 'Nordmann AS',
    owner_user_id: OWNER_ID,
    owner_username: 'ola',
    owner_email: 'ola@nordmann.no',
    created_at: '2026-03-01T10:00:00.000Z',
    role: 'member',
    member_count: 3,
    verified_domain_count: 1,
    subscription: null,
    require_on_device: false,
    ...overrides,
  };
}

/** The organization owned by the signed-in test user. */
export function buildOwnedOrganization(overrides: Partial<TOrganization> = {}): TOrganization {
  return buildOrganization({
    owner_user_id: testUser.id,
    owner_username: testUser.username,
    owner_email: testUser.email,
    role: 'owner',
    ...overrides,
  });
}

export function buildMember(overrides: Partial<TMember> = {}): TMember {
  return {
    user_id: 'c7e1a2b3-0000-4000-8000-000000000002',
    username: 'per',
    email: 'per@nordmann.no',
    role: 'member',
    joined_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** Owner ola, admin anne, member per and the signed-in user kari with `ownRole`. */
export function buildMembers(ownRole: TMember['role']): TMember[] {
  return [
    buildMember({ user_id: OWNER_ID, username: 'ola', email: 'ola@nordmann.no', role: 'owner' }),
    buildMember({
      user_id: 'admin-anne',
      username: 'anne',
      email: 'anne@nordmann.no',
      role: 'admin',
    }),
    buildMember(),
    buildMember({ user_id: testUser.id, username: testUser.username, role: ownRole }),
  ];
}

export function buildDomain(overrides: Partial<TDomainRecord> = {}): TDomainRecord {
  return {
    domain_id: 'domain-1',
    domain: 'nordmann.no',
    verified: false,
    verification_token: `${DOMAIN_TOKEN_PREFIX}abc123`,
    created_at: '2026-03-03T10:00:00.000Z',
    verified_at: null,
    ...overrides,
  };
}

type Handler = (params: Record<string, string>, body: unknown, query: URLSearchParams) => Response;

type FakeOrganizationOptions = {
  organizations?: TOrganization[];
  members?: TMember[];
  myInvitations?: TMyInvitation[];
  domains?: TDomainRecord[];
  organizationSubscription?: TCurrentSubscription | null;
  subscription?: TCurrentSubscription | null;
};

function matcher(template: string): RegExp {
  return new RegExp(`^${template.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
}

/**
 * The fake pricing API (signed in), its state extended with the organization calls over one
 * organization's members and domains. `state.refusals` makes a call fail, keyed 'METHOD
 * template' with a template of ORGANIZATION_PATHS; `state.requests` records what was sent, with
 * the organization header. A header naming an organization not in the list is refused, as the
 * server refuses a non-member.
 */
export function installFakeOrganizationApi(options: FakeOrganizationOptions = {}) {
  const api = installFakePricingApi({ signedIn: true, subscription: options.subscription ?? null });
  const base = api.fetchMock.getMockImplementation()!;
  const state = Object.assign(api.state, {
    organizations: options.organizations ?? [],
    members: options.members ?? [],
    domains: options.domains ?? [],
    invitations: [] as TOrganizationInvitation[],
    myInvitations: options.myInvitations ?? [],
    organizationSubscription: options.organizationSubscription ?? null,
    refusals: new Map<string, [TErrorCode, string]>(),
    requests: [] as {
      method: string;
      path: string;
      search: string;
      organizationId: string | null;
    }[],
  });
  const { organizations, organization, members, member, domains, domain } = ORGANIZATION_PATHS;
  const routes: Record<string, Handler> = {
    [`GET ${organizations}`]: () => ok(state.organizations),
    [`POST ${organizations}`]: (_, body) => {
      const created = buildOwnedOrganization({
        org_id: '0c1f4d0e-1111-4111-8111-000000000099',
        name: (body as { name: string }).name,
        member_count: 1,
        verified_domain_count: 0,
      });
      state.organizations.push(created);
      return ok(created, 201);
    },
    [`PATCH ${organization}`]: ({ orgId }, body) => {
      const { require_on_device } = body as { require_on_device: boolean };
      state.organizations = state.organizations.map((item) =>
        item.org_id === orgId ? { ...item, require_on_device } : item,
      );
      return ok(state.organizations.find((item) => item.org_id === orgId));
    },
    [`DELETE ${organization}`]: ({ orgId }) => {
      state.organizations = state.organizations.filter((item) => item.org_id !== orgId);
      return ok(null);
    },
    [`GET ${members}`]: (_, __, query) => {
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const data = state.members.slice((page - 1) * size, page * size);
      const meta = { total_items: state.members.length, page, page_size: size };
      return json(200, { success: true, data, meta });
    },
    [`POST ${members}`]: (_, body) => {
      const { identifier, role } = body as { identifier: string; role: TMember['role'] };
      const invitation: TOrganizationInvitation = {
        invitation_id: `invitation-${identifier}`,
        username: identifier,
        role: role === 'owner' ? 'member' : role,
        status: 'pending',
        invited_by_username: 'kari',
        created_at: '2026-11-20T10:00:00.000Z',
        expires_at: '2026-12-04T10:00:00.000Z',
      };
      state.invitations.push(invitation);
      return ok(invitation, 201);
    },
    [`GET ${ORGANIZATION_PATHS.invitations}`]: () => ok(state.invitations),
    [`DELETE ${ORGANIZATION_PATHS.invitation}`]: ({ invitationId }) => {
      state.invitations = state.invitations.filter((item) => item.invitation_id !== invitationId);
      return ok(null);
    },
    [`GET ${ORGANIZATION_PATHS.myInvitations}`]: () => ok(state.myInvitations),
    [`POST ${ORGANIZATION_PATHS.acceptInvitation}`]: ({ invitationId }) => {
      const invitation = state.myInvitations.find((item) => item.invitation_id === invitationId)!;
      state.myInvitations = state.myInvitations.filter((item) => item !== invitation);
      const joined = buildOrganization({
        org_id: invitation.org_id,
        name: invitation.organization_name,
        role: invitation.role,
      });
      state.organizations.push(joined);
      return ok(joined);
    },
    [`POST ${ORGANIZATION_PATHS.declineInvitation}`]: ({ invitationId }) => {
      state.myInvitations = state.myInvitations.filter(
        (item) => item.invitation_id !== invitationId,
      );
      return ok(null);
    },
    [`PUT ${member}`]: ({ userId }, body) => {
      const { role } = body as { role: TMember['role'] };
      state.members = state.members.map((item) =>
        item.user_id === userId ? { ...item, role } : item,
      );
      return ok(state.members.find((item) => item.user_id === userId));
    },
    [`DELETE ${member}`]: ({ orgId, userId }) => {
      state.members = state.members.filter((item) => item.user_id !== userId);
      // Leaving: the organization is no longer the user's.
      if (userId === testUser.id) {
        state.organizations = state.organizations.filter((item) => item.org_id !== orgId);
      }
      return ok(null);
    },
    [`GET ${domains}`]: () => ok(state.domains),
    [`POST ${domains}`]: (_, body) => {
      const added = buildDomain({
        domain_id: 'domain-new',
        domain: (body as { domain: string }).domain,
      });
      state.domains.push(added);
      return ok(added, 201);
    },
    [`POST ${ORGANIZATION_PATHS.verifyDomain}`]: ({ domainId }) => {
      const record = state.domains.find((item) => item.domain_id === domainId)!;
      const verified = { ...record, verified: true, verified_at: '2026-03-04T10:00:00.000Z' };
      state.domains = state.domains.map((item) => (item === record ? verified : item));
      return ok(verified);
    },
    [`DELETE ${domain}`]: ({ domainId }) => {
      state.domains = state.domains.filter((item) => item.domain_id !== domainId);
      return ok(null);
    },
    [`GET ${ORGANIZATION_PATHS.subscription}`]: () =>
      state.organizationSubscription
        ? ok(state.organizationSubscription)
        : fail('NOT_FOUND', 'The organization has no subscription'),
    [`PUT ${ORGANIZATION_PATHS.subscriptionAutoRenew}`]: (_, body) => {
      const { auto_renew } = body as { auto_renew: boolean };
      state.organizationSubscription = { ...state.organizationSubscription!, auto_renew };
      return ok(state.organizationSubscription);
    },
    [`POST ${ORGANIZATION_PATHS.subscriptionCancel}`]: () => {
      state.organizationSubscription = {
        ...state.organizationSubscription!,
        cancel_at_period_end: true,
      };
      return ok(state.organizationSubscription);
    },
  };
  // Fixed paths first: /organizations/invitations is not an organization's id.
  const entries = Object.entries(routes).sort(
    ([a], [b]) => Number(a.includes('/:orgId')) - Number(b.includes('/:orgId')),
  );
  const table = entries.map(([key, handler]) => {
    const [method, template] = key.split(' ') as [string, string];
    return { key, method, pattern: matcher(template), handler };
  });

  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const organizationId = new Headers(init?.headers).get(ORGANIZATION_HEADER);
    state.requests.push({ method, path: url.pathname, search: url.search, organizationId });
    const isKnown = state.organizations.some((item) => item.org_id === organizationId);
    if (organizationId !== null && !isKnown) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return fail('FORBIDDEN', ORGANIZATION_MESSAGES.notMember);
    }
    for (const route of table) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (match === null) continue;
      await new Promise((resolve) => setTimeout(resolve, 0));
      const refusal = state.refusals.get(route.key);
      if (refusal) return fail(...refusal);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return route.handler(match.groups ?? {}, body, url.searchParams);
    }
    return base(input, init);
  });
  return { ...api, state };
}
