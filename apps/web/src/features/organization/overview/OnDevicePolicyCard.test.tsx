import { ORGANIZATION_MESSAGES, ORGANIZATION_PATHS, USER_PATHS } from '@workbench/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from '../fake-organization-api';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const LABEL = 'Members process documents on their own devices';

/** The fake organization API; the tutorial, which would take a slow test elsewhere, is done. */
function install(...args: Parameters<typeof installFakeOrganizationApi>) {
  const api = installFakeOrganizationApi(...args);
  api.server.user.tutorial_finished = true;
  return api;
}

/** The card, found by its heading: role queries over the whole page are slow on a busy machine. */
async function policyCard(title = "Processing on members' devices") {
  const heading = await screen.findByText(title, { selector: 'h2' });
  return within(heading.closest('section')!);
}

describe('on-device policy of an organization', () => {
  it('lets the owner turn it on and off, and reads the user again', async () => {
    const { state } = install({ organizations: [buildOwnedOrganization()] });
    renderApp('/organization');
    const card = await policyCard();
    const toggle = card.getByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/never reach the server/);

    const before = state.requests.filter((request) => request.path === USER_PATHS.me).length;
    await userEvent.click(toggle);
    expect(
      await screen.findByText('Members now process documents on their own devices'),
    ).toBeVisible();
    expect(state.organizations[0]!.require_on_device).toBe(true);
    const patch = state.requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(
      ORGANIZATION_PATHS.organization.replace(':orgId', state.organizations[0]!.org_id),
    );
    // The user is read again: on_device_required_by may have changed with it.
    await waitFor(() =>
      expect(
        state.requests.filter((request) => request.path === USER_PATHS.me).length,
      ).toBeGreaterThan(before),
    );
    const after = await policyCard();
    await waitFor(() => expect(after.getByRole('switch', { name: LABEL })).toBeChecked());

    await userEvent.click(after.getByRole('switch', { name: LABEL }));
    await waitFor(() => expect(state.organizations[0]!.require_on_device).toBe(false));
  });

  it('lets an admin change it, and says why when the server refuses', async () => {
    const { state } = install({
      organizations: [buildOrganization({ role: 'admin' })],
    });
    state.refusals.set(`PATCH ${ORGANIZATION_PATHS.organization}`, [
      'FORBIDDEN',
      ORGANIZATION_MESSAGES.managersOnly,
    ]);
    renderApp('/organization');
    const card = await policyCard();
    await userEvent.click(card.getByRole('switch', { name: LABEL }));
    expect(
      await screen.findByText('Only organization owners and admins can manage the organization'),
    ).toBeVisible();
    const after = await policyCard();
    await waitFor(() => expect(after.getByRole('switch', { name: LABEL })).toBeEnabled());
    expect(after.getByRole('switch', { name: LABEL })).not.toBeChecked();
    expect(state.organizations[0]!.require_on_device).toBe(false);
  });

  it('shows members and viewers its state without a switch', async () => {
    install({
      organizations: [buildOrganization({ role: 'member', require_on_device: true })],
    });
    renderApp('/organization');
    const card = await policyCard();
    expect(card.queryByRole('switch')).toBeNull();
    expect(card.getByText('On: members process documents on their own devices.')).toBeVisible();
    expect(card.getByText('Owners and admins change this.')).toBeVisible();
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('nb');
    const { server } = install({
      organizations: [buildOrganization({ role: 'viewer', require_on_device: false })],
    });
    server.settings.general = { ...server.settings.general, language: 'nb' };
    renderApp('/organization');
    const card = await policyCard('Behandling på medlemmenes enheter');
    expect(
      card.getByText('Av: hvert medlem velger selv hvor dokumentene behandles.'),
    ).toBeVisible();
  });
});
