import { TIMINGS_MS, type TUser } from '@workbench/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { emitAuthEvent, onAuthEvent } from '../../lib/auth-events';
import { toast } from '../../lib/toast';
import { clearUserState } from '../../lib/user-state';
import { fetchCurrentUser } from './auth-api';
import { keepUser, keptUser } from './auth-state-storage';

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

type AuthContextValue = {
  status: AuthStatus;
  /** Signed out by their own logout: the page they were on is not kept for the next login. */
  hasLoggedOut: boolean;
  user: TUser | null;
  setUser: (user: TUser | null) => void;
  /** Reads the signed-in user again, e.g. after a purchase made them premium. */
  refreshUser: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Checks the session once at start (offline: see below). If the check hangs, the app proceeds as signed out after
 * the spec's 10 s, and still signs in should the answer arrive later. A logout, an expired
 * session or a failed refresh anywhere in the app signs the user out here, so RequireAuth
 * sends them to /login.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AuthStatus>('checking');
  const [hasLoggedOut, setHasLoggedOut] = useState(false);
  const [user, setUserState] = useState<TUser | null>(null);
  const userRef = useRef<TUser | null>(null);

  const showUser = useCallback((next: TUser | null) => {
    userRef.current = next;
    setUserState(next);
    setStatus(next === null ? 'signed-out' : 'signed-in');
  }, []);

  const setUser = useCallback(
    (next: TUser | null) => {
      keepUser(next);
      showUser(next);
    },
    [showUser],
  );

  useEffect(
    () =>
      onAuthEvent((event) => {
        const wasSignedIn = userRef.current !== null;
        clearUserState();
        setHasLoggedOut(event === 'logout');
        setUser(null);
        if (wasSignedIn && event !== 'logout') toast.info(t('auth.sessionExpired'));
      }),
    [setUser, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    const timeout = setTimeout(() => {
      setStatus((current) => (current === 'checking' ? 'signed-out' : current));
    }, TIMINGS_MS.authCheckTimeout);
    // Offline, the user the server last confirmed opens the app; the server is asked again as
    // soon as the connection returns, and a lapsed session then signs them out.
    const confirmWhenOnline = () => {
      fetchCurrentUser()
        .then((confirmed) => (confirmed ? setUser(confirmed) : emitAuthEvent('session-expired')))
        .catch(() => undefined);
    };
    fetchCurrentUser(controller.signal)
      .then(setUser)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const kept = isUnreachable(error) ? keptUser() : null;
        if (kept === null) return setUser(null);
        showUser(kept);
        window.addEventListener('online', confirmWhenOnline, { once: true });
      })
      .finally(() => clearTimeout(timeout));
    return () => {
      controller.abort();
      clearTimeout(timeout);
      window.removeEventListener('online', confirmWhenOnline);
    };
  }, [setUser, showUser]);

  const refreshUser = useCallback(async () => {
    if (userRef.current === null) return;
    try {
      setUser(await fetchCurrentUser());
    } catch {
      // A failed refresh keeps the user as they were; the next page load reads them again.
    }
  }, [setUser]);

  const value = useMemo(
    () => ({ status, hasLoggedOut, user, setUser, refreshUser }),
    [status, hasLoggedOut, user, setUser, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR';
}

/** The signed-in user, or null: also outside the provider (a part tested on its own). */
export function useSignedInUser(): TUser | null {
  return useContext(AuthContext)?.user ?? null;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
