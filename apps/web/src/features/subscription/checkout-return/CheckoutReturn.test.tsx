import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { WELCOME_FADE_MS, WELCOME_SHOWN_MS } from './WelcomePremiumOverlay';

vi.mock('canvas-confetti', () => ({
  default: { create: vi.fn(() => Object.assign(vi.fn(), { reset: vi.fn() })) },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('return from checkout', () => {
  it.each([
    ['/pricing?canceled=true&upgrade=false', 'Checkout was canceled', '/pricing?upgrade=false'],
    ['/pricing?success=true', 'Subscription created successfully!', '/pricing'],
  ])('%s shows one notice and leaves the address', async (path, notice, after) => {
    installFakeApi();
    const { router } = renderApp(path, { strict: true });
    expect(await screen.findByText(notice)).toBeVisible();
    await waitFor(() => expect(currentUrl(router)).toBe(after));
    expect(screen.getAllByText(notice)).toHaveLength(1);
  });

  it("welcomes the subscriber on the server's success address, with the notice", async () => {
    installFakeApi({ signedIn: true });
    const { router } = renderApp('/playground?subscription=success&success=true');
    // Closed at once: the overlay leaves by itself after 4 s, which a slow machine can reach.
    await screen.findByRole('dialog', { name: 'Welcome to Premium!' });
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByText('Subscription created successfully!')).toBeVisible();
    await waitFor(() => expect(currentUrl(router)).toBe('/playground'));
    // Left for the subscription page, which may mount after the parameters are gone.
    expect(router.state.location.state).toEqual({ paidCheckout: true });
  });
});

describe('welcome-to-premium overlay', () => {
  it('welcomes a new subscriber and closes on a click, leaving the address clean', async () => {
    installFakeApi({ signedIn: true });
    const { router } = renderApp('/playground?subscription=success&success=true&x=1');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Premium!' });
    expect(dialog).toHaveTextContent('AI-powered detection of sensitive information');
    expect(screen.getByRole('button', { name: 'Get started' })).toHaveFocus();
    await userEvent.click(screen.getByText('Click anywhere to continue'));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Premium!' })).toBeNull();
    await waitFor(() => expect(currentUrl(router)).toBe('/playground?x=1'));
  });

  it('fades out after about 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeApi({ signedIn: true });
    const { router } = renderApp('/playground?subscription=success');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Premium!' });
    const overlay = dialog.parentElement!;
    await act(() => vi.advanceTimersByTimeAsync(WELCOME_SHOWN_MS - 200));
    expect(overlay).not.toHaveClass('welcome-overlay-fading');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(overlay).toHaveClass('welcome-overlay-fading');
    await act(() => vi.advanceTimersByTimeAsync(WELCOME_FADE_MS));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Premium!' })).toBeNull();
    expect(currentUrl(router)).toBe('/playground');
  });

  it('closes on Escape', async () => {
    installFakeApi({ signedIn: true });
    renderApp('/playground?subscription=success');
    await screen.findByRole('dialog', { name: 'Welcome to Premium!' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Get started' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to Premium!' })).toBeNull();
  });

  it('reads the user again, so premium features unlock without a reload', async () => {
    const { server } = installFakeApi({ signedIn: true });
    renderApp('/settings?subscription=success');
    expect(await screen.findByRole('tab', { name: /Entity list/ })).toHaveTextContent(
      'Premium feature',
    );
    // The provider's webhook arrives while the welcome is showing.
    server.user = { ...server.user, is_premium: true };
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Entity list/ })).not.toHaveTextContent(
        'Premium feature',
      ),
    );
  });

  it('stays away without the parameter', async () => {
    installFakeApi({ signedIn: true });
    renderApp('/playground?success=true');
    await screen.findByRole('heading', { name: 'Workspace' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to Premium!' })).toBeNull();
  });
});
