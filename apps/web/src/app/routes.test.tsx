import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { currentUrl, renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PROTECTED = [
  '/playground',
  '/user/settings',
  '/settings',
  '/subscription/checkout?plan=pro_monthly',
  '/subscription/manage',
  '/organization',
];

describe('routes for a visitor who is not signed in', () => {
  it.each(PROTECTED)('%s redirects to /login', async (path) => {
    installFakeApi();
    const { router } = renderApp(path);
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: path });
  });

  it.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password?token=abcdefghijk',
    '/verify-email',
    '/resend-verification',
  ])('%s stays public', async (path) => {
    installFakeApi();
    const { router } = renderApp(path);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(currentUrl(router)).toBe(path);
  });

  it('shows pricing and contact without login', async () => {
    installFakeApi();
    const { router } = renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Plans and pricing' })).toBeVisible();
    await act(() => router.navigate('/contact'));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeVisible();
  });

  it('shows the 404 page with a link home for any other path', async () => {
    installFakeApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('comes back to the requested page after logging in', async () => {
    installFakeApi();
    const { router } = renderApp('/organization');
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    await userEvent.type(await screen.findByLabelText('Email or username'), 'kari');
    await userEvent.type(screen.getByLabelText('Password'), 'Hemmelig1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/organization'));
  });

  it('goes to checkout after login when a plan is given', async () => {
    installFakeApi();
    const { router } = renderApp('/login?plan=pro_yearly');
    await userEvent.type(await screen.findByLabelText('Email or username'), 'kari');
    await userEvent.type(screen.getByLabelText('Password'), 'Hemmelig1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/subscription/checkout?plan=pro_yearly'));
  });

  it('shows a wrong password as an error and an unverified account as information', async () => {
    installFakeApi();
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email or username'), 'kari');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Invalid username/email or password');
    expect(error).toHaveClass('alert-error');

    await userEvent.clear(screen.getByLabelText('Email or username'));
    await userEvent.type(screen.getByLabelText('Email or username'), 'unverified');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveClass('alert-info'));
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toBeVisible();
  });

  it('proceeds after 10 s when the session check hangs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeApi({ hangSessionCheck: true });
    const { router } = renderApp('/playground');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(currentUrl(router)).toBe('/playground');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(currentUrl(router)).toBe('/login');
  });
});

describe('routes for a signed-in user', () => {
  it.each([
    ['/', '/playground'],
    ['/login', '/playground'],
    ['/signup', '/playground'],
    ['/login?plan=basic_monthly', '/subscription/checkout?plan=basic_monthly'],
    ['/signup?plan=pro_monthly', '/subscription/checkout?plan=pro_monthly'],
    ['/?plan=business_yearly', '/subscription/checkout?plan=business_yearly'],
    ['/forgot-password', '/playground'],
    ['/reset-password?token=abcdefghijk', '/playground'],
    ['/verify-email?plan=pro_monthly', '/playground'],
    ['/resend-verification', '/playground'],
  ])('%s goes to %s', async (path, target) => {
    installFakeApi({ signedIn: true });
    const { router } = renderApp(path);
    await waitFor(() => expect(currentUrl(router)).toBe(target));
  });

  it.each([...PROTECTED, '/pricing', '/contact'])('%s opens', async (path) => {
    installFakeApi({ signedIn: true });
    const { router } = renderApp(path);
    await waitFor(() => expect(screen.queryByText('Checking your session…')).toBeNull());
    expect(currentUrl(router)).toBe(path);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
