import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { departments, type DepartmentRow } from '../db/schema';

export function createDepartmentsRepository(db: Database) {
  return {
    async list(filter: { isActive?: boolean } = {}): Promise<DepartmentRow[]> {
      const query = db.select().from(departments);
      const filtered =
        filter.isActive === undefined
          ? query
          : query.where(eq(departments.isActive, filter.isActive));
      return filtered.orderBy(asc(departments.name));
    },

    async findById(id: number): Promise<DepartmentRow | undefined> {
      const rows = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
      return rows[0];
    },
  };
}

export type DepartmentsRepository = ReturnType<typeof createDepartmentsRepository>;
