import type { TLetterTemplate } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { letterTemplates } from '../db/schema';

/** Whose letter template: an organization's, or a user's own outside any organization. */
export type TemplateOwner = { organizationId: string } | { userId: string };

/** Reply-letter templates, one per owner. */
export function createLetterTemplatesRepository(db: Database) {
  const ownedBy = (owner: TemplateOwner) =>
    'organizationId' in owner
      ? eq(letterTemplates.organizationId, owner.organizationId)
      : eq(letterTemplates.userId, owner.userId);

  return {
    async find(owner: TemplateOwner): Promise<TLetterTemplate | undefined> {
      const [row] = await db.select().from(letterTemplates).where(ownedBy(owner));
      return row?.template;
    },

    async save(owner: TemplateOwner, template: TLetterTemplate): Promise<void> {
      const target =
        'organizationId' in owner ? letterTemplates.organizationId : letterTemplates.userId;
      await db
        .insert(letterTemplates)
        .values({ ...owner, template })
        .onConflictDoUpdate({ target, set: { template, updatedAt: new Date() } });
    },
  };
}

export type LetterTemplatesRepository = ReturnType<typeof createLetterTemplatesRepository>;
