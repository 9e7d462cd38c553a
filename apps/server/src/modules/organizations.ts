import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createTxtLookup } from '../organizations/domain-check';
import type { Mailer, RenderMail } from '../mail/mailer';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { invitationsRoutes } from '../routes/invitations.routes';
import { organizationsRoutes } from '../routes/organizations.routes';
import { createInvitationsService } from '../services/invitations.service';
import {
  createOrganizationsService,
  type OrganizationHooks,
} from '../services/organizations.service';
import type { AccountHooks } from '../services/users.service';

type Dependencies = {
  db: Database;
  limiter: RateLimiter;
  config: Pick<Config, 'dnsServers' | 'publicUrl'>;
  accountHooks: AccountHooks;
  mailer: Mailer;
  renderMail: RenderMail;
};

/**
 * Organizations, members (who join by accepting an invitation) and domains. Registered before billing, so its account-deletion check
 * (an owner with members) runs before billing cancels anything at the provider. Returns the
 * hooks billing joins to end an organization's subscription when it is deleted.
 */
export async function registerOrganizations(app: FastifyInstance, deps: Dependencies) {
  const { db, limiter, config, accountHooks, mailer, renderMail } = deps;
  const hooks: OrganizationHooks = { beforeOrganizationDeleted: [] };
  const lookupTxt = createTxtLookup(config.dnsServers);
  const service = createOrganizationsService({ db, lookupTxt, hooks });
  const invitations = createInvitationsService({
    db,
    organizations: service,
    mailer,
    renderMail,
    limiter,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  // First: its /organizations/invitations paths are more specific than /organizations/:orgId.
  await app.register(invitationsRoutes, { invitations });
  await app.register(organizationsRoutes, { service });
  accountHooks.beforeAccountDeleted.push((tx, userId) => service.checkAccountDeletion(tx, userId));
  return { hooks };
}
