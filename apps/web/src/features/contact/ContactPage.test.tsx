import { CONTACT_PATH } from '@workbench/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

async function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe('the contact page', () => {
  it('sends the form and says what happens next', async () => {
    const { fetchMock } = installFakeApi();
    renderApp('/contact');
    await fillIn({
      Name: 'Kari Nordmann',
      Email: 'kari@kommune.no',
      'Organization (optional)': 'Eksempel kommune',
      Subject: 'Tilbud for arkivet',
      Message: 'Vi vil sladde 40 000 sider.',
    });
    await userEvent.selectOptions(
      screen.getByLabelText('Organization size (optional)'),
      '251–1000 people',
    );
    expect(screen.getByText('27 of 2000 characters')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/your message was sent/)).toHaveTextContent(
      'a receipt is on its way to kari@kommune.no',
    );
    const call = fetchMock.mock.calls.find(
      ([input]) => typeof input === 'string' && input.endsWith(CONTACT_PATH),
    )!;
    expect(JSON.parse(call[1]!.body as string)).toMatchObject({
      size: '251-1000',
      organization: 'Eksempel kommune',
      language: 'en',
    });
  });

  it('shows each field its own problem and sends nothing', async () => {
    const { fetchMock } = installFakeApi();
    renderApp('/contact');
    await fillIn({ Name: 'K', Email: 'kari', Subject: 'Hi', Message: 'Kort' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      '4 of 2000 characters Message must be at least 10 characters',
    );
    expect(calledRoutes(fetchMock)).not.toContain(`POST ${CONTACT_PATH}`);
  });

  it('says so when the server cannot take messages, and keeps what was written', async () => {
    installFakeApi();
    renderApp('/contact');
    await fillIn({
      Name: 'Kari',
      Email: 'closed@nav.no',
      Subject: 'Tilbud',
      Message: 'Vi vil gjerne ha et tilbud.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The contact form is not available on this server'),
    ).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveValue('Vi vil gjerne ha et tilbud.');
  });
});
