import {
  countRedactionAreas,
  DEVICE_TICKET_LIMITS,
  DOCUMENT_MESSAGES,
  type TDocumentHistoryItem,
  type TDocumentListQuery,
  type TDocumentSummary,
  type TPageMeta,
  type TSaveDocumentRequest,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import type { RedactionDocumentRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { userSettings } from './user-settings';
import {
  createDocumentsRepository,
  type DocumentSummaryRow,
} from '../repositories/documents.repository';

export function presentDocumentSummary(row: DocumentSummaryRow): TDocumentSummary {
  return {
    id: row.id,
    hashed_name: row.hashedName,
    upload_timestamp: row.createdAt.toISOString(),
    entity_count: row.entityCount,
  };
}

export function presentDocument(row: RedactionDocumentRow): TDocumentHistoryItem {
  return { ...presentDocumentSummary(row), redaction_schema: row.redactionSchema };
}

/**
 * When a record saved later says its redaction was done: any time since the account was made
 * (a day's leeway for clocks) up to now, allowing a device's clock to run as far ahead as
 * on-device tickets allow. A year 1 or 9999 is a clock's or a client's fault, not a redaction.
 */
function redactedAt(value: string | undefined, now: Date, user: UserRow): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (at.getTime() > now.getTime() + DEVICE_TICKET_LIMITS.clockSkewMs) {
    throw new AppError('VALIDATION_ERROR', DOCUMENT_MESSAGES.redactedAtFuture);
  }
  if (at.getTime() < user.createdAt.getTime() - DAY_MS) {
    throw new AppError('VALIDATION_ERROR', DOCUMENT_MESSAGES.redactedAtBeforeAccount);
  }
  return at;
}

const DAY_MS = 24 * 60 * 60_000;

/** The redaction history: records of what was redacted, kept per user. */
export function createDocumentsService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  const repository = createDocumentsRepository(db);
  const notFound = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);

  return {
    async list(
      user: UserRow,
      { page, pageSize }: TDocumentListQuery,
    ): Promise<{ items: TDocumentSummary[]; meta: TPageMeta }> {
      const [rows, total] = await Promise.all([
        repository.listPage(user.id, { limit: pageSize, offset: (page - 1) * pageSize }),
        repository.count(user.id),
      ]);
      return {
        items: rows.map(presentDocumentSummary),
        meta: { total_items: total, page, page_size: pageSize },
      };
    },

    /**
     * The entity count is counted here, never taken from the client. A user who turned history
     * off gets nothing saved, even from a tab that has not heard of the change yet. A record of a
     * redaction done offline takes its time (`redacted_at`), so the history lists it in its place.
     */
    async save(user: UserRow, request: TSaveDocumentRequest): Promise<TDocumentHistoryItem> {
      const createdAt = redactedAt(request.redacted_at, now(), user);
      if (!(await userSettings(db, user)).saveRedactionHistory) {
        throw new AppError('CONFLICT', DOCUMENT_MESSAGES.historyOff);
      }
      const row = await repository.insert(user.id, {
        hashedName: request.filename,
        entityCount: countRedactionAreas(request.redaction_schema),
        redactionSchema: request.redaction_schema,
        ...(createdAt && { createdAt }),
      });
      return presentDocument(row);
    },

    async get(user: UserRow, id: number): Promise<TDocumentHistoryItem> {
      const row = await repository.findById(user.id, id);
      if (row === undefined) throw notFound();
      return presentDocument(row);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      if (!(await repository.delete(user.id, id))) throw notFound();
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
