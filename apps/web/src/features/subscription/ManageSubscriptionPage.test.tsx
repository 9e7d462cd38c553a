import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl } from '../../test/render-app';
import {
  fetchApiKeys,
  fetchCurrentSubscription,
  fetchPersonalSubscription,
  fetchUsage,
} from './billing-api';
import { CONFIRM_RETRY } from './manage/use-current-subscription';
import { buildApiKey, buildSubscription, renderManagePage } from './test-fixtures';

vi.mock('./billing-api');

beforeEach(() => {
  vi.mocked(fetchCurrentSubscription).mockResolvedValue(buildSubscription());
  vi.mocked(fetchApiKeys).mockResolvedValue([buildApiKey()]);
  vi.mocked(fetchUsage).mockRejectedValue(new Error('not asked for'));
  vi.mocked(fetchPersonalSubscription).mockResolvedValue(null);
});

afterEach(() => {
  vi.resetAllMocks();
});

/** The plan shows only after the page asks again, `CONFIRM_RETRY.delayMs` later. */
const AFTER_A_RETRY = { timeout: CONFIRM_RETRY.delayMs + 5_000 };

describe('manage subscription page', () => {
  it('opens the subscription tab by default', async () => {
    renderManagePage();
    expect(await screen.findByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Subscription');
    expect(await screen.findByRole('region', { name: 'Your plan' })).toBeVisible();
  });

  it('back from a paid checkout, waits for the payment to be confirmed', async () => {
    vi.mocked(fetchCurrentSubscription)
      .mockResolvedValueOnce(null)
      .mockResolvedValue(buildSubscription());
    renderManagePage('/subscription/manage?subscription=success&success=true');
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    expect(screen.queryByText('You have no subscription')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Your plan' }, AFTER_A_RETRY)).toBeVisible();
  });

  it('back from a paid checkout, does not take an old ended subscription for the new one', async () => {
    vi.mocked(fetchCurrentSubscription)
      .mockResolvedValueOnce(buildSubscription({ status: 'expired', plan_code: 'old_plan' }))
      .mockResolvedValue(buildSubscription());
    renderManagePage('/subscription/manage?success=true');
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your plan' }, AFTER_A_RETRY)).toBeVisible();
    expect(fetchCurrentSubscription).toHaveBeenCalledTimes(2);
  });

  it('back from a paid checkout whose parameters the layout already took out, still waits', async () => {
    vi.mocked(fetchCurrentSubscription)
      .mockResolvedValueOnce(null)
      .mockResolvedValue(buildSubscription());
    renderManagePage({ pathname: '/subscription/manage', state: { paidCheckout: true } });
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your plan' }, AFTER_A_RETRY)).toBeVisible();
  });

  it('says there is no subscription at once on an ordinary visit', async () => {
    vi.mocked(fetchCurrentSubscription).mockResolvedValue(null);
    renderManagePage();
    expect(await screen.findByText('You have no subscription')).toBeVisible();
    expect(fetchCurrentSubscription).toHaveBeenCalledTimes(1);
  });

  it('opens the API keys tab from ?tab=apikeys and keeps the choice in the address', async () => {
    const { router } = renderManagePage('/subscription/manage?tab=apikeys');
    expect(await screen.findByRole('heading', { name: 'CI pipeline' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(currentUrl(router)).toBe('/subscription/manage?tab=subscription');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderManagePage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Subscription' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'API keys' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'CI pipeline' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveFocus();
  });

  it('reloads only the current tab on Refresh', async () => {
    renderManagePage('/subscription/manage?tab=apikeys');
    await screen.findByRole('heading', { name: 'CI pipeline' });
    vi.mocked(fetchApiKeys).mockResolvedValue([buildApiKey({ id: 'key-2', name: 'Nightly' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Nightly' })).toBeVisible();
    expect(fetchCurrentSubscription).not.toHaveBeenCalled();
  });

  it('keeps the subscription shown and says so when a refresh fails', async () => {
    renderManagePage();
    await screen.findByRole('region', { name: 'Your plan' });
    vi.mocked(fetchCurrentSubscription).mockRejectedValue(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Could not refresh your subscription')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your plan' })).toBeVisible());
  });
});
