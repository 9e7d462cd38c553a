import { AUTH_PATHS, ZSignupResponse, type TSignupRequest, type TUser } from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Creates the account; it cannot log in until the e-mail address is verified. */
export async function signup(request: TSignupRequest): Promise<TUser> {
  const response = await apiRequest(AUTH_PATHS.signup, ZSignupResponse, {
    method: 'POST',
    body: request,
  });
  return response.data.user;
}
