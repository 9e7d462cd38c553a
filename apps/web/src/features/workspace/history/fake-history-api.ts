import {
  AUTH_MESSAGES,
  countRedactionAreas,
  DEVICE_TICKET_LIMITS,
  DOCUMENT_MESSAGES,
  DOCUMENT_PATHS,
  ZDocumentListQuery,
  ZSaveDocumentRequest,
  type TDocumentHistoryItem,
} from '@workbench/contracts';
import { installFakeApi } from '../../../test/fake-api';
import { fail, json, ok, readCookies } from '../../../test/fake-http';
import type { FakeServer } from '../../../test/fake-server';

const RECORD_PATH = /^\/api\/documents\/(\d+)$/;

type History = {
  records: TDocumentHistoryItem[];
  /** Each history call as 'METHOD /path?query', in order. */
  calls: string[];
  /** The user has turned history off: saves are refused as the server refuses them. */
  isOff: boolean;
};

/** Saves a record as the server does: newest first, at its `redacted_at` when it has one. */
function save(body: unknown, history: History): Response {
  const parsed = ZSaveDocumentRequest.safeParse(body);
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
  if (history.isOff) return fail('CONFLICT', DOCUMENT_MESSAGES.historyOff);
  const { filename, redaction_schema, redacted_at } = parsed.data;
  const at = redacted_at === undefined ? new Date() : new Date(redacted_at);
  if (at.getTime() > Date.now() + DEVICE_TICKET_LIMITS.clockSkewMs) {
    return fail('VALIDATION_ERROR', DOCUMENT_MESSAGES.redactedAtFuture);
  }
  const record: TDocumentHistoryItem = {
    id: Math.max(0, ...history.records.map((one) => one.id)) + 1,
    hashed_name: filename,
    upload_timestamp: at.toISOString(),
    entity_count: countRedactionAreas(redaction_schema),
    redaction_schema,
  };
  history.records = [record, ...history.records].sort((a, b) =>
    b.upload_timestamp.localeCompare(a.upload_timestamp),
  );
  return json(201, { success: true, data: record });
}

function listPage(query: URLSearchParams, history: History): Response {
  const parsed = ZDocumentListQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
  const { page, pageSize } = parsed.data;
  const data = history.records
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ redaction_schema: _schema, ...summary }) => summary);
  const meta = { total_items: history.records.length, page, page_size: pageSize };
  return json(200, { success: true, data, meta });
}

/** Answers the history calls as the server would, including its session and CSRF checks. */
async function answer(
  url: URL,
  init: RequestInit | undefined,
  server: FakeServer,
  history: History,
) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const method = init?.method ?? 'GET';
  history.calls.push(`${method} ${url.pathname}${url.search}`);
  const id = RECORD_PATH.exec(url.pathname)?.[1];
  const route = `${method} ${id === undefined ? url.pathname : DOCUMENT_PATHS.document}`;
  const cookies = readCookies();
  if (server.failures.has(route)) return fail('INTERNAL_ERROR', 'Internal server error');
  if (!server.accessTokens.has(cookies.access_token ?? '')) {
    return fail('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  }
  const csrf = new Headers(init?.headers).get('X-CSRF-Token');
  if (method !== 'GET' && (csrf === null || csrf !== cookies.csrf_token)) {
    return fail('CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);
  }
  if (route === `GET ${DOCUMENT_PATHS.documents}`) return listPage(url.searchParams, history);
  if (route === `POST ${DOCUMENT_PATHS.documents}`) {
    return save(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, history);
  }
  const record = history.records.find((candidate) => candidate.id === Number(id));
  if (id === undefined || record === undefined) {
    return fail('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  }
  if (method === 'DELETE') {
    history.records = history.records.filter((candidate) => candidate !== record);
    return ok(null);
  }
  return ok(record);
}

/**
 * The fake API of `installFakeApi`, signed in, plus the redaction history calls over
 * `history.records` (newest first; saves go in by their time). `server.failures` takes their route keys, such as
 * 'GET /api/documents' or 'DELETE /api/documents/:id'.
 */
export function installFakeHistoryApi(records: readonly TDocumentHistoryItem[]) {
  const api = installFakeApi({ signedIn: true });
  const history: History = { records: [...records], calls: [], isOff: false };
  const others = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (!url.pathname.startsWith(DOCUMENT_PATHS.documents)) return others(input, init);
    return answer(url, init, api.server, history);
  });
  return { ...api, history };
}
