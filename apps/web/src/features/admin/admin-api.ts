import { ADMIN_STATUS_PATH, ZAdminStatusResponse, type TAdminStatus } from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

/** The server's status for its administrators; others are refused with 403. */
export async function fetchAdminStatus(signal?: AbortSignal): Promise<TAdminStatus> {
  return (await apiRequest(ADMIN_STATUS_PATH, ZAdminStatusResponse, { signal })).data;
}
