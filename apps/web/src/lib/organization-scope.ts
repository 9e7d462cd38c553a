import { ORGANIZATION_HEADER, ORGANIZATION_MESSAGES, ZErrorEnvelope } from '@workbench/contracts';
import { userStorageKey } from './user-state';

/** Kept under the user's prefix, so signing out forgets it with the rest of their state. */
const STORAGE_KEY = userStorageKey('organization');

/** Holds the id only when local storage is blocked (private mode). */
let unstoredId: string | null = null;
const changeListeners = new Set<() => void>();
const refusalListeners = new Set<() => void>();

/** The organization whose context requests carry (workspace §7), or null for the personal one. */
export function currentOrganizationId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return unstoredId;
  }
}

/** Sets the context and emits the organization-changed signal. */
export function setCurrentOrganizationId(organizationId: string | null) {
  try {
    if (organizationId === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, organizationId);
  } catch {
    unstoredId = organizationId;
  }
  for (const listener of [...changeListeners]) listener();
}

/**
 * Subscribes to the organization-changed signal, from this tab or another (they share the
 * stored id, so every tab must act in the same organization); returns the unsubscribe function.
 */
export function onOrganizationChange(listener: () => void): () => void {
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  changeListeners.add(listener);
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

/** The headers that put a request in `organizationId`'s context; none without one. */
export function organizationHeaders(organizationId: string | null): Record<string, string> {
  return organizationId === null ? {} : { [ORGANIZATION_HEADER]: organizationId };
}

/**
 * The server's answer when the organization a request names no longer has the user as a member:
 * 403 on the calls that read the header, 404 on the organization's own routes (it was deleted,
 * or the user removed).
 */
export function isNotMemberRefusal(status: number, payload: unknown): boolean {
  const failure = ZErrorEnvelope.safeParse(payload);
  if (!failure.success) return false;
  const { message } = failure.data.error;
  return (
    (status === 403 && message === ORGANIZATION_MESSAGES.notMember) ||
    (status === 404 && message === ORGANIZATION_MESSAGES.notFound)
  );
}

/**
 * The user left or was removed from `organizationId`: it stops being the context (unless
 * another was chosen meanwhile) and the organization list is read again.
 */
export function dropRefusedOrganization(organizationId: string) {
  if (currentOrganizationId() !== organizationId) return;
  setCurrentOrganizationId(null);
  for (const listener of [...refusalListeners]) listener();
}

export function onOrganizationRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}
