import type { TDepartment } from '@workbench/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchDepartments } from './departments-api';

type DepartmentsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; departments: TDepartment[] };

export function useDepartments(scope: 'active' | 'all') {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; value: DepartmentsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchDepartments(scope, controller.signal)
      .then((departments) => setState({ attempt, value: { status: 'ready', departments } }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ attempt, value: { status: 'error' } });
      });
    return () => controller.abort();
  }, [scope, attempt]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);
  const current: DepartmentsState =
    state?.attempt === attempt ? state.value : { status: 'loading' };
  return { ...current, reload };
}
