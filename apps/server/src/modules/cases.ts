import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { casesRoutes } from '../routes/cases.routes';
import { createCasesService } from '../services/cases.service';

/** Cases: the reply letter and exemption schedule of a decision, and the letter template. */
export async function registerCases(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(casesRoutes, { service: createCasesService({ db }) });
}
