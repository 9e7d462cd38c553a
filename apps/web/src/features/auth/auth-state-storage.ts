import { ZUser, type TUser } from '@workbench/contracts';

/** The spec's trusted storage keys for the last user the server confirmed. */
const AUTH_STATE = 'auth_state';
const AUTH_STATE_TIMESTAMP = 'auth_state_timestamp';

/** A session unused for 7 days lapses on the server (decision 0006); so does the kept user. */
export const KEPT_USER_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Remembers the user the server just confirmed, so the app can open offline later. */
export function keepUser(user: TUser | null) {
  try {
    if (user === null) {
      localStorage.removeItem(AUTH_STATE);
      localStorage.removeItem(AUTH_STATE_TIMESTAMP);
      return;
    }
    localStorage.setItem(AUTH_STATE, JSON.stringify(user));
    localStorage.setItem(AUTH_STATE_TIMESTAMP, String(Date.now()));
  } catch {
    // Blocked or full storage: the app then needs the network to start signed in.
  }
}

/** The user last confirmed by the server, unless that was more than 7 days ago. */
export function keptUser(now = Date.now()): TUser | null {
  try {
    const stamp = Number(localStorage.getItem(AUTH_STATE_TIMESTAMP));
    const raw = localStorage.getItem(AUTH_STATE);
    if (raw === null || !Number.isFinite(stamp) || now - stamp > KEPT_USER_MAX_AGE_MS) return null;
    const parsed = ZUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
