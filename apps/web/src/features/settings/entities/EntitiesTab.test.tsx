import { PERSONAL_DATA_TYPES } from '@workbench/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function subscriber() {
  const { server } = installFakeApi({ signedIn: true });
  server.user.is_premium = true;
  return server;
}

const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')!.textContent);

describe('the entity tab’s personal-data preset', () => {
  it('chooses exactly the preset’s types in the fast section, says so, and saves them', async () => {
    const server = subscriber();
    renderApp('/settings?tab=entities');
    const fast = await screen.findByRole('group', { name: 'Fast ML' });
    await within(fast).findByRole('checkbox', { name: /Person/ });
    const count = PERSONAL_DATA_TYPES.length;
    expect(fast).toHaveTextContent(`“Personal data” chooses the ${count} types that identify`);
    await userEvent.click(within(fast).getByRole('checkbox', { name: 'Url' }));

    await userEvent.click(within(fast).getByRole('button', { name: 'Personal data' }));
    expect(checked(fast)).toHaveLength(count);
    expect(within(fast).getByRole('checkbox', { name: 'Email Address' })).toBeChecked();
    expect(within(fast).getByRole('checkbox', { name: 'Url' })).not.toBeChecked();
    expect(within(fast).getByRole('checkbox', { name: 'Org. Email' })).not.toBeChecked();
    expect(fast).toHaveTextContent(`This list is the personal-data preset: the ${count} types`);

    await userEvent.click(within(fast).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(new Set(server.settings.entities[1].map((entity) => entity.entity_text))).toEqual(
        new Set(PERSONAL_DATA_TYPES),
      ),
    );
    // The other models have no such preset.
    const advanced = screen.getByRole('group', { name: 'Advanced AI' });
    expect(within(advanced).queryByRole('button', { name: 'Personal data' })).toBeNull();
  });

  it('is “Personopplysninger” in Norwegian', async () => {
    const server = subscriber();
    await i18n.changeLanguage('nb');
    server.user.language = 'nb';
    renderApp('/settings?tab=entities');
    const fast = await screen.findByRole('group', { name: 'Rask ML' });
    await within(fast).findByRole('checkbox', { name: /Person/ });
    await userEvent.click(within(fast).getByRole('button', { name: 'Personopplysninger' }));
    expect(checked(fast)).toHaveLength(PERSONAL_DATA_TYPES.length);
    expect(fast).toHaveTextContent(
      `Denne listen er forhåndsvalget for personopplysninger: de ${PERSONAL_DATA_TYPES.length} typene`,
    );
  });
});
