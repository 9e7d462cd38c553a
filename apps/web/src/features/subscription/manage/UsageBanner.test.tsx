import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl } from '../../../test/render-app';
import { fetchCurrentSubscription } from '../billing-api';
import { buildSubscription, renderManagePage } from '../test-fixtures';
import type { TUsageAdvice } from '@workbench/contracts';

vi.mock('../billing-api');

afterEach(() => {
  vi.resetAllMocks();
});

async function openWith(advice: Partial<TUsageAdvice>) {
  vi.mocked(fetchCurrentSubscription).mockResolvedValue(buildSubscription({}, advice));
  const view = renderManagePage();
  await screen.findByRole('region', { name: 'Your plan' });
  return view;
}

const CRITICAL: Partial<TUsageAdvice> = {
  urgency: 'critical',
  action: 'urgent_upgrade',
  percent_used: 96.4,
  days_until_exhaustion: 2,
  dismissible: false,
  gauge: 'error',
};

describe('usage banner', () => {
  it('is hidden when the server says usage is too low to mention', async () => {
    await openWith({ show_banner: false, urgency: 'none', action: 'none', percent_used: 0.05 });
    expect(screen.queryByText(/of your pages this period/)).toBeNull();
  });

  it('is shown from 0.1 %, below the lowest urgency level, as the low level', async () => {
    await openWith({ show_banner: true, urgency: 'none', action: 'none', percent_used: 0.5 });
    const banner = screen.getByRole('status', { name: '' });
    expect(banner).toHaveTextContent('Your usage this period');
    expect(banner).toHaveTextContent('You have used 0.5% of your pages this period.');
  });

  it('warns at the critical level with the share used and the days left', async () => {
    await openWith(CRITICAL);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('You are about to run out of pages');
    expect(banner).toHaveTextContent('You have used 96.4% of your pages this period.');
    expect(banner).toHaveTextContent('At this pace they run out in 2 days.');
    expect(banner).toHaveTextContent('Upgrade to Business now to keep working without a stop');
  });

  it('counts the last day in hours', async () => {
    await openWith({ ...CRITICAL, days_until_exhaustion: 0.05 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'At this pace they run out within the hour.',
    );
  });

  it('counts hours under a day, and days from one', async () => {
    await openWith({ ...CRITICAL, days_until_exhaustion: 0.4 });
    expect(screen.getByRole('alert')).toHaveTextContent('At this pace they run out in 9 hours.');
  });

  it('points to an Enterprise agreement when no plan holds the pace, as the upgrade page does', async () => {
    await openWith({ ...CRITICAL, next_family: 'enterprise' });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('contact us about an Enterprise agreement');
    expect(banner).not.toHaveTextContent('Upgrade to Enterprise now');
  });

  it('only suggests upgrading when the advice is to consider it', async () => {
    await openWith({
      ...CRITICAL,
      urgency: 'medium',
      action: 'consider_upgrade',
      dismissible: true,
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Consider upgrading to Business',
    );
  });

  it('heads a fast pace at a low share used by the pace, not as "most of your pages"', async () => {
    const pace = { urgency: 'medium', action: 'consider_upgrade', dismissible: true } as const;
    await openWith({ ...CRITICAL, ...pace, percent_used: 8.9 });
    const banner = screen.getByRole('status', { name: '' });
    expect(banner).toHaveTextContent('At this pace your pages run out before the period ends');
    expect(banner).not.toHaveTextContent('most of your pages');
  });

  it('cannot be dismissed at the critical level, even after an earlier dismissal', async () => {
    sessionStorage.setItem('usage-banner-dismissed:sub-1:critical', '1');
    await openWith(CRITICAL);
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('says when the pages are used up', async () => {
    await openWith({ ...CRITICAL, percent_used: 104, days_until_exhaustion: 0 });
    expect(screen.getByRole('alert')).toHaveTextContent('Your pages are used up.');
  });

  it('links Upgrade and Renew to the pricing page with the current plan', async () => {
    await openWith(CRITICAL);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing?upgrade=true&current=pro_monthly',
    );
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/pricing?renew=true&plan=pro_monthly',
    );
  });

  it('is dismissed for the session, per level', async () => {
    const medium = { urgency: 'medium', action: 'consider_upgrade', percent_used: 75 } as const;
    await openWith(medium);
    expect(screen.getByText('You have used most of your pages')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('You have used most of your pages')).toBeNull();
    expect(sessionStorage.getItem('usage-banner-dismissed:sub-1:medium')).toBe('1');

    // A refresh that finds a higher level shows the banner again.
    vi.mocked(fetchCurrentSubscription).mockResolvedValue(
      buildSubscription({}, { urgency: 'high', action: 'consider_upgrade', percent_used: 86 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('You are using your pages fast')).toBeVisible();
  });

  it('stays dismissed when the page is opened again in the same session', async () => {
    sessionStorage.setItem('usage-banner-dismissed:sub-1:low', '1');
    await openWith({});
    expect(screen.queryByText('Your usage this period')).toBeNull();
  });

  it('follows the Upgrade link', async () => {
    const { router } = await openWith(CRITICAL);
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/pricing?upgrade=true&current=pro_monthly'),
    );
  });
});
