import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An organization shares a subscription among its members. Its owner is also a member row
 * with the role `owner`; a user owns at most one organization.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Members process documents on their own devices: the server refuses their uploads. */
    requireOnDevice: boolean('require_on_device').notNull().default(false),
  },
  (table) => [uniqueIndex('organizations_owner_key').on(table.ownerUserId)],
);

export type OrganizationRow = typeof organizations.$inferSelect;

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index('organization_members_user_idx').on(table.userId),
    check(
      'organization_members_role_check',
      sql`${table.role} in ('owner', 'admin', 'member', 'viewer')`,
    ),
  ],
);

export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;

/**
 * A domain an organization claims; verified once a DNS TXT record on it holds the token. A
 * domain is verified by one organization at most.
 */
export const organizationDomains = pgTable(
  'organization_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('organization_domains_org_domain_key').on(table.organizationId, table.domain),
    uniqueIndex('organization_domains_verified_key')
      .on(table.domain)
      .where(sql`${table.verifiedAt} is not null`),
  ],
);

export type OrganizationDomainRow = typeof organizationDomains.$inferSelect;

/**
 * An invitation to join an organization (decision 0035): a member row is added only when the
 * invited user accepts. Until then the organization sees the username, never the address. A
 * declined invitation stays, so the organization sees the answer, until it invites again.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('organization_invitations_org_user_key').on(table.organizationId, table.userId),
    index('organization_invitations_user_idx').on(table.userId),
    check(
      'organization_invitations_role_check',
      sql`${table.role} in ('admin', 'member', 'viewer')`,
    ),
  ],
);

export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
