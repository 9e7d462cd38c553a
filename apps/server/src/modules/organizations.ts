import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createTxtLookup } from '../organizations/domain-check';
import { organizationsRoutes } from '../routes/organizations.routes';
import {
  createOrganizationsService,
  type OrganizationHooks,
} from '../services/organizations.service';
import type { AccountHooks } from '../services/users.service';

type Dependencies = {
  db: Database;
  config: Pick<Config, 'dnsServers'>;
  accountHooks: AccountHooks;
};

/**
 * Organizations, members and domains. Registered before billing, so its account-deletion check
 * (an owner with members) runs before billing cancels anything at the provider. Returns the
 * hooks billing joins to end an organization's subscription when it is deleted.
 */
export async function registerOrganizations(app: FastifyInstance, deps: Dependencies) {
  const { db, config, accountHooks } = deps;
  const hooks: OrganizationHooks = { beforeOrganizationDeleted: [] };
  const lookupTxt = createTxtLookup(config.dnsServers);
  const service = createOrganizationsService({ db, lookupTxt, hooks });
  await app.register(organizationsRoutes, { service });
  accountHooks.beforeAccountDeleted.push((tx, userId) => service.checkAccountDeletion(tx, userId));
  return { hooks };
}
