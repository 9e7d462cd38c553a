import {
  buildLetter,
  CASE_MESSAGES,
  ORGANIZATION_MESSAGES,
  scheduleCsv,
  scheduleRows,
  scheduleTable,
  ZLetterTemplate,
  type TCase,
  type TDecision,
  type TLetterTemplate,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import { letterDocx, scheduleDocx } from '../decision/docx-writer';
import { letterPdf } from '../decision/letter-pdf';
import { schedulePdf } from '../decision/schedule-pdf';
import { AppError } from '../errors/app-error';
import { isManager } from '../organizations/permissions';
import {
  createLetterTemplatesRepository,
  type TemplateOwner,
} from '../repositories/letter-templates.repository';
import { createOrganizationsRepository } from '../repositories/organizations.repository';
import type { Caller } from './processing-meter';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SCHEDULE_TITLE = {
  nb: 'Unntaksliste',
  nn: 'Unntaksliste',
  en: 'Exemption schedule',
} as const;

/**
 * The decision of a case (issue 66, decision 0090): its reply letter and exemption schedule as
 * content and as DOCX, PDF and CSV, made from marks and codes alone; and the letter template of
 * the caller's organization (the one the request names) or of the caller.
 */
export function createCasesService({ db }: { db: Database }) {
  const templates = createLetterTemplatesRepository(db);
  const organizations = createOrganizationsRepository(db);

  /** Whose template the caller reads and writes, and whether they may change it. */
  async function ownerOf({ user, organizationId }: Caller) {
    if (organizationId === undefined) {
      return { owner: { userId: user.id } as TemplateOwner, kind: 'user' as const, editable: true };
    }
    const membership = await organizations.findMembership(organizationId, user.id);
    if (!membership) throw new AppError('NOT_FOUND', ORGANIZATION_MESSAGES.notFound);
    return {
      owner: { organizationId } as TemplateOwner,
      kind: 'organization' as const,
      editable: isManager(membership.role),
    };
  }

  async function storedTemplate(caller: Caller): Promise<TLetterTemplate> {
    const { owner } = await ownerOf(caller);
    return (await templates.find(owner)) ?? ZLetterTemplate.parse({});
  }

  return {
    async letterTemplate(caller: Caller) {
      const { owner, kind, editable } = await ownerOf(caller);
      const template = (await templates.find(owner)) ?? ZLetterTemplate.parse({});
      return { template, owner: kind, editable };
    },

    async saveLetterTemplate(caller: Caller, template: TLetterTemplate) {
      const { owner, kind, editable } = await ownerOf(caller);
      if (!editable) throw new AppError('FORBIDDEN', CASE_MESSAGES.templateManagers);
      await templates.save(owner, template);
      return { template, owner: kind, editable };
    },

    async decision(caller: Caller, value: TCase, template?: TLetterTemplate): Promise<TDecision> {
      const letter = buildLetter(value, template ?? (await storedTemplate(caller)));
      const schedule = scheduleRows(value);
      const { language } = value;
      const table = scheduleTable(schedule, language);
      const title = `${SCHEDULE_TITLE[language]} – ${value.reference}`;
      const [letterWord, letterPrint, scheduleWord, schedulePrint] = await Promise.all([
        letterDocx(letter, language),
        letterPdf(letter, language),
        scheduleDocx(title, table, language),
        schedulePdf(title, table, language),
      ]);
      const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
      return {
        letter,
        schedule,
        files: [
          { name: 'decision.docx', media_type: DOCX, base64: base64(letterWord) },
          { name: 'decision.pdf', media_type: 'application/pdf', base64: base64(letterPrint) },
          {
            name: 'schedule.csv',
            media_type: 'text/csv',
            base64: base64(scheduleCsv(schedule, language)),
          },
          { name: 'schedule.docx', media_type: DOCX, base64: base64(scheduleWord) },
          { name: 'schedule.pdf', media_type: 'application/pdf', base64: base64(schedulePrint) },
        ],
      };
    },
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
