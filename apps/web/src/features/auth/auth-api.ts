import {
  AUTH_PATHS,
  USER_PATHS,
  ZEmptyResponse,
  ZLoginResponse,
  ZMeResponse,
  type TLoginRequest,
  type TUser,
} from '@workbench/contracts';
import { ApiError, apiRequest, payloadKeys } from '../../lib/api-client';
import { emitAuthEvent } from '../../lib/auth-events';

/** The signed-in user, or null when there is no valid session. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<TUser | null> {
  try {
    const response = await apiRequest(USER_PATHS.me, ZMeResponse, signal ? { signal } : {});
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export async function login(request: TLoginRequest): Promise<TUser> {
  const response = await apiRequest(AUTH_PATHS.login, ZLoginResponse, {
    method: 'POST',
    body: request,
  });
  // The first document call need not wait for a key; if this fails, that call agrees again.
  payloadKeys.renew().catch(() => undefined);
  return response.data.user;
}

/** Ends the session on the server, then tells the app to forget the user. */
export async function logout(): Promise<void> {
  await apiRequest(AUTH_PATHS.logout, ZEmptyResponse, { method: 'POST' });
  emitAuthEvent('logout');
}

const VERIFICATION_PHRASES = [
  'verify your email',
  'email not verified',
  'unverified email',
  'email verification required',
];

/** Login failures about an unverified address are shown as information, not as an error. */
export function isVerificationMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return VERIFICATION_PHRASES.some((phrase) => lower.includes(phrase));
}
