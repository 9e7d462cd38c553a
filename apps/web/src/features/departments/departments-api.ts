import { DEPARTMENTS_PATH, ZDepartmentsResponse, type TDepartment } from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

/**
 * Active departments only, or all of them (with `is_active`) so a user whose department was
 * retired still sees its name (decision 0005).
 */
export async function fetchDepartments(
  scope: 'active' | 'all',
  signal: AbortSignal,
): Promise<TDepartment[]> {
  const path = scope === 'active' ? `${DEPARTMENTS_PATH}?active=true` : DEPARTMENTS_PATH;
  return (await apiRequest(path, ZDepartmentsResponse, { signal })).data;
}

/** Departments whose name contains the filter text, ignoring case. */
export function filterDepartments(departments: TDepartment[], filter: string): TDepartment[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (needle === '') return departments;
  return departments.filter((department) => department.name.toLocaleLowerCase().includes(needle));
}
