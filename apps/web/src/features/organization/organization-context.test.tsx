import 'fake-indexeddb/auto';
import { BILLING_PATHS, USER_PATHS } from '@workbench/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentOrganizationId } from '../../lib/organization-scope';
import { emitAuthEvent, type AuthEvent } from '../../lib/auth-events';
import { renderApp } from '../../test/render-app';
import {
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from './fake-organization-api';

const STORAGE_KEY = 'user:organization';
const member = buildOrganization({
  org_id: '11111111-0000-4000-8000-000000000001',
  name: 'Andre AS',
});
const owned = buildOwnedOrganization({
  org_id: '22222222-0000-4000-8000-000000000002',
  name: 'Egen AS',
});
const viewer = buildOrganization({
  org_id: '33333333-0000-4000-8000-000000000003',
  name: 'Tredje AS',
  role: 'viewer',
});

afterEach(() => vi.unstubAllGlobals());

const currentName = () => screen.findByRole('heading', { level: 2, name: /AS$/ });

describe('organization context', () => {
  it('chooses the organization the user owns and keeps it in local storage', async () => {
    installFakeOrganizationApi({ organizations: [member, owned] });
    renderApp('/organization');
    expect(await currentName()).toHaveTextContent('Egen AS');
    expect(localStorage.getItem(STORAGE_KEY)).toBe(owned.org_id);
  });

  it('chooses the first organization when the user owns none', async () => {
    installFakeOrganizationApi({ organizations: [member, viewer] });
    renderApp('/organization');
    expect(await currentName()).toHaveTextContent('Andre AS');
    expect(localStorage.getItem(STORAGE_KEY)).toBe(member.org_id);
  });

  it('keeps the organization chosen before, and switches on request', async () => {
    localStorage.setItem(STORAGE_KEY, viewer.org_id);
    installFakeOrganizationApi({ organizations: [member, owned, viewer] });
    renderApp('/organization');
    expect(await currentName()).toHaveTextContent('Tredje AS');
    await userEvent.selectOptions(screen.getByLabelText('Current organization'), 'Andre AS');
    expect(await currentName()).toHaveTextContent('Andre AS');
    expect(localStorage.getItem(STORAGE_KEY)).toBe(member.org_id);
  });

  it('sends the organization id with API requests and reloads the subscription on a change', async () => {
    const { state } = installFakeOrganizationApi({ organizations: [member, owned] });
    renderApp('/subscription/manage');
    const subscriptionCalls = () =>
      state.requests.filter((request) => request.path === BILLING_PATHS.current);
    // Read once the organization is chosen (never first in the user's own context), then
    // again in the organization switched to.
    await waitFor(() =>
      expect(subscriptionCalls().map((call) => call.organizationId)).toEqual([owned.org_id]),
    );
    act(() => setCurrentOrganizationId(member.org_id));
    await waitFor(() =>
      expect(subscriptionCalls().map((call) => call.organizationId)).toEqual([
        owned.org_id,
        member.org_id,
      ]),
    );
  });

  it.each<AuthEvent>(['logout', 'session-expired', 'refresh-failed'])(
    'is cleared on %s',
    async (event) => {
      installFakeOrganizationApi({ organizations: [owned] });
      renderApp('/organization');
      await currentName();
      expect(localStorage.getItem(STORAGE_KEY)).toBe(owned.org_id);
      act(() => emitAuthEvent(event));
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    },
  );

  it('drops an organization the server no longer counts the user in, and reads again', async () => {
    const gone = '44444444-0000-4000-8000-000000000004';
    localStorage.setItem(STORAGE_KEY, gone);
    const { state } = installFakeOrganizationApi({ organizations: [member, owned] });
    renderApp('/pricing');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe(owned.org_id));
    const reads = state.requests.filter((request) => request.path === USER_PATHS.me);
    expect(reads.slice(0, 2).map((read) => read.organizationId)).toEqual([gone, null]);
  });
});
