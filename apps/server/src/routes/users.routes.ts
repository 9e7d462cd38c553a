import {
  USER_PATHS,
  ZChangePasswordRequest,
  ZCheckEmailQuery,
  ZCheckEmailResponse,
  ZCheckUsernameQuery,
  ZCheckUsernameResponse,
  ZDeleteAccountRequest,
  ZDepartmentChangeRequest,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZMeResponse,
  ZUpdateMeRequest,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../auth/cookies';
import type { UserRow } from '../db/schema';
import { clientInfo, requireAuth } from '../plugins/auth';
import type { EmailChangeService } from '../services/email-change.service';
import type { PresentUser } from '../services/present-user';
import type { UsersService } from '../services/users.service';

const tags = ['users'];
const signedIn = { 401: ZErrorEnvelope };
const invalid = { 400: ZErrorEnvelope };

export const usersRoutes: FastifyPluginAsyncZod<{
  service: UsersService;
  emailChange: EmailChangeService;
  present: PresentUser;
}> = async (app, { service, emailChange, present }) => {
  const me = async (user: UserRow) => ({ success: true as const, data: await present(user) });

  app.get(
    USER_PATHS.checkUsername,
    {
      schema: {
        summary: 'Is this username free? (any case)',
        tags,
        querystring: ZCheckUsernameQuery,
        response: { 200: ZCheckUsernameResponse, ...invalid, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { username } = request.query;
      const available = await service.isUsernameAvailable(username, clientInfo(request).ip);
      return { success: true as const, data: { available, username } };
    },
  );

  app.get(
    USER_PATHS.checkEmail,
    {
      schema: {
        summary: 'Is this e-mail address free?',
        tags,
        querystring: ZCheckEmailQuery,
        response: { 200: ZCheckEmailResponse, ...invalid, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { email } = request.query;
      return {
        success: true as const,
        data: { available: await service.isEmailAvailable(email, clientInfo(request).ip), email },
      };
    },
  );

  app.get(
    USER_PATHS.me,
    {
      config: { auth: 'required' },
      schema: { summary: 'The signed-in user', tags, response: { 200: ZMeResponse, ...signedIn } },
    },
    async (request) => me(requireAuth(request).user),
  );

  app.put(
    USER_PATHS.me,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Change username, e-mail (needs the current password) or language',
        tags,
        body: ZUpdateMeRequest,
        response: { 200: ZMeResponse, ...invalid, ...signedIn, 409: ZErrorEnvelope },
      },
    },
    async (request) => me(await service.updateProfile(requireAuth(request).user, request.body)),
  );

  app.delete(
    USER_PATHS.emailChange,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Withdraw an e-mail change that waits for confirmation',
        tags,
        response: { 200: ZMeResponse, ...signedIn, 409: ZErrorEnvelope },
      },
    },
    async (request) => me(await emailChange.withdraw(requireAuth(request).user)),
  );

  app.delete(
    USER_PATHS.me,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Delete the account and everything it owns',
        tags,
        body: ZDeleteAccountRequest,
        response: { 200: ZEmptyResponse, ...invalid, ...signedIn, 409: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(requireAuth(request).user, request.body.password);
      clearSessionCookies(request, reply);
      return { success: true as const, data: null };
    },
  );

  app.post(
    USER_PATHS.changePassword,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Change the password; other sessions are signed out and API keys deleted',
        tags,
        body: ZChangePasswordRequest,
        response: { 200: ZEmptyResponse, ...invalid, ...signedIn, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      await service.changePassword(user, session.id, request.body);
      return { success: true as const, data: null };
    },
  );

  app.patch(
    USER_PATHS.department,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Move to another active department',
        tags,
        body: ZDepartmentChangeRequest,
        response: { 200: ZMeResponse, ...invalid, ...signedIn },
      },
    },
    async (request) =>
      me(await service.changeDepartment(requireAuth(request).user, request.body.department_id)),
  );

  app.post(
    USER_PATHS.tutorialFinish,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Record that the guided tutorial was finished',
        tags,
        response: { 200: ZMeResponse, ...signedIn },
      },
    },
    async (request) => me(await service.finishTutorial(requireAuth(request).user)),
  );

  app.post(
    USER_PATHS.tutorialRestart,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Show the guided tutorial again on the next visit to the workspace',
        tags,
        response: { 200: ZMeResponse, ...signedIn },
      },
    },
    async (request) => me(await service.restartTutorial(requireAuth(request).user)),
  );
};
