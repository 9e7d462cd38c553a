import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('exemption codes tab', () => {
  it('switches the set, adds an own code and gives a type its default code', async () => {
    const { server } = installFakeApi({ signedIn: true });
    // Each save re-applies the theme; 'system' asks the media query, which jsdom lacks.
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderApp('/settings?tab=codes');
    const set = within(await screen.findByRole('region', { name: 'Code set' }));
    expect(set.getByRole('list')).toHaveTextContent('offl. § 26 femte ledd');
    await userEvent.selectOptions(set.getByLabelText('Codes offered in the workspace'), 'foia');
    expect(set.getByRole('list')).toHaveTextContent('(b)(6)');
    await userEvent.click(set.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(server.settings.general.exemption_codes.set).toBe('foia');

    const own = within(screen.getByRole('region', { name: 'Your own codes' }));
    await userEvent.type(own.getByLabelText('Code'), '  Intern vurdering ');
    await userEvent.click(own.getByRole('button', { name: 'Add code' }));
    expect(await own.findByText('Intern vurdering', { selector: 'strong' })).toBeVisible();
    await userEvent.type(own.getByLabelText('Code'), 'Intern vurdering');
    await userEvent.click(own.getByRole('button', { name: 'Add code' }));
    expect(await own.findByText('This code is already in your list')).toBeVisible();
    expect(server.settings.general.exemption_codes.own_codes).toEqual([
      { code: 'Intern vurdering', description: '' },
    ]);

    const defaults = within(screen.getByRole('region', { name: 'Default code per type' }));
    await userEvent.selectOptions(defaults.getByLabelText('Type of mark'), 'PERSON');
    await userEvent.selectOptions(defaults.getByLabelText('Code'), 'Intern vurdering');
    await userEvent.click(defaults.getByRole('button', { name: 'Set default' }));
    expect(await defaults.findByText('Intern vurdering', { selector: 'strong' })).toBeVisible();
    // The set's suggestions followed the switch to FOIA; the one chosen here is the user's.
    expect(server.settings.general.exemption_codes.defaults).toMatchObject({
      PERSON: 'Intern vurdering',
      EMAIL_ADDRESS: '(b)(6)',
    });
  });
});
