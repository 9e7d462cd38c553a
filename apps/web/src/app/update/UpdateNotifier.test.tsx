import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { INITIAL_UPDATE_STATE, type UpdateState } from './update-machine';
import { UpdateNotifier } from './UpdateNotifier';

const blocked: UpdateState = { ...INITIAL_UPDATE_STATE, status: 'error', failure: 'registration' };

vi.mock('./app-updates', () => ({
  appUpdates: () => ({
    getState: () => blocked,
    subscribe: () => () => undefined,
    updateNow: vi.fn(),
    retry: vi.fn(),
  }),
}));

startI18n();

describe('update notifier', () => {
  it('tells once that this browser blocks offline use, not on every later load', async () => {
    const first = render(<UpdateNotifier />);
    expect(screen.getByRole('status', { name: 'App update' })).toHaveTextContent(
      'Offline use is not available',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'App update' })).toBeNull();
    first.unmount();
    // The next page load fails to register the same way, and stays quiet.
    render(<UpdateNotifier />);
    expect(screen.queryByRole('status', { name: 'App update' })).toBeNull();
  });
});
