import { ORGANIZATION_HEADER, ORGANIZATION_MESSAGES } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentOrganizationId, setCurrentOrganizationId } from '../../../lib/organization-scope';
import { setCookie } from '../../../test/fake-http';
import { streamDetection, type DetectRequest } from './detect-stream';

const request: DetectRequest = {
  files: [{ file: new File(['%PDF'], 'a.pdf'), name: 'a.pdf' }],
  useFast: true,
  useStandard: false,
  useAdvanced: false,
  requestedEntities: ['PERSON_F'],
  threshold: 0.5,
  removeWords: null,
};

function answer(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

const run = () => streamDetection(request, () => undefined, new AbortController().signal);

beforeEach(() => setCookie('csrf_token', 'token'));
afterEach(() => vi.unstubAllGlobals());

describe('opening the detection stream', () => {
  it('gives the message of a JSON error body', async () => {
    const body = { success: false, error: { code: 'VALIDATION_ERROR', message: 'Bad threshold' } };
    answer(new Response(JSON.stringify(body), { status: 400 }));
    await expect(run()).rejects.toMatchObject({ message: 'Bad threshold', status: 400 });
  });

  it("says 'HTTP {status}: {statusText}' when the body is not JSON", async () => {
    answer(new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(run()).rejects.toMatchObject({ message: 'HTTP 502: Bad Gateway' });
  });

  it("says 'Request failed with status {status}' for JSON that is not an error envelope", async () => {
    answer(new Response('{"oops":true}', { status: 500, statusText: 'Internal Server Error' }));
    await expect(run()).rejects.toMatchObject({ message: 'Request failed with status 500' });
  });

  it("is sent in the organization's context, which is dropped when the server refuses it", async () => {
    setCurrentOrganizationId('org-1');
    const body = {
      success: false,
      error: { code: 'FORBIDDEN', message: ORGANIZATION_MESSAGES.notMember },
    };
    answer(new Response(JSON.stringify(body), { status: 403 }));
    await expect(run()).rejects.toMatchObject({ message: ORGANIZATION_MESSAGES.notMember });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init?.headers).get(ORGANIZATION_HEADER)).toBe('org-1');
    expect(currentOrganizationId()).toBeNull();
  });

  it('refuses an answer without a body', async () => {
    answer(new Response(null, { status: 200 }));
    await expect(run()).rejects.toMatchObject({ message: 'Response body is not readable' });
  });
});
