import {
  USER_PATHS,
  ZEmptyResponse,
  ZMeResponse,
  ZSessionsResponse,
  type TSession,
  type TUpdateMeRequest,
  type TUser,
  type ZChangePasswordRequest,
  type ZDeleteAccountRequest,
} from '@workbench/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export async function fetchProfile(signal: AbortSignal): Promise<TUser> {
  return (await apiRequest(USER_PATHS.me, ZMeResponse, { signal })).data;
}

/** A changed e-mail comes back unverified; the server mails a link to the new address. */
export async function updateProfile(body: TUpdateMeRequest): Promise<TUser> {
  return (await apiRequest(USER_PATHS.me, ZMeResponse, { method: 'PUT', body })).data;
}

/** The server signs out every other session of the user. */
export async function changePassword(body: z.infer<typeof ZChangePasswordRequest>) {
  await apiRequest(USER_PATHS.changePassword, ZEmptyResponse, { method: 'POST', body });
}

export async function deleteAccount(body: z.infer<typeof ZDeleteAccountRequest>) {
  await apiRequest(USER_PATHS.me, ZEmptyResponse, { method: 'DELETE', body });
}

export async function changeDepartment(departmentId: number): Promise<TUser> {
  const body = { department_id: departmentId };
  return (await apiRequest(USER_PATHS.department, ZMeResponse, { method: 'PATCH', body })).data;
}

export async function fetchSessions(signal: AbortSignal): Promise<TSession[]> {
  return (await apiRequest(USER_PATHS.sessions, ZSessionsResponse, { signal })).data;
}

export async function revokeSession(sessionId: string): Promise<void> {
  await apiRequest(USER_PATHS.sessions, ZEmptyResponse, {
    method: 'DELETE',
    body: { session_id: sessionId },
  });
}
