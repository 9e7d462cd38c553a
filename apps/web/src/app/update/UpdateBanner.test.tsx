import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { INITIAL_UPDATE_STATE, type UpdateState } from './update-machine';
import { UpdateBanner } from './UpdateBanner';

startI18n();

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderBanner(state: Partial<UpdateState>) {
  const handlers = {
    onUpdateNow: vi.fn(),
    onRetry: vi.fn(),
    onRefresh: vi.fn(),
    onDismiss: vi.fn(),
  };
  render(<UpdateBanner state={{ ...INITIAL_UPDATE_STATE, ...state }} {...handlers} />);
  return handlers;
}

const region = () => screen.getByRole('status', { name: 'App update' });

describe('update banner', () => {
  it('is hidden while idle, in a live region that stays', () => {
    const { container } = render(
      <UpdateBanner
        state={INITIAL_UPDATE_STATE}
        onUpdateNow={vi.fn()}
        onRetry={vi.fn()}
        onRefresh={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-live', 'polite');
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it.each([
    ['checking', 'Checking for Updates', 'Looking for the latest version...'],
    ['downloading', 'Downloading Update', 'Getting the latest version ready...'],
    ['installing', 'Installing Update', 'Please wait while we update the app...'],
    ['success', 'Update Successful!', 'Reloading the app with the latest version...'],
    [
      'ready',
      'App Update Available',
      'A new version is ready. Update now for the latest features.',
    ],
  ] as const)('shows %s as "%s"', (status, title, text) => {
    renderBanner({ status });
    expect(region()).toHaveTextContent(title);
    expect(region()).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Retry Update' })).not.toBeInTheDocument();
  });

  it('counts down while an update is available, and updates at once on click', async () => {
    const { onUpdateNow } = renderBanner({ status: 'available', countdown: 3 });
    expect(region()).toHaveTextContent('Update Available');
    expect(region()).toHaveTextContent('Auto-updating in 3 seconds... Click to update now.');
    await userEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(onUpdateNow).toHaveBeenCalledTimes(1);
  });

  it('says "1 second", not "1 seconds"', () => {
    renderBanner({ status: 'available', countdown: 1 });
    expect(region()).toHaveTextContent('Auto-updating in 1 second... Click to update now.');
  });

  it('says a blocked service worker means no offline use, not a failed update, and can be closed', async () => {
    const { onDismiss, onRetry } = renderBanner({ status: 'error', failure: 'registration' });
    expect(region()).toHaveTextContent('Offline use is not available');
    expect(region()).toHaveTextContent('Service worker registration failed');
    expect(region()).not.toHaveTextContent('Update Failed');
    expect(screen.queryByRole('button', { name: 'Retry Update' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it.each([
    ['timeout', 'Update process timed out. Please refresh the page manually.'],
    ['activation', 'Failed to update. Please refresh the page manually.'],
  ] as const)('explains a %s failure and offers a retry and a refresh', async (failure, text) => {
    const { onRetry, onRefresh } = renderBanner({ status: 'error', failure });
    expect(region()).toHaveTextContent('Update Failed');
    expect(region()).toHaveTextContent(text);
    expect(region()).not.toHaveTextContent('Retry attempt');
    await userEvent.click(screen.getByRole('button', { name: 'Retry Update' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows which automatic retry is under way', () => {
    renderBanner({ status: 'error', failure: 'activation', retryCount: 2 });
    expect(region()).toHaveTextContent('Retry attempt 2/3');
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('nb');
    renderBanner({ status: 'available', countdown: 4 });
    expect(screen.getByRole('status', { name: 'Appoppdatering' })).toHaveTextContent(
      'Oppdaterer automatisk om 4 sekunder',
    );
    expect(screen.getByRole('button', { name: 'Oppdater nå' })).toBeVisible();
  });
});
