import {
  AUTH_MESSAGES,
  DOCUMENT_MESSAGES,
  DOCUMENT_PATHS,
  ZDocumentListQuery,
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
};

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
 * `history.records` (newest first). `server.failures` takes their route keys, such as
 * 'GET /api/documents' or 'DELETE /api/documents/:id'.
 */
export function installFakeHistoryApi(records: readonly TDocumentHistoryItem[]) {
  const api = installFakeApi({ signedIn: true });
  const history: History = { records: [...records], calls: [] };
  const others = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (!url.pathname.startsWith(DOCUMENT_PATHS.documents)) return others(input, init);
    return answer(url, init, api.server, history);
  });
  return { ...api, history };
}
