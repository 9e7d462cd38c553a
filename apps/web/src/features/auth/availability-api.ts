import {
  USER_PATHS,
  ZCheckEmailResponse,
  ZCheckUsernameResponse,
  ZEmail,
  ZUsername,
} from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

export type AvailabilityField = 'username' | 'email';

/**
 * Whether a check is worth sending (accounts §4): a username needs 3 characters, an e-mail
 * an '@', and either must pass its schema, since the server refuses an invalid value anyway.
 */
export function canCheckAvailability(field: AvailabilityField, value: string): boolean {
  if (field === 'username') return value.length >= 3 && ZUsername.safeParse(value).success;
  return value.includes('@') && ZEmail.safeParse(value).success;
}

export async function checkAvailability(
  field: AvailabilityField,
  value: string,
  signal: AbortSignal,
): Promise<boolean> {
  const query = new URLSearchParams({ [field]: value }).toString();
  if (field === 'username') {
    const path = `${USER_PATHS.checkUsername}?${query}`;
    return (await apiRequest(path, ZCheckUsernameResponse, { signal })).data.available;
  }
  const path = `${USER_PATHS.checkEmail}?${query}`;
  return (await apiRequest(path, ZCheckEmailResponse, { signal })).data.available;
}
