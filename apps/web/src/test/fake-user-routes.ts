import {
  BILLING_PATHS,
  DEPARTMENTS_PATH,
  PDF_PATHS,
  USER_PATHS,
  ZChangePasswordRequest,
  ZCheckEmailQuery,
  ZCheckUsernameQuery,
  ZDeleteAccountRequest,
  ZDepartmentChangeRequest,
  ZRevokeSessionRequest,
  ZUpdateMeRequest,
} from '@workbench/contracts';
import { fail, ok, type FakeRequest } from './fake-http';
import { revokeAll, type FakeServer } from './fake-server';

type Route = (request: FakeRequest, server: FakeServer) => Response;

function firstIssue(error: { issues: { message: string }[] }): Response {
  return fail('VALIDATION_ERROR', error.issues[0]?.message ?? 'Validation failed');
}

function checkUsername(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZCheckUsernameQuery.safeParse({ username: request.query.get('username') });
  if (!parsed.success) return firstIssue(parsed.error);
  const { username } = parsed.data;
  return ok({ available: !server.takenUsernames.includes(username.toLowerCase()), username });
}

function checkEmail(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZCheckEmailQuery.safeParse({ email: request.query.get('email') });
  if (!parsed.success) return firstIssue(parsed.error);
  const { email } = parsed.data;
  return ok({ available: !server.takenEmails.includes(email.toLowerCase()), email });
}

function updateMe(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZUpdateMeRequest.safeParse(request.body);
  if (!parsed.success) return firstIssue(parsed.error);
  const { username, email, password, language } = parsed.data;
  const isEmailChanged = email !== undefined && email !== server.user.email;
  if (username !== undefined && username !== server.user.username) {
    if (server.takenUsernames.includes(username.toLowerCase())) {
      return fail('CONFLICT', 'Username is already taken');
    }
  }
  if (isEmailChanged) {
    if (server.takenEmails.includes(email.toLowerCase())) {
      return fail('CONFLICT', 'An account with this email already exists');
    }
    if (!password) {
      return fail('VALIDATION_ERROR', 'Current password is required to change your email');
    }
    if (password !== server.password) {
      return fail('BAD_REQUEST', 'Current password is incorrect');
    }
  }
  server.user = {
    ...server.user,
    ...(username === undefined ? {} : { username }),
    ...(isEmailChanged ? { pending_email: email.toLowerCase() } : {}),
    ...(language === undefined ? {} : { language }),
  };
  return ok(server.user);
}

function withdrawEmailChange(_request: FakeRequest, server: FakeServer): Response {
  if (server.user.pending_email === null) {
    return fail('CONFLICT', 'There is no email change waiting');
  }
  server.user = { ...server.user, pending_email: null };
  return ok(server.user);
}

function changePassword(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZChangePasswordRequest.safeParse(request.body);
  if (!parsed.success) return firstIssue(parsed.error);
  if (parsed.data.current_password !== server.password) {
    return fail('BAD_REQUEST', 'Current password is incorrect');
  }
  server.password = parsed.data.new_password;
  server.sessions = server.sessions.filter((session) => session.is_current);
  return ok(null);
}

function deleteMe(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZDeleteAccountRequest.safeParse(request.body);
  if (!parsed.success) return firstIssue(parsed.error);
  if (parsed.data.password !== server.password) {
    return fail('BAD_REQUEST', 'Current password is incorrect');
  }
  revokeAll(server);
  return ok(null);
}

function revokeSession(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZRevokeSessionRequest.safeParse(request.body);
  if (!parsed.success) return firstIssue(parsed.error);
  const session = server.sessions.find((item) => item.session_id === parsed.data.session_id);
  if (session === undefined) return fail('NOT_FOUND', 'Session not found');
  server.sessions = server.sessions.filter((item) => item !== session);
  if (session.is_current) revokeAll(server);
  return ok(null);
}

function changeDepartment(request: FakeRequest, server: FakeServer): Response {
  const parsed = ZDepartmentChangeRequest.safeParse(request.body);
  if (!parsed.success) return firstIssue(parsed.error);
  const department = server.departments.find((item) => item.id === parsed.data.department_id);
  if (department === undefined || !department.is_active) {
    return fail('VALIDATION_ERROR', 'Please choose an active department');
  }
  server.user = { ...server.user, department_id: department.id };
  return ok(server.user);
}

export const PUBLIC_USER_ROUTES: Record<string, Route> = {
  [`GET ${USER_PATHS.checkUsername}`]: checkUsername,
  [`GET ${USER_PATHS.checkEmail}`]: checkEmail,
  [`GET ${DEPARTMENTS_PATH}`]: (request, server) =>
    ok(
      request.query.get('active') === 'true'
        ? server.departments.filter((department) => department.is_active)
        : server.departments,
    ),
};

/** Routes that answer 401 without a valid access token. */
export const SIGNED_IN_ROUTES: Record<string, Route> = {
  [`GET ${USER_PATHS.me}`]: (_request, server) => ok(server.user),
  [`GET ${BILLING_PATHS.usage}`]: () =>
    ok({
      source: 'free',
      pages_used: 5,
      pages_limit: 25,
      pages_left: 20,
      percent_used: 20,
      gauge: 'success',
      resets_at: '2026-12-01T00:00:00.000Z',
    }),
  // Files hold no marks made in another program, nor signatures, unless a test says so.
  [`POST ${PDF_PATHS.marks}`]: () =>
    ok({ file: 'file.pdf', pages: 1, existing_marks: [], signatures: [], form_data: [] }),
  [`PUT ${USER_PATHS.me}`]: updateMe,
  [`DELETE ${USER_PATHS.me}`]: deleteMe,
  [`DELETE ${USER_PATHS.emailChange}`]: withdrawEmailChange,
  [`POST ${USER_PATHS.changePassword}`]: changePassword,
  [`GET ${USER_PATHS.sessions}`]: (_request, server) => ok(server.sessions),
  [`DELETE ${USER_PATHS.sessions}`]: revokeSession,
  [`PATCH ${USER_PATHS.department}`]: changeDepartment,
  [`POST ${USER_PATHS.tutorialFinish}`]: (_request, server) => {
    server.user = { ...server.user, tutorial_finished: true };
    return ok(server.user);
  },
  [`POST ${USER_PATHS.tutorialRestart}`]: (_request, server) => {
    server.user = { ...server.user, tutorial_finished: false };
    return ok(server.user);
  },
};
