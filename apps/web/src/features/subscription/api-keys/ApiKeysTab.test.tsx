import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createApiKey, deleteApiKey, fetchApiKeys } from '../billing-api';
import { buildApiKey, renderManagePage } from '../test-fixtures';

vi.mock('../billing-api');

const SECRET = 'rw_live_' + 'a1b2c3d4'.repeat(5);

const writeText = vi.fn(() => Promise.resolve());

beforeEach(() => {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

async function openTab(keys = [buildApiKey()]) {
  vi.mocked(fetchApiKeys).mockResolvedValue(keys);
  const view = renderManagePage('/subscription/manage?tab=apikeys');
  await waitFor(() => expect(screen.queryByText('Loading API keys…')).toBeNull());
  return view;
}

async function openCreateDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
  return within(screen.getByRole('dialog', { name: 'Create API key' }));
}

describe('key list', () => {
  it('shows an empty state', async () => {
    await openTab([]);
    expect(screen.getByText('You have no API keys yet.')).toBeVisible();
  });

  it('shows each key with its dates, Never used, and Expired when past', async () => {
    await openTab([
      buildApiKey(),
      buildApiKey({
        id: 'key-2',
        name: 'Old script',
        last_used: '2026-05-02T08:30:00.000Z',
        expires_at: '2020-01-01T00:00:00.000Z',
      }),
    ]);
    const [fresh, old] = within(screen.getByRole('list', { name: 'Your API keys' })).getAllByRole(
      'listitem',
    );
    expect(fresh).toHaveTextContent('CI pipeline');
    expect(fresh).toHaveTextContent('key-1');
    expect(fresh).toHaveTextContent('Last usedNever used');
    expect(fresh).not.toHaveTextContent('Expired');
    expect(old).toHaveTextContent(/Last usedMay 2, 2026/);
    expect(old).toHaveTextContent('ExpiresExpired');
  });

  it('copies a key id', async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Copy ID' }));
    expect(writeText).toHaveBeenCalledWith('key-1');
    expect(await screen.findByText('Copied')).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    vi.mocked(fetchApiKeys).mockRejectedValue(new ApiError('INTERNAL_ERROR', 'x', 500));
    renderManagePage('/subscription/manage?tab=apikeys');
    expect(await screen.findAllByText('Failed to load API keys')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('deleting a key', () => {
  it('asks once more, then removes the key', async () => {
    await openTab();
    vi.mocked(deleteApiKey).mockResolvedValue();
    await userEvent.click(screen.getByRole('button', { name: 'Delete CI pipeline' }));
    expect(deleteApiKey).not.toHaveBeenCalled();
    const confirm = screen.getByRole('button', { name: 'Confirm delete' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByText('CI pipeline')).toBeNull());
    expect(deleteApiKey).toHaveBeenCalledWith('key-1');
  });

  it('can step back from the confirmation', async () => {
    await openTab();
    await userEvent.click(screen.getByRole('button', { name: 'Delete CI pipeline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete CI pipeline' })).toBeVisible();
    expect(deleteApiKey).not.toHaveBeenCalled();
  });

  it('keeps the key and says so when deleting fails', async () => {
    await openTab();
    vi.mocked(deleteApiKey).mockRejectedValue(new ApiError('INTERNAL_ERROR', 'x', 500));
    await userEvent.click(screen.getByRole('button', { name: 'Delete CI pipeline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('Failed to delete API key')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'CI pipeline' })).toBeVisible();
  });
});

describe('creating a key', () => {
  it('keeps Create disabled while the name is blank and offers the six durations', async () => {
    await openTab([]);
    const dialog = await openCreateDialog();
    expect(dialog.getByLabelText('Name')).toHaveFocus();
    const submit = dialog.getByRole('button', { name: 'Create key' });
    expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Name'), '   ');
    expect(submit).toBeDisabled();
    const duration = dialog.getByLabelText('Valid for');
    expect(duration).toHaveValue('30d');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15 minutes', '30 minutes', '30 days', '90 days', '180 days', '365 days']);
  });

  it('shows the name rule inline and sends nothing', async () => {
    await openTab([]);
    const dialog = await openCreateDialog();
    await userEvent.type(dialog.getByLabelText('Name'), 'ci!');
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription(
      /may only contain letters, numbers, spaces, hyphens and underscores/,
    );
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'ab');
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(dialog.getByText('API key name must be at least 3 characters')).toBeVisible();
    expect(createApiKey).not.toHaveBeenCalled();
  });

  it('shows a server refusal inline and as a notice', async () => {
    await openTab([]);
    vi.mocked(createApiKey).mockRejectedValue(
      new ApiError('FORBIDDEN', 'API keys need an active subscription', 403),
    );
    const dialog = await openCreateDialog();
    await userEvent.type(dialog.getByLabelText('Name'), 'CI pipeline');
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'API keys need an active subscription',
    );
    expect(screen.getByText('Failed to create API key')).toBeVisible();
  });

  it('shows the new key once: masked, revealable, copyable, then Done refreshes the list', async () => {
    await openTab([]);
    const created = { ...buildApiKey({ duration: '90d' }), key: SECRET };
    vi.mocked(createApiKey).mockResolvedValue(created);
    const dialog = await openCreateDialog();
    await userEvent.type(dialog.getByLabelText('Name'), '  CI pipeline ');
    await userEvent.selectOptions(dialog.getByLabelText('Valid for'), '90d');
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(createApiKey).toHaveBeenCalledWith('CI pipeline', '90d');

    const success = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(success.getByText(/will not be shown again/)).toBeVisible();
    const value = success.getByLabelText('API key');
    expect(value.textContent).toBe('•'.repeat(64));
    await userEvent.click(success.getByRole('button', { name: 'Show' }));
    expect(value).toHaveTextContent(SECRET);
    await userEvent.click(success.getByRole('button', { name: 'Hide' }));
    expect(value.textContent).toBe('•'.repeat(64));

    vi.mocked(fetchApiKeys).mockResolvedValue([buildApiKey()]);
    await userEvent.click(success.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'CI pipeline' })).toBeVisible();
  });

  it('confirms a copy of the key for two seconds', async () => {
    await openTab([]);
    vi.mocked(createApiKey).mockResolvedValue({ ...buildApiKey(), key: SECRET });
    const dialog = await openCreateDialog();
    await userEvent.type(dialog.getByLabelText('Name'), 'CI pipeline');
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    const success = within(await screen.findByRole('dialog', { name: 'Your new API key' }));

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(success.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(success.getByText('Copied')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1_999);
    });
    expect(success.getByText('Copied')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(success.queryByText('Copied')).toBeNull();
  });

  it('closes on Escape without creating anything', async () => {
    await openTab([]);
    const dialog = await openCreateDialog();
    await userEvent.type(dialog.getByLabelText('Name'), 'CI{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create API key' })).toHaveFocus();
  });
});

describe('usage hint', () => {
  it('shows a curl example with this site and the processing routes', async () => {
    await openTab([]);
    await userEvent.click(screen.getByText('How to use a key'));
    expect(
      screen.getByText(
        /curl -H "Authorization: Bearer <key>".*http:\/\/localhost(:\d+)?\/api\/batch\/search/,
      ),
    ).toBeVisible();
    expect(screen.getByText('/api/batch/multi_detect')).toBeVisible();
  });
});
