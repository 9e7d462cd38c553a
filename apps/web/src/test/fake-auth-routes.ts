import {
  AUTH_MESSAGES,
  AUTH_PATHS,
  CONTACT_MESSAGES,
  CONTACT_PATH,
  ZContactRequest,
  ZEmail,
  ZResetPasswordRequest,
  ZSignupRequest,
} from '@workbench/contracts';
import { TOKENS } from './fake-data';
import { fail, ok, type FakeRequest } from './fake-http';
import { issueCsrf, issueSession, revokeAll, type FakeServer } from './fake-server';

type Route = (request: FakeRequest, server: FakeServer) => Response;
type Body = Record<string, unknown>;

function login(request: FakeRequest, server: FakeServer): Response {
  const body = request.body as { identifier?: string; password?: string };
  if (body.identifier?.startsWith('unverified')) {
    return fail('FORBIDDEN', AUTH_MESSAGES.unverifiedLogin);
  }
  if (body.identifier === 'throttled') return fail('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  if (body.password !== server.password) {
    return fail('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }
  issueSession(server);
  return ok({ user: server.user });
}

function refresh(request: FakeRequest, server: FakeServer): Response {
  server.refreshCount += 1;
  const token = request.cookies.refresh_token;
  if (token !== undefined && server.usedRefreshTokens.has(token)) {
    revokeAll(server);
    return fail('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  }
  if (token === undefined || token !== server.refreshToken) {
    return fail('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  }
  server.usedRefreshTokens.add(token);
  issueSession(server);
  return ok({ user: server.user });
}

function signup(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZSignupRequest.safeParse(request.body);
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? '');
  const { username, email } = parsed.data;
  if (server.takenUsernames.includes(username.toLowerCase())) {
    return fail('CONFLICT', 'Username is already taken');
  }
  if (server.takenEmails.includes(email.toLowerCase())) {
    return fail('CONFLICT', 'An account with this email already exists');
  }
  server.signups.push(parsed.data);
  const user = { ...server.user, id: 'new-user', username, email, email_verified: false };
  return ok({ user, verification_required: true }, 201);
}

function verifyEmail(request: FakeRequest, server: FakeServer): Response {
  const { token } = request.body as Body;
  if (token === TOKENS.confirmEmail && server.user.pending_email !== null) {
    server.user = { ...server.user, email: server.user.pending_email, pending_email: null };
    return ok({ status: 'email_changed' });
  }
  if (token === TOKENS.verifyExpired) return fail('GONE', AUTH_MESSAGES.verificationExpired);
  if (token !== TOKENS.verify) return fail('BAD_REQUEST', AUTH_MESSAGES.verificationInvalid);
  const status = server.verifiedTokens.has(token) ? 'already_verified' : 'verified';
  server.verifiedTokens.add(token);
  return ok({ status });
}

/** The old address's link: drops the waiting change and signs out every session. */
function cancelEmailChange(request: FakeRequest, server: FakeServer): Response {
  const { token } = request.body as Body;
  if (token === TOKENS.cancelExpired) return fail('GONE', AUTH_MESSAGES.cancelExpired);
  if (token !== TOKENS.cancelEmailChange || server.verifiedTokens.has(token)) {
    return fail('BAD_REQUEST', AUTH_MESSAGES.cancelInvalid);
  }
  server.verifiedTokens.add(token);
  server.user = { ...server.user, pending_email: null };
  revokeAll(server);
  return ok({ email: server.user.email });
}

function resendVerification(request: FakeRequest): Response {
  const { email } = request.body as Body;
  if (!ZEmail.safeParse(email).success) return fail('VALIDATION_ERROR', 'Invalid email format');
  return ok(null);
}

function forgotPassword(request: FakeRequest): Response {
  const parsed = ZEmail.safeParse((request.body as Body).email);
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? '');
  return ok(null);
}

function resetPassword(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZResetPasswordRequest.safeParse(request.body);
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? '');
  if (parsed.data.token === TOKENS.resetExpired) return fail('GONE', AUTH_MESSAGES.resetExpired);
  if (parsed.data.token !== TOKENS.reset) {
    return fail('BAD_REQUEST', AUTH_MESSAGES.resetInvalid);
  }
  server.password = parsed.data.new_password;
  return ok(null);
}

/** The contact form: 'closed@nav.no' stands for a server without a sales address. */
function contact(request: FakeRequest): Response {
  const parsed = ZContactRequest.safeParse(request.body);
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
  if (parsed.data.email === 'closed@nav.no') {
    return fail('SERVICE_UNAVAILABLE', CONTACT_MESSAGES.unavailable);
  }
  return ok(null);
}

export const AUTH_ROUTES: Record<string, Route> = {
  [`GET ${AUTH_PATHS.csrf}`]: (_request, server) => ok({ csrf_token: issueCsrf(server) }),
  [`POST ${AUTH_PATHS.login}`]: login,
  [`POST ${AUTH_PATHS.logout}`]: (_request, server) => {
    revokeAll(server);
    return ok(null);
  },
  [`POST ${AUTH_PATHS.refresh}`]: refresh,
  [`POST ${AUTH_PATHS.signup}`]: signup,
  [`POST ${AUTH_PATHS.verifyEmail}`]: verifyEmail,
  [`POST ${AUTH_PATHS.cancelEmailChange}`]: cancelEmailChange,
  [`POST ${AUTH_PATHS.resendVerification}`]: resendVerification,
  [`POST ${AUTH_PATHS.forgotPassword}`]: forgotPassword,
  [`POST ${AUTH_PATHS.resetPassword}`]: resetPassword,
  [`POST ${CONTACT_PATH}`]: contact,
};
