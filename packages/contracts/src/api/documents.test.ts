import { describe, expect, it } from 'vitest';
import { pagedEnvelope, ZPageMeta } from '../envelope';
import { firstIssue } from '../test/first-issue';
import {
  countRedactionAreas,
  DOCUMENT_MESSAGES as M,
  ZDocumentListQuery,
  ZDocumentSummary,
  ZRedactionSchema,
  ZSaveDocumentRequest,
} from './documents';
import { ZRowIdParams } from './settings';

const DIGEST = 'a'.repeat(64);
const box = { x0: 10, y0: 20, x1: 30, y1: 40 };
const page = (number: number, areas: number) => ({
  page: number,
  sensitive: Array.from({ length: areas }, () => ({ entity_type: 'PERSON', bbox: box })),
});

describe('redaction history contracts', () => {
  it('accepts a schema and drops every field it does not know', () => {
    const parsed = ZRedactionSchema.parse({
      version: 1,
      text: 'Kari Nordmann',
      pages: [
        {
          page: 2,
          words: ['Kari'],
          sensitive: [
            {
              entity_type: ' PERSON ',
              bbox: { ...box, text: 'Kari' },
              source: 'ENTITY',
              model: 'fast',
              original_text: 'Kari Nordmann',
            },
          ],
        },
      ],
      options: { remove_images: true, label: 'Kari' },
    });
    expect(parsed).toEqual({
      version: 1,
      pages: [
        {
          page: 2,
          sensitive: [{ entity_type: 'PERSON', bbox: box, source: 'ENTITY', model: 'fast' }],
        },
      ],
      options: { remove_images: true },
    });
    expect(JSON.stringify(parsed)).not.toContain('Kari');
  });

  it('refuses bad boxes, pages, sources and versions with their messages', () => {
    const withArea = (area: Record<string, unknown>) => ({
      version: 1,
      pages: [{ page: 1, sensitive: [{ entity_type: 'PERSON', bbox: box, ...area }] }],
    });
    expect(firstIssue(ZRedactionSchema, withArea({ bbox: { ...box, x1: 5 } }))).toBe(
      'A box needs x1 > x0 and y1 > y0',
    );
    expect(firstIssue(ZRedactionSchema, withArea({ bbox: { ...box, y0: Infinity } }))).not.toBe(
      null,
    );
    expect(firstIssue(ZRedactionSchema, withArea({ bbox: { ...box, x0: NaN } }))).not.toBe(null);
    expect(firstIssue(ZRedactionSchema, withArea({ source: 'manual' }))).toBe(
      'source must be ENTITY, SEARCH or MANUAL',
    );
    expect(firstIssue(ZRedactionSchema, withArea({ model: 'x'.repeat(51) }))).toBe(
      'model must be at most 50 characters',
    );
    expect(firstIssue(ZRedactionSchema, withArea({ entity_type: '' }))).toBe(
      'entity_type cannot be empty',
    );
    expect(firstIssue(ZRedactionSchema, { version: 1, pages: [page(0, 1)] })).toBe(
      'page must be at least 1',
    );
    expect(firstIssue(ZRedactionSchema, { version: '1', pages: [] })).toBe(M.version);
    expect(firstIssue(ZRedactionSchema, 'schema')).toBe(M.schema);
    expect(firstIssue(ZRedactionSchema, { version: 1, pages: [], options: {} })).toBe(
      'remove_images must be true or false',
    );
  });

  it('holds at most 5000 pages and 50 000 areas in all', () => {
    const pages = (count: number) => Array.from({ length: count }, (_, i) => page(i + 1, 0));
    expect(firstIssue(ZRedactionSchema, { version: 1, pages: pages(5000) })).toBeNull();
    expect(firstIssue(ZRedactionSchema, { version: 1, pages: pages(5001) })).toBe(M.tooManyPages);
    const full = { version: 1, pages: [page(1, 30_000), page(2, 20_000)] };
    expect(firstIssue(ZRedactionSchema, full)).toBeNull();
    expect(countRedactionAreas(ZRedactionSchema.parse(full))).toBe(50_000);
    const over = { version: 1, pages: [page(1, 30_000), page(2, 20_001)] };
    expect(firstIssue(ZRedactionSchema, over)).toBe(M.tooManyAreas);
    expect(firstIssue(ZRedactionSchema, { version: 1, pages: [page(1, 50_001)] })).toBe(
      M.tooManyAreas,
    );
  });

  it('takes only a lowercase SHA-256 hex digest as the file name', () => {
    const request = (filename: unknown) => ({
      filename,
      redaction_schema: { version: 1, pages: [] },
    });
    expect(firstIssue(ZSaveDocumentRequest, request(DIGEST))).toBeNull();
    for (const filename of ['report.pdf', 'A'.repeat(64), 'a'.repeat(63), 'g'.repeat(64), 1]) {
      expect(firstIssue(ZSaveDocumentRequest, request(filename))).toBe(M.filename);
    }
    expect(firstIssue(ZSaveDocumentRequest, { redaction_schema: { version: 1, pages: [] } })).toBe(
      M.filename,
    );
  });

  it('takes the time of a redaction saved later only as a date and time with its offset', () => {
    const request = (redacted_at: unknown) => ({
      filename: DIGEST,
      redaction_schema: { version: 1, pages: [] },
      redacted_at,
    });
    for (const at of ['2026-05-04T10:30:00Z', '2026-05-04T12:30:00.123+02:00']) {
      expect(firstIssue(ZSaveDocumentRequest, request(at)), at).toBeNull();
    }
    for (const at of ['2026-05-04', '2026-05-04T10:30:00', 'yesterday', 1_746_354_600_000]) {
      expect(firstIssue(ZSaveDocumentRequest, request(at)), String(at)).toBe(M.redactedAt);
    }
  });

  it('defaults the list query to page 1 of 10 and refuses values out of range', () => {
    expect(ZDocumentListQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(ZDocumentListQuery.parse({ page: '3', pageSize: '100' })).toEqual({
      page: 3,
      pageSize: 100,
    });
    for (const value of ['0', '-1', '1.5', '', 'x', '1e3', '1000001', ['1', '2']]) {
      expect(firstIssue(ZDocumentListQuery, { page: value }), String(value)).toBe(M.page);
    }
    for (const value of ['0', '101', ' 5', 'ten']) {
      expect(firstIssue(ZDocumentListQuery, { pageSize: value }), value).toBe(M.pageSize);
    }
  });

  it('wraps a page of summaries with its meta', () => {
    const summary = { id: 1, hashed_name: DIGEST, upload_timestamp: 'now', entity_count: 3 };
    const envelope = pagedEnvelope(ZDocumentSummary);
    const meta = { total_items: 11, page: 2, page_size: 10 };
    expect(envelope.parse({ success: true, data: [summary], meta })).toEqual({
      success: true,
      data: [summary],
      meta,
    });
    expect(ZPageMeta.safeParse({ total_items: -1, page: 1, page_size: 10 }).success).toBe(false);
    expect(envelope.safeParse({ success: true, data: [summary] }).success).toBe(false);
  });

  it('takes row ids within the range of the integer ids', () => {
    expect(ZRowIdParams.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    for (const id of ['0', '2147483648', '9999999999', '1.5', 'abc']) {
      expect(firstIssue(ZRowIdParams, { id }), id).toBe('The id must be a positive whole number');
    }
  });
});
