import {
  AUTH_MESSAGES,
  AUTH_PATHS,
  ZCancelEmailChangeResponse,
  ZCsrfResponse,
  ZEmailOnlyRequest,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZLoginRequest,
  ZLoginResponse,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZSignupResponse,
  ZTokenRequest,
  ZVerifyEmailResponse,
} from '@workbench/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearSessionCookies,
  COOKIE,
  setAnonymousCsrfCookie,
  setSessionCookies,
} from '../auth/cookies';
import { createToken, csrfFor } from '../auth/tokens';
import { AppError } from '../errors/app-error';
import { clientInfo } from '../plugins/auth';
import type { EmailChangeService } from '../services/email-change.service';
import type { LoginService } from '../services/login.service';
import type { PasswordResetService } from '../services/password-reset.service';
import { NEW_USER_STANDING, presentUser, type PresentUser } from '../services/present-user';
import type { RegistrationService } from '../services/registration.service';
import type { IssuedTokens, SessionsService } from '../services/sessions.service';

type Services = {
  login: LoginService;
  registration: RegistrationService;
  emailChange: EmailChangeService;
  passwordReset: PasswordResetService;
  sessions: SessionsService;
  /** The signed-in user as the web app reads them (premium, on-device requirement). */
  present: PresentUser;
};

const errors = { 400: ZErrorEnvelope, 429: ZErrorEnvelope };
const tags = ['auth'];
const empty = { success: true as const, data: null };

/** Every sign-in and refresh hands out the new session's CSRF value, bound to its access token. */
function signIn(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) {
  setSessionCookies(request, reply, { ...tokens, csrfToken: csrfFor(tokens.accessToken) });
}

export const authRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  const { login, registration, emailChange, passwordReset, sessions, present } = services;

  app.get(
    AUTH_PATHS.csrf,
    {
      schema: {
        summary: 'CSRF value for the X-CSRF-Token header',
        tags,
        response: { 200: ZCsrfResponse },
      },
    },
    async (request, reply) => {
      // A signed-in browser gets its session's value (it lost the cookie); a visitor a new one.
      const accessToken = request.cookies[COOKIE.access];
      const bound = request.auth !== null && accessToken ? csrfFor(accessToken) : undefined;
      const current = request.cookies[COOKIE.csrf];
      const value = bound ?? (current || createToken());
      if (value !== current) setAnonymousCsrfCookie(request, reply, value);
      return { success: true as const, data: { csrf_token: value } };
    },
  );

  app.post(
    AUTH_PATHS.signup,
    {
      schema: {
        summary: 'Create an account; it can log in once its e-mail is verified',
        tags,
        body: ZSignupRequest,
        response: { 201: ZSignupResponse, ...errors, 409: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await registration.signup(request.body, clientInfo(request).ip);
      return reply.status(201).send({
        success: true as const,
        data: {
          user: presentUser(user, NEW_USER_STANDING),
          verification_required: true as const,
        },
      });
    },
  );

  app.post(
    AUTH_PATHS.login,
    {
      schema: {
        summary: 'Log in with username or e-mail; sets the session cookies',
        tags,
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { user, ...tokens } = await login.login(request.body, clientInfo(request));
      signIn(request, reply, tokens);
      return {
        success: true as const,
        data: { user: await present(user) },
      };
    },
  );

  app.post(
    AUTH_PATHS.refresh,
    {
      schema: {
        summary: 'Swap the refresh cookie for new session cookies (a reused one ends the session)',
        tags,
        response: { 200: ZLoginResponse, 401: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const token = request.cookies[COOKIE.refresh];
      try {
        if (!token) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
        const { user, ...tokens } = await sessions.refresh(token, clientInfo(request));
        signIn(request, reply, tokens);
        return { success: true as const, data: { user: await present(user) } };
      } catch (error) {
        clearSessionCookies(request, reply);
        throw error;
      }
    },
  );

  app.post(
    AUTH_PATHS.logout,
    {
      schema: {
        summary: 'End this session and clear its cookies',
        tags,
        response: { 200: ZEmptyResponse },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[COOKIE.refresh];
      if (request.auth !== null) await sessions.end(request.auth.session);
      else if (refreshToken) await sessions.endByRefreshToken(refreshToken);
      clearSessionCookies(request, reply);
      return empty;
    },
  );

  app.post(
    AUTH_PATHS.verifyEmail,
    {
      schema: {
        summary: 'Verify an e-mail address with the token from the link',
        tags,
        body: ZTokenRequest,
        response: {
          200: ZVerifyEmailResponse,
          ...errors,
          409: ZErrorEnvelope,
          410: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { status: await registration.verifyEmail(request.body.token) },
    }),
  );

  app.post(
    AUTH_PATHS.cancelEmailChange,
    {
      schema: {
        summary:
          'Cancel an e-mail change with the link sent to the old address; undoes a confirmed one and signs out every device',
        tags,
        body: ZTokenRequest,
        response: {
          200: ZCancelEmailChangeResponse,
          ...errors,
          409: ZErrorEnvelope,
          410: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await emailChange.cancel(request.body.token),
    }),
  );

  app.post(
    AUTH_PATHS.resendVerification,
    {
      schema: {
        summary:
          'Send a new verification link; answers the same for unknown and verified addresses',
        tags,
        body: ZEmailOnlyRequest,
        response: { 200: ZEmptyResponse, ...errors, 503: ZErrorEnvelope },
      },
    },
    async (request) => {
      await registration.resendVerification(request.body.email, clientInfo(request).ip);
      return empty;
    },
  );

  app.post(
    AUTH_PATHS.forgotPassword,
    {
      schema: {
        summary: 'Send a reset link; answers the same whether or not the address exists',
        tags,
        body: ZEmailOnlyRequest,
        response: { 200: ZEmptyResponse, ...errors },
      },
    },
    async (request) => {
      await passwordReset.forgotPassword(request.body.email, clientInfo(request).ip);
      return empty;
    },
  );

  app.post(
    AUTH_PATHS.resetPassword,
    {
      schema: {
        summary: 'Set a new password with the token from the reset link',
        tags,
        body: ZResetPasswordRequest,
        response: { 200: ZEmptyResponse, ...errors, 410: ZErrorEnvelope },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.new_password);
      return empty;
    },
  );
};
