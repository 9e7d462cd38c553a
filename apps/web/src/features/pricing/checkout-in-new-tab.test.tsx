import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app';
import { useFilesStore } from '../workspace/files/files-store';
import { buildOpenFile } from '../workspace/test-fixtures';
import { buildSubscription, installFakePricingApi } from './fake-pricing-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useFilesStore.setState({ files: [] });
});

/**
 * Subscribes to Business once the page knows the user's subscription and organization (clicks
 * before do nothing: the button says so with aria-disabled while either is loading).
 */
async function subscribeToBusiness() {
  const basic = await screen.findByRole('article', { name: 'Basic' });
  await waitFor(() =>
    expect(within(basic).getByRole('button', { name: 'Current plan' })).toBeDisabled(),
  );
  const business = screen.getByRole('button', { name: 'Subscribe to Business' });
  await waitFor(() => expect(business).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(business);
}

const calls = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path)).length;

describe('checkout with work open', () => {
  it('opens checkout in a new tab, keeps the workspace, and reads the plan again on return', async () => {
    useFilesStore.setState({ files: [buildOpenFile()] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { fetchMock } = installFakePricingApi({
      signedIn: true,
      subscription: buildSubscription(),
    });
    const { router } = renderApp('/pricing');
    await subscribeToBusiness();
    expect(open).toHaveBeenCalledWith(
      '/subscription/checkout?plan=business_monthly',
      '_blank',
      'noopener',
    );
    // This tab stays where it was, with the files; nothing here unloads them.
    expect(currentUrl(router)).toBe('/pricing');
    expect(useFilesStore.getState().files).toHaveLength(1);
    expect(await screen.findByText(/Checkout opened in a new tab/)).toBeVisible();

    const before = calls(fetchMock, '/api/users/me');
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(calls(fetchMock, '/api/users/me')).toBe(before + 1));
    // Paid in the other tab: its return tells this one through storage.
    window.dispatchEvent(new StorageEvent('storage', { key: 'plan-changed', newValue: '1' }));
    await waitFor(() => expect(calls(fetchMock, '/api/users/me')).toBe(before + 2));
  });

  it('goes to checkout in the same tab when no file is open', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    installFakePricingApi({ signedIn: true, subscription: buildSubscription() });
    const { router } = renderApp('/pricing');
    await subscribeToBusiness();
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/subscription/checkout?plan=business_monthly'),
    );
    expect(open).not.toHaveBeenCalled();
  });
});
