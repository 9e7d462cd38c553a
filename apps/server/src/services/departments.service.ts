import type { TDepartment } from '@workbench/contracts';
import type { DepartmentRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { DepartmentsRepository } from '../repositories/departments.repository';

function present(row: DepartmentRow): TDepartment {
  return { id: row.id, name: row.name, description: row.description, is_active: row.isActive };
}

export function createDepartmentsService(repository: DepartmentsRepository) {
  return {
    async list(filter: { isActive?: boolean }): Promise<TDepartment[]> {
      return (await repository.list(filter)).map(present);
    },

    async get(id: number): Promise<TDepartment> {
      const row = await repository.findById(id);
      if (row === undefined) throw new AppError('NOT_FOUND', `Department ${id} not found`);
      return present(row);
    },
  };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
