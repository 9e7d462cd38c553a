import {
  HEALTH_PATH,
  PATTERN_MESSAGES,
  PDF_MESSAGES,
  PDF_PATHS,
  PREMIUM_MESSAGE,
  SETTINGS_PATHS,
  ZCreatePatternRequest,
  type TBatchSearchResponse,
} from '@workbench/contracts';
import { vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { fail, ok } from '../../../test/fake-http';

/** One search call as the server received it. */
export interface SentSearch {
  /** The query string's ai_search. */
  aiQuery: string | null;
  fields: Record<string, string>;
  terms: string[];
  files: string[];
}

export interface FakeSearchOptions {
  isPremium?: boolean;
  isAiReady?: boolean;
  /** The text of each page (index 0 is page 1) of each file, by file name. */
  documents?: Record<string, string[]>;
  /** For AI search: the passages the "LLM" returns for a file, by file name. */
  passages?: Record<string, { page: number; text: string }[]>;
}

const box = (index: number, line: number) => ({
  x0: 10 + index * 8,
  y0: 20 + line * 14,
  x1: 10 + index * 8 + 40,
  y1: 32 + line * 14,
});

/** Every word of the page's text the term matches, as the server's plain search would. */
function findWords(text: string, term: string, caseSensitive: boolean) {
  const words = text.split(/\s+/).filter(Boolean);
  const same = (word: string) =>
    caseSensitive ? word === term : word.toLowerCase() === term.toLowerCase();
  return words.flatMap((word, index) => (same(word) ? [{ bbox: box(index, 0), text: word }] : []));
}

function answerSearch(sent: SentSearch, options: FakeSearchOptions): TBatchSearchResponse {
  const isAi = sent.fields.ai_search === 'true';
  const caseSensitive = sent.fields.case_sensitive === 'true';
  const file_results = sent.files.map((name) => {
    const pages = isAi
      ? (options.passages?.[name] ?? []).map(({ page, text }, index) => ({
          page,
          matches: sent.terms.map((term) => ({ bbox: box(0, index), text, term })),
        }))
      : (options.documents?.[name] ?? []).map((text, index) => ({
          page: index + 1,
          matches: sent.terms.flatMap((term) =>
            findWords(text, term, caseSensitive).map((match) => ({ ...match, term })),
          ),
        }));
    const found = pages.filter((page) => page.matches.length > 0);
    const total = found.reduce((sum, page) => sum + page.matches.length, 0);
    return {
      file: name,
      status: 'success' as const,
      results: { total_matches: total, match_details: { pages: found } },
    };
  });
  const total = file_results.reduce((sum, result) => sum + result.results.total_matches, 0);
  return {
    batch_summary: {
      total_files: sent.files.length,
      successful: sent.files.length,
      failed: 0,
      total_matches: total,
      search_time: 0.01,
    },
    file_results,
  };
}

function readForm(url: URL, form: FormData): SentSearch {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  const files = form.getAll('files').map((file) => (file as File).name);
  const terms = JSON.parse(fields.search_terms ?? '[]') as string[];
  return { aiQuery: url.searchParams.get('ai_search'), fields, terms, files };
}

/**
 * The signed-in fake API plus the search calls: the batch search over `documents` (word by word),
 * AI search over `passages` (503 unless `isAiReady`, 402 unless premium), the health check, and
 * saving a pattern with the server's 409 on a repeat.
 */
export function installFakeSearchApi(options: FakeSearchOptions = {}) {
  const { server, fetchMock: base, payload } = installFakeApi({ signedIn: true });
  server.user.is_premium = options.isPremium ?? false;
  const searches: SentSearch[] = [];
  const state = { failSearch: null as Response | null, failPatterns: false };

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (method === 'POST' && url.pathname === PDF_PATHS.search) {
      const sent = readForm(url, init?.body as FormData);
      searches.push(sent);
      if (state.failSearch) return state.failSearch.clone();
      const isPremiumAsked =
        sent.fields.ai_search === 'true' || sent.fields.case_sensitive === 'true';
      if (isPremiumAsked && !server.user.is_premium)
        return fail('PAYMENT_REQUIRED', PREMIUM_MESSAGE);
      if (sent.fields.ai_search === 'true' && !options.isAiReady) {
        return fail('SERVICE_UNAVAILABLE', PDF_MESSAGES.aiSearchNotConfigured);
      }
      return ok(answerSearch(sent, options));
    }
    if (method === 'GET' && url.pathname === HEALTH_PATH) {
      const advanced = options.isAiReady
        ? { state: 'ready' }
        : { state: 'not_configured', detail: 'No LLM endpoint is configured' };
      const engines = { fast: { state: 'ready' }, standard: { state: 'ready' }, advanced };
      return ok({
        status: 'ok',
        database: 'ok',
        version: '1',
        uptime_seconds: 1,
        engines,
        converters: { office: { state: 'ready', sandbox: 'sealed', fonts_missing: [] } },
      });
    }
    if (method === 'POST' && url.pathname === SETTINGS_PATHS.patterns) {
      if (state.failPatterns) return fail('INTERNAL_ERROR', 'Internal server error');
      const parsed = ZCreatePatternRequest.safeParse(JSON.parse(init?.body as string));
      if (!parsed.success) return fail('VALIDATION_ERROR', parsed.error.issues[0]!.message);
      const repeat = server.settings.patterns.some(
        (saved) => saved.pattern_text === parsed.data.pattern_text,
      );
      if (repeat) return fail('CONFLICT', PATTERN_MESSAGES.duplicate);
      const pattern = { id: ++server.counter, setting_id: 1, ...parsed.data };
      server.settings.patterns.push(pattern);
      return ok(pattern, 201);
    }
    return base(input, init);
  };
  const fetchMock = vi.fn(handle);
  vi.stubGlobal('fetch', payload.wrap(fetchMock));
  return { server, searches, state, fetchMock, payload };
}
