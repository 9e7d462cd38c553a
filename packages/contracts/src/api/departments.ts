import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const DEPARTMENTS_PATH = '/api/departments';
export const DEPARTMENT_PATH = '/api/departments/:id';

export const ZDepartment = z.object({
  id: z.int().positive(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type TDepartment = z.infer<typeof ZDepartment>;

export const ZDepartmentParams = z.object({
  id: z.coerce
    .number({ error: 'Department id must be a number' })
    .int({ error: 'Department id must be a whole number' })
    .positive({ error: 'Department id must be positive' }),
});

export const ZDepartmentsQuery = z.object({
  active: z
    .enum(['true', 'false'], { error: "active must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
});

export const ZDepartmentsResponse = successEnvelope(z.array(ZDepartment));
export const ZDepartmentResponse = successEnvelope(ZDepartment);
