import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { templatesRoutes } from '../routes/templates.routes';
import { createTemplatesService } from '../services/templates.service';

/** Redaction templates: per-user named boxes of a form, applied to other copies of it. */
export async function registerTemplates(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(templatesRoutes, { service: createTemplatesService({ db }) });
}
