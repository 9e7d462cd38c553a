import {
  ORGANIZATION_HEADER,
  ORGANIZATION_MESSAGES,
  USER_PATHS,
  ZEmptyResponse,
  ZMeResponse,
} from '@workbench/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { fail } from '../test/fake-http';
import { ApiError, apiRequest } from './api-client';
import {
  currentOrganizationId,
  onOrganizationChange,
  onOrganizationRefused,
  setCurrentOrganizationId,
} from './organization-scope';

const ORG_ID = '0c1f4d0e-1111-4111-8111-000000000001';

afterEach(() => vi.unstubAllGlobals());

/** The fake API, refusing any request in an organization's context as the server does a non-member's. */
function installRefusingApi() {
  const api = installFakeApi({ signedIn: true });
  const base = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) =>
    new Headers(init?.headers).has(ORGANIZATION_HEADER)
      ? fail('FORBIDDEN', ORGANIZATION_MESSAGES.notMember)
      : base(input, init),
  );
  return api;
}

const sentOrganizations = (fetchMock: ReturnType<typeof installFakeApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(ORGANIZATION_HEADER));

describe('organization context of API calls', () => {
  it('is sent while one is set, and kept in local storage under the user prefix', async () => {
    const { fetchMock } = installFakeApi({ signedIn: true });
    await apiRequest(USER_PATHS.me, ZMeResponse);
    setCurrentOrganizationId(ORG_ID);
    await apiRequest(USER_PATHS.me, ZMeResponse);
    expect(sentOrganizations(fetchMock)).toEqual([null, ORG_ID]);
    expect(localStorage.getItem('user:organization')).toBe(ORG_ID);
  });

  it('is dropped when the server refuses it, and a read is sent again without it', async () => {
    const { fetchMock } = installRefusingApi();
    const refused = vi.fn();
    const stop = onOrganizationRefused(refused);
    setCurrentOrganizationId(ORG_ID);
    await expect(apiRequest(USER_PATHS.me, ZMeResponse)).resolves.toMatchObject({ success: true });
    stop();
    expect(sentOrganizations(fetchMock)).toEqual([ORG_ID, null]);
    expect(currentOrganizationId()).toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('is dropped for a refused write, which is not sent again', async () => {
    const { fetchMock } = installRefusingApi();
    setCurrentOrganizationId(ORG_ID);
    const failure = await apiRequest(USER_PATHS.me, ZEmptyResponse, { method: 'DELETE' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(ORGANIZATION_MESSAGES.notMember);
    expect(sentOrganizations(fetchMock).filter((id) => id === ORG_ID)).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(currentOrganizationId()).toBeNull();
  });
});

describe('the organization in other tabs', () => {
  it('is followed: a change stored by another tab reaches the listeners', () => {
    const listener = vi.fn();
    const unsubscribe = onOrganizationChange(listener);
    localStorage.setItem('user:organization', ORG_ID);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user:organization' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(currentOrganizationId()).toBe(ORG_ID);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'user:organization' }));
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.clear();
  });
});
