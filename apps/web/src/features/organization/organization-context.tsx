import type { TOrganization, TRole } from '@workbench/contracts';
// The global instance: useTranslation's changes with the language, which must not fetch again.
import i18next from 'i18next';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onAuthEvent } from '../../lib/auth-events';
import {
  currentOrganizationId,
  onOrganizationRefused,
  setCurrentOrganizationId,
} from '../../lib/organization-scope';
import { toast } from '../../lib/toast';
import { useOrganizationId } from '../../lib/use-organization-id';
import { useAuth } from '../auth/auth-context';
import { chooseOrganization, roleIn } from './organization-roles';
import { fetchOrganizations } from './organizations-api';

type OrganizationContextValue = {
  organizations: readonly TOrganization[];
  /** The organization requests are made in, or null for the user's own account. */
  current: TOrganization | null;
  /** The user's role in the current organization. */
  role: TRole | null;
  /** True until the session check and (when signed in) the organization list have answered. */
  isLoading: boolean;
  /** The list could not be loaded at all. */
  isFailed: boolean;
  /** Reads the list again after a change to it (created, deleted, left), choosing `selectId`. */
  refresh: (selectId?: string) => Promise<void>;
  select: (orgId: string) => void;
};

type Loaded = { userId: string; organizations: TOrganization[]; isFailed: boolean };

const OrganizationContext = createContext<OrganizationContextValue | null>(null);

/**
 * The organization context (accounts §4): after sign-in the user's organizations are fetched
 * and one becomes current; it is cleared on any auth event and whenever nobody is signed in.
 * Changing it emits the organization-changed signal that the subscription views reload on.
 */
export function OrganizationProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const currentId = useOrganizationId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Moves on at every auth event: a list asked for before one never becomes current after it.
  const generation = useRef(0);

  const apply = useCallback(
    (owner: string, organizations: TOrganization[], keptId: string | null) => {
      setLoaded({ userId: owner, organizations, isFailed: false });
      setCurrentOrganizationId(chooseOrganization(organizations, owner, keptId));
    },
    [],
  );

  // Cleared as the event happens, so no request goes out in the old user's organization.
  useEffect(
    () =>
      onAuthEvent(() => {
        generation.current += 1;
        setCurrentOrganizationId(null);
        setLoaded(null);
      }),
    [],
  );

  // A session that ended without an event (it expired while the browser was closed).
  useEffect(() => {
    if (status === 'signed-out' && currentOrganizationId() !== null) setCurrentOrganizationId(null);
  }, [status]);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    const started = generation.current;
    fetchOrganizations(controller.signal).then(
      (organizations) => {
        if (controller.signal.aborted || started !== generation.current) return;
        apply(userId, organizations, currentOrganizationId());
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ userId, organizations: [], isFailed: true });
      },
    );
    return () => controller.abort();
  }, [userId, apply]);

  const refresh = useCallback(
    async (selectId?: string) => {
      if (userId === null) return;
      const started = generation.current;
      try {
        const organizations = await fetchOrganizations();
        if (started !== generation.current) return;
        apply(userId, organizations, selectId ?? currentOrganizationId());
      } catch {
        toast.error(i18next.t('organization.errors.load'));
      }
    },
    [userId, apply],
  );

  useEffect(() => onOrganizationRefused(() => void refresh()), [refresh]);

  const value = useMemo(() => {
    const isMine = userId !== null && loaded?.userId === userId;
    const organizations = isMine ? loaded.organizations : [];
    const current = organizations.find((item) => item.org_id === currentId) ?? null;
    return {
      organizations,
      current,
      role: current && userId ? roleIn(current, userId) : null,
      isLoading: status === 'checking' || (userId !== null && !isMine),
      isFailed: isMine && loaded.isFailed,
      refresh,
      select: setCurrentOrganizationId,
    };
  }, [status, userId, loaded, currentId, refresh]);

  return <OrganizationContext value={value}>{children}</OrganizationContext>;
}

/**
 * Whether the organization context is still being worked out. Outside the provider (a page
 * rendered on its own in a test) there is no organization to wait for.
 */
export function useIsOrganizationLoading(): boolean {
  return useContext(OrganizationContext)?.isLoading ?? false;
}

export function useOrganization(): OrganizationContextValue {
  const value = useContext(OrganizationContext);
  if (value === null) throw new Error('useOrganization must be used inside OrganizationProvider');
  return value;
}
