import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { JobScheduler } from '../jobs/periodic-job';
import type { Mailer, RenderMail } from '../mail/mailer';
import { auth } from '../plugins/auth';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createDepartmentsRepository } from '../repositories/departments.repository';
import { createEmailTokensRepository } from '../repositories/email-tokens.repository';
import { createSessionsRepository } from '../repositories/sessions.repository';
import { createUsersRepository } from '../repositories/users.repository';
import { contactRoutes } from '../routes/contact.routes';
import { authRoutes } from '../routes/auth.routes';
import { sessionsRoutes } from '../routes/sessions.routes';
import { usersRoutes } from '../routes/users.routes';
import { createAccountEmails } from '../services/account-emails.service';
import { createContactService } from '../services/contact.service';
import { createEmailChangeService } from '../services/email-change.service';
import { createLoginService } from '../services/login.service';
import { createPasswordResetService } from '../services/password-reset.service';
import { createRegistrationService } from '../services/registration.service';
import { createSessionsService } from '../services/sessions.service';
import { createUsersService, type AccountHooks } from '../services/users.service';
import type { ApiKeysService } from '../services/api-keys.service';
import type { OnDevicePolicy } from '../services/on-device-policy';
import type { Premium } from '../services/premium';
import { createUserPresenter } from '../services/present-user';

const PURGE_INTERVAL_MS = 60 * 60_000;

type Dependencies = {
  db: Database;
  jobs: JobScheduler;
  /** Shared by every server when Redis is configured. */
  limiter: RateLimiter;
  premium: Premium;
  onDevicePolicy: OnDevicePolicy;
  apiKeys: ApiKeysService;
  config: Pick<Config, 'publicUrl' | 'salesEmail'>;
  mailer: Mailer;
  renderMail: RenderMail;
};

/**
 * Accounts and access: the auth plugin (cookies, CSRF, who is calling) for the whole app; the
 * sign-up, login, session and profile routes; and the contact form, which mails as they do.
 * Returns the hooks later areas join.
 */
export async function registerAccounts(app: FastifyInstance, deps: Dependencies) {
  const { db, jobs, limiter, config, mailer, renderMail, premium, onDevicePolicy, apiKeys } = deps;
  const present = createUserPresenter({ premium, onDevicePolicy });
  const users = createUsersRepository(db);
  const departments = createDepartmentsRepository(db);
  const emailTokens = createEmailTokensRepository(db);
  const hooks: AccountHooks = {
    onDepartmentChanged: [],
    beforeAccountDeleted: [],
    onSessionEnded: [],
  };
  const sessions = createSessionsService(createSessionsRepository(db), {
    onEnded: hooks.onSessionEnded,
  });

  const emails = createAccountEmails({
    emailTokens,
    mailer,
    renderMail,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  const login = createLoginService({ users, sessions, limiter });
  const emailChange = createEmailChangeService({ db });
  const registration = createRegistrationService({
    users,
    departments,
    emailTokens,
    emails,
    emailChange,
    limiter,
  });
  const passwordReset = createPasswordResetService({ db, users, emailTokens, emails, limiter });
  const usersService = createUsersService({
    db,
    users,
    departments,
    registration,
    login,
    emails,
    limiter,
    hooks,
  });

  // Ended sessions and spent links are deleted at start-up and then hourly.
  jobs.add({
    name: 'purge-sessions-and-links',
    intervalMs: PURGE_INTERVAL_MS,
    atStart: true,
    run: async () => {
      await sessions.purge();
      await emailTokens.purge(new Date(Date.now() - PURGE_INTERVAL_MS));
    },
  });

  await app.register(auth, { sessions, apiKeys, publicUrl: config.publicUrl });
  await app.register(authRoutes, {
    login,
    registration,
    emailChange,
    passwordReset,
    sessions,
    present,
  });
  await app.register(usersRoutes, { service: usersService, emailChange, present });
  await app.register(sessionsRoutes, { service: sessions });
  const contact = createContactService({
    mailer,
    renderMail,
    limiter,
    salesEmail: config.salesEmail,
  });
  await app.register(contactRoutes, { contact });
  return { hooks, sessions };
}
