import {
  AUTH_PATHS,
  USER_PATHS,
  ZCancelEmailChangeResponse,
  ZMeResponse,
  type TUser,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The old address's link: cancels the change (or undoes it) and signs out every device. */
export async function cancelEmailChange(token: string): Promise<string> {
  const response = await apiRequest(AUTH_PATHS.cancelEmailChange, ZCancelEmailChangeResponse, {
    method: 'POST',
    body: { token },
  });
  return response.data.email;
}

/** Withdraws a change that waits for confirmation, from the signed-in settings. */
export async function withdrawEmailChange(): Promise<TUser> {
  return (await apiRequest(USER_PATHS.emailChange, ZMeResponse, { method: 'DELETE' })).data;
}
