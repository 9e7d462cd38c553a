import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/database';
import { serverPackageDir } from './package-dir';
import { createDevMailbox } from './mail/dev-mailbox';
import { createMailer } from './mail/create-mailer';
import { renderMail } from './mail/render-mail';
import { createEngines, engineStatuses, type DetectionEngines } from './detect/engines';
import { officeState } from './pdf/office-state';
import { officeWorkerScript, outsideLinksWorker } from './pdf/office-worker-script';
import type { EventStream } from './detect/event-stream';
import { createJobScheduler } from './jobs/periodic-job';
import { createMemoryStore } from './rate-limit/memory-store';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createRedisStore } from './rate-limit/redis-store';
import { closeRedis, connectRedis } from './redis-client';
import { registerAccounts } from './modules/accounts';
import { registerBilling } from './modules/billing';
import { registerDocuments } from './modules/documents';
import { registerOrganizations } from './modules/organizations';
import { registerPayloadEncryption } from './modules/payload-encryption';
import { registerOnDevice } from './modules/on-device';
import { registerPdfProcessing } from './modules/pdf-processing';
import { createOfficeConverter, type OfficeConverter } from '@workbench/convert';
import { registerSecurity } from './modules/security';
import { registerSettings } from './modules/settings';
import { registerTemplates } from './modules/templates';
import { registerCases } from './modules/cases';
import { registerBodyTimeout } from './plugins/body-timeout';
import { registerErrorHandler } from './plugins/error-handler';
import { openapi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { createDepartmentsRepository } from './repositories/departments.repository';
import { createHealthRepository } from './repositories/health.repository';
import { devMailboxRoutes } from './routes/dev-mailbox.routes';
import { departmentsRoutes } from './routes/departments.routes';
import { adminRoutes } from './routes/admin.routes';
import { healthRoutes } from './routes/health.routes';
import { createDepartmentsService } from './services/departments.service';
import { createApiKeysService } from './services/api-keys.service';
import { createHealthService } from './services/health.service';
import { createOnDevicePolicy } from './services/on-device-policy';
import { createPremium } from './services/premium';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on the readiness check answers 503 (main.ts calls it on SIGTERM). */
    startDraining: () => void;
    /** The detection streams still running. */
    openStreams: Set<EventStream>;
    /**
     * Ends every open detection stream with an error event saying the server is stopping, and
     * cuts it, so its work stops and its pages are given back (main.ts, before the deadline).
     */
    endStreams: () => void;
  }
}

export const STOPPING_MESSAGE = 'The server is restarting. Please run the detection again.';

export type AppOptions = {
  config: Pick<
    Config,
    | 'nodeEnv'
    | 'logLevel'
    | 'trustProxy'
    | 'webDistDir'
    | 'publicUrl'
    | 'smtpUrl'
    | 'redisUrl'
    | 'mailFrom'
    | 'salesEmail'
    | 'ocrEngine'
    | 'tesseractPath'
    | 'pdfWorkers'
    | 'pdfWorkersPerUser'
    | 'bodyTimeoutMs'
    | 'pdfLimits'
    | 'billing'
    | 'glinerModelDir'
    | 'llm'
    | 'dnsServers'
    | 'cspReportUrl'
    | 'requirePayloadEncryption'
    | 'adminEmails'
  >;
  database: DatabaseHandle;
  version: string;
  /** Detection engines to use instead of those the configuration describes (tests). */
  engines?: DetectionEngines;
  /** The Office converter to use instead of the LibreOffice found on this machine (tests). */
  office?: OfficeConverter;
  /** Where the JSON log lines go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void };
};

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** Reuses a caller's X-Request-Id when it is sane, so logs can be followed across services. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Fastify counts hops with a function (its types do not list the number form). */
function trustProxyOption(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export function defaultWebDistDir(): string {
  return path.resolve(serverPackageDir(), '..', 'web', 'dist');
}

/** Builds the HTTP app without listening; tests inject requests into it directly. */
export async function buildApp({
  config,
  database,
  version,
  engines = createEngines(config),
  office = createOfficeConverter({
    script: officeWorkerScript(),
    linksWorker: outsideLinksWorker(),
  }),
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream && { stream: logStream }),
      // Query strings hold reset and verification tokens and e-mail addresses: log paths only.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: requestId,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Responses finished while shutting down close their keep-alive connection, otherwise
  // an idle client would hold the server open until its keep-alive timeout.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
  });
  registerErrorHandler(app);
  registerBodyTimeout(app, config.bodyTimeoutMs);
  app.addHook('onClose', () => engines.close());
  app.addHook('onClose', () => office.close());

  await app.register(securityHeaders, { cspReportUrl: config.cspReportUrl });
  await app.register(openapi, { version });

  const { db } = database;
  // Several servers behind a load balancer share rate limits and payload keys in Redis.
  const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl, app.log);
  if (redis !== undefined) app.addHook('onClose', () => closeRedis(redis));
  // Before a stop the server says it is not ready, so a load balancer sends it nothing new.
  let isDraining = false;
  app.decorate('startDraining', () => {
    isDraining = true;
  });
  const openStreams = new Set<EventStream>();
  app.decorate('openStreams', openStreams);
  app.decorate('endStreams', () => {
    for (const stream of openStreams) {
      stream.abort({ type: 'error', error_message: STOPPING_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    openStreams.clear();
  });
  const healthRepository = createHealthRepository(db);
  const health = createHealthService({
    ping: () => healthRepository.ping(),
    ...(redis !== undefined && { pingRedis: async () => void (await redis.ping()) }),
    version,
    engines: () => engineStatuses(engines),
    converters: () => ({ office: officeState(office.status) }),
    isDraining: () => isDraining,
  });
  await app.register(healthRoutes, { service: health });
  const departments = createDepartmentsService(createDepartmentsRepository(db));
  await app.register(departmentsRoutes, { service: departments });

  const mailbox = createDevMailbox();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    mailbox,
    logger: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  if (mailer.kind === 'dev-mailbox' && config.nodeEnv !== 'production') {
    await app.register(devMailboxRoutes, { mailbox });
  } else if (mailer.kind === 'dev-mailbox') {
    app.log.warn('SMTP_URL is not set: account e-mails are only written to the log');
  }
  // This process among the servers sharing the database: its runs, and the jobs it claims.
  const instanceId = randomUUID();
  const jobs = createJobScheduler(app, db, instanceId);
  const limiter = createRateLimiter(
    redis === undefined ? createMemoryStore() : createRedisStore(redis),
  );
  const premium = createPremium(db);
  const onDevicePolicy = createOnDevicePolicy(db);
  const apiKeys = createApiKeysService(db);
  const { hooks } = await registerAccounts(app, {
    db,
    jobs,
    limiter,
    config,
    mailer,
    renderMail,
    premium,
    onDevicePolicy,
    apiKeys,
  });
  // Right after the caller is known and before payload encryption and the processing routes:
  // a member of an organization requiring on-device work is refused before anything else.
  await registerOnDevice(app, { db, policy: onDevicePolicy, limiter, jobs, instanceId });
  // Before the processing routes, whose encrypted requests and answers it opens and seals.
  await registerPayloadEncryption(app, { db, config, hooks, jobs, redis });
  await registerSettings(app, { db, hooks, premium });
  await registerDocuments(app, { db });
  await registerTemplates(app, { db });
  await registerCases(app, { db });
  const organizations = await registerOrganizations(app, {
    db,
    limiter,
    config,
    accountHooks: hooks,
    mailer,
    renderMail,
  });
  await registerBilling(app, {
    db,
    jobs,
    config,
    apiKeys,
    hooks,
    organizationHooks: organizations.hooks,
  });
  await registerPdfProcessing(app, {
    config,
    database,
    engines,
    premium,
    instanceId,
    jobs,
    office,
  });
  await registerSecurity(app, { config, limiter });
  await app.register(adminRoutes, {
    service: health,
    emails: config.adminEmails ?? [],
    databaseKind: database.kind,
    pdfWorkers: app.pdfPool.threads,
    ocrEngine: config.ocrEngine,
  });

  await app.register(webApp, { distDir: config.webDistDir ?? defaultWebDistDir() });
  return app;
}
