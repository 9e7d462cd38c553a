import { useSyncExternalStore } from 'react';
import { currentOrganizationId, onOrganizationChange } from './organization-scope';

/** The current organization context; components re-render when it changes. */
export function useOrganizationId(): string | null {
  return useSyncExternalStore(onOrganizationChange, currentOrganizationId);
}
