import type { TSession } from '@workbench/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchSessions } from './account-api';

type SessionsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: TSession[] };

/** The user's active sessions; reloaded when `version` changes (e.g. after a password change). */
export function useSessions(version: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: SessionsState } | null>(null);
  const key = `${version}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchSessions(controller.signal)
      .then((sessions) => setState({ key, value: { status: 'ready', sessions } }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error' } });
      });
    return () => controller.abort();
  }, [key]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  const removeSession = useCallback((sessionId: string) => {
    setState((current) => {
      if (current?.value.status !== 'ready') return current;
      const sessions = current.value.sessions.filter((item) => item.session_id !== sessionId);
      return { key: current.key, value: { status: 'ready', sessions } };
    });
  }, []);
  const current: SessionsState = state?.key === key ? state.value : { status: 'loading' };
  return { ...current, reload, removeSession };
}
