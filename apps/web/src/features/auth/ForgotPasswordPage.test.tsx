import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it('confirms the link was sent and expires in 15 minutes, and can go back', async () => {
    installFakeApi();
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'kari@nav.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses kari@nav.no, we have sent it a link to reset the password. The link expires in 15 minutes.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  it('checks the address before sending', async () => {
    installFakeApi();
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'kari.nav.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
  });
});
