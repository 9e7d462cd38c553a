import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { ErrorPage } from './ErrorPage';
import { loadPage, reloadCurrentPage } from './failure-navigation';

vi.mock('./failure-navigation', () => ({ loadPage: vi.fn(), reloadCurrentPage: vi.fn() }));

beforeEach(() => {
  startI18n();
  vi.mocked(loadPage).mockClear();
  vi.mocked(reloadCurrentPage).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('error page', () => {
  it('offers Reload and Go home', async () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadCurrentPage).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it('stays put without a redirect path', async () => {
    vi.useFakeTimers();
    render(<ErrorPage />);
    expect(screen.queryByText(/Redirecting/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('counts down 5 seconds and then goes to the redirect path', async () => {
    vi.useFakeTimers();
    render(<ErrorPage redirectTo="/pricing" />);
    expect(screen.getByText('Redirecting in 5 seconds…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Redirecting in 4 seconds…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Redirecting in 1 second…')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(loadPage).toHaveBeenCalledWith('/pricing');
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
