import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { documentsRoutes } from '../routes/documents.routes';
import { createDocumentsService } from '../services/documents.service';

/** Redaction history: per-user records of what was redacted, without documents or names. */
export async function registerDocuments(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(documentsRoutes, { service: createDocumentsService({ db }) });
}
