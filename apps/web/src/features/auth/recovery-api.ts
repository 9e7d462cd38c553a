import { AUTH_PATHS, ZEmptyResponse, ZVerifyEmailResponse } from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

/** Verification, resend and password reset: the calls a signed-out visitor makes. */
export async function verifyEmail(token: string) {
  const response = await apiRequest(AUTH_PATHS.verifyEmail, ZVerifyEmailResponse, {
    method: 'POST',
    body: { token },
  });
  return response.data.status;
}

export async function resendVerification(email: string): Promise<void> {
  await apiRequest(AUTH_PATHS.resendVerification, ZEmptyResponse, {
    method: 'POST',
    body: { email },
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest(AUTH_PATHS.forgotPassword, ZEmptyResponse, { method: 'POST', body: { email } });
}

export async function resetPassword(body: {
  token: string;
  new_password: string;
  confirm_password: string;
}): Promise<void> {
  await apiRequest(AUTH_PATHS.resetPassword, ZEmptyResponse, { method: 'POST', body });
}
