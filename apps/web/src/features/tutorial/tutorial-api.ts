import { USER_PATHS, ZMeResponse, type TUser } from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

/** Records on the server that the user finished (or skipped) the tutorial; returns the user. */
export async function recordTutorialFinished(): Promise<TUser> {
  const response = await apiRequest(USER_PATHS.tutorialFinish, ZMeResponse, { method: 'POST' });
  return response.data;
}
