import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the reply letter template', () => {
  it('saves the organisation details and shows the refusal of an unknown placeholder', async () => {
    const { server } = installFakeApi({ signedIn: true });
    renderApp('/settings?tab=codes');
    const card = within(await screen.findByRole('region', { name: 'Reply letter' }));
    await userEvent.type(await card.findByLabelText('Organization name'), 'Eksempel kommune');
    await userEvent.type(card.getByLabelText('Appeal body'), 'Statsforvalteren');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Letter template saved')).toBeVisible();
    expect(server.settings.letterTemplate).toMatchObject({
      organization: 'Eksempel kommune',
      appeal_body: 'Statsforvalteren',
    });

    const opening = card.getByLabelText('Opening paragraph (instead of the standard one)');
    await userEvent.type(opening, 'Hei {{{{name}}');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText(/Unknown placeholder \{\{name\}\}/)).toBeVisible();
    expect(server.settings.letterTemplate.opening).toBe('');
  });
});
