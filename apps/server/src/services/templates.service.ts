import {
  countTemplateBoxes,
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
  type TCreateTemplateRequest,
  type TTemplate,
  type TTemplateSummary,
  type TUpdateTemplateRequest,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import type { RedactionTemplateRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createTemplatesRepository } from '../repositories/templates.repository';
import { isUniqueViolation } from '../repositories/users.repository';

export function presentTemplateSummary(row: RedactionTemplateRow): TTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    page_count: row.pages.length,
    box_count: countTemplateBoxes(row.pages),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentTemplate(row: RedactionTemplateRow): TTemplate {
  return { ...presentTemplateSummary(row), pages: row.pages };
}

/** A name another template of the user holds (in any case) is a 409 naming it. */
function nameTaken(name: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', TEMPLATE_MESSAGES.nameTaken(name));
    throw error;
  };
}

/** Redaction templates: named page-relative boxes of a form, kept per user (decision 0055). */
export function createTemplatesService({ db }: { db: Database }) {
  const repository = createTemplatesRepository(db);
  const notFound = () => new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);

  return {
    async list(user: UserRow): Promise<TTemplateSummary[]> {
      return (await repository.list(user.id)).map(presentTemplateSummary);
    },

    async get(user: UserRow, id: number): Promise<TTemplate> {
      const row = await repository.findById(user.id, id);
      if (row === undefined) throw notFound();
      return presentTemplate(row);
    },

    /** Counted under a lock of the user's row, so two saves at once cannot pass the limit. */
    async create(user: UserRow, request: TCreateTemplateRequest): Promise<TTemplate> {
      const row = await db
        .transaction(async (tx) => {
          const rows = createTemplatesRepository(tx);
          await rows.lockUser(user.id);
          if ((await rows.count(user.id)) >= TEMPLATE_LIMITS.templatesPerUser) {
            throw new AppError('CONFLICT', TEMPLATE_MESSAGES.tooManyTemplates);
          }
          return rows.insert(user.id, { name: request.name, pages: request.pages });
        })
        .catch(nameTaken(request.name));
      return presentTemplate(row);
    },

    async update(user: UserRow, id: number, request: TUpdateTemplateRequest): Promise<TTemplate> {
      const changes = {
        ...(request.name !== undefined && { name: request.name }),
        ...(request.pages !== undefined && { pages: request.pages }),
      };
      const row = await repository
        .update(user.id, id, changes)
        .catch(nameTaken(request.name ?? ''));
      if (row === undefined) throw notFound();
      return presentTemplate(row);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      if (!(await repository.delete(user.id, id))) throw notFound();
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
