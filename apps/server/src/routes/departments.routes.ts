import {
  DEPARTMENT_PATH,
  DEPARTMENTS_PATH,
  ZDepartmentParams,
  ZDepartmentResponse,
  ZDepartmentsQuery,
  ZDepartmentsResponse,
  ZErrorEnvelope,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepartmentsService } from '../services/departments.service';

export const departmentsRoutes: FastifyPluginAsyncZod<{ service: DepartmentsService }> = async (
  app,
  { service },
) => {
  app.get(
    DEPARTMENTS_PATH,
    {
      schema: {
        summary: 'List departments (active=true for the sign-up list)',
        tags: ['departments'],
        querystring: ZDepartmentsQuery,
        response: { 200: ZDepartmentsResponse, 400: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { active } = request.query;
      const data = await service.list(active === undefined ? {} : { isActive: active });
      return { success: true as const, data };
    },
  );

  app.get(
    DEPARTMENT_PATH,
    {
      schema: {
        summary: 'One department',
        tags: ['departments'],
        params: ZDepartmentParams,
        response: { 200: ZDepartmentResponse, 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );
};
