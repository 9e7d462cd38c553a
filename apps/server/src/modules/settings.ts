import multipart from '@fastify/multipart';
import { LIMITS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { entitiesRoutes } from '../routes/entities.routes';
import { patternsRoutes } from '../routes/patterns.routes';
import { settingsRoutes } from '../routes/settings.routes';
import { createEntitiesService } from '../services/entities.service';
import { createPatternsService } from '../services/patterns.service';
import { createSettingsTransferService } from '../services/settings-transfer.service';
import { createSettingsService } from '../services/settings.service';
import type { Premium } from '../services/premium';
import type { AccountHooks } from '../services/users.service';

/** An import is one JSON file; a larger one is read only far enough to say it is too large. */
const IMPORT_LIMITS = { fileSize: LIMITS.settingsImportBytes, files: 1, fields: 10, parts: 11 };

/** User settings: general settings, entity lists, search terms, ignore list, export and import. */
export async function registerSettings(
  app: FastifyInstance,
  { db, hooks, premium }: { db: Database; hooks: AccountHooks; premium: Premium },
) {
  const entities = createEntitiesService({ db, premium });
  hooks.onDepartmentChanged.push((tx, change) => entities.swapPredefined(tx, change));
  await app.register(entitiesRoutes, { service: entities });
  await app.register(patternsRoutes, { service: createPatternsService({ db, premium }) });
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: IMPORT_LIMITS, throwFileSizeLimit: false });
    await scope.register(settingsRoutes, {
      settings: createSettingsService({ db, premium }),
      transfer: createSettingsTransferService({ db, premium }),
    });
  });
}
