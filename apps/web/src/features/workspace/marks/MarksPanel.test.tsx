import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import { statusOf } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { NO_FILTER } from './marks-filter';
import { MarksPanel } from './MarksPanel';
import { useReviewStore } from './review-store';

function statuses() {
  return Object.fromEntries(
    (useHighlightsStore.getState().byFile['a'] ?? []).map((mark) => [mark.id, statusOf(mark)]),
  );
}

beforeEach(() => {
  startI18n();
  useReviewStore.setState({ filter: NO_FILTER, undo: [], rejected: [] });
  useFilesStore.setState({ files: [buildOpenFile({ pageCount: 2 })], redacted: {} });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useHighlightsStore
    .getState()
    .add([
      buildHighlight({ id: 'kari', type: 'ENTITY', entity: 'PERSON', text: 'Kari', score: 0.91 }),
      buildHighlight({ id: 'ola', page: 2, type: 'ENTITY', entity: 'PERSON', text: 'Ola' }),
      buildHighlight({ id: 'phone', type: 'ENTITY', entity: 'PHONE_NUMBER', text: '22 33 44 55' }),
      buildHighlight({ id: 'box', page: 2 }),
    ]);
});

describe('marks panel', () => {
  it('lists every mark by type with its page, source, score and status', () => {
    render(<MarksPanel />);
    expect(screen.getByText('1 reviewed (1 accepted, 0 rejected) · 3 left')).toBeVisible();
    const people = screen.getByRole('region', { name: 'Person' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['KariPage 1 · Detection · 91 % · Suggested', 'OlaPage 2 · Detection · Suggested']);
    expect(screen.getByRole('region', { name: 'Manual marks' })).toHaveTextContent(
      'Page 2 · Box · Accepted',
    );
  });

  it('accepts and rejects one, a group, or what the filters list, and undoes', async () => {
    render(<MarksPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept “Kari”' }));
    expect(statuses()).toMatchObject({ kari: 'accepted', ola: 'suggested' });
    expect(screen.getByText('2 reviewed (2 accepted, 0 rejected) · 2 left')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(statuses()).toMatchObject({ kari: 'suggested' });

    const phones = screen.getByRole('region', { name: 'Phone Number' });
    await userEvent.click(within(phones).getByRole('button', { name: 'Reject all' }));
    expect(statuses()).not.toHaveProperty('phone');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Accept listed (1)' }));
    expect(statuses()).toEqual({ kari: 'suggested', ola: 'accepted', box: 'accepted' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject listed (3)' }));
    expect(screen.getByText('2 reviewed (0 accepted, 2 rejected) · 0 left')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(Object.keys(statuses())).toHaveLength(3);
  });

  it('with several files open, a page is chosen with its file, and its marks accepted at once', async () => {
    useFilesStore.setState({
      files: [buildOpenFile({ pageCount: 2 }), buildOpenFile({ key: 'b', name: 'b.pdf' })],
      redacted: {},
    });
    useHighlightsStore
      .getState()
      .add([buildHighlight({ id: 'b-kari', fileKey: 'b', type: 'ENTITY', entity: 'PERSON' })]);
    render(<MarksPanel />);
    const page = screen.getByRole('combobox', { name: 'Page' });
    await userEvent.selectOptions(page, 'b|1');
    // Only b's page 1: a's page 1 (Kari, the phone number) is another page.
    await userEvent.click(screen.getByRole('button', { name: 'Accept listed (1)' }));
    expect(statusOf(useHighlightsStore.getState().byFile['b']![0]!)).toBe('accepted');
    expect(statuses()).toMatchObject({ kari: 'suggested', phone: 'suggested' });
    expect(screen.getByRole('combobox', { name: 'File' })).toHaveDisplayValue('b.pdf');
  });

  it('offers to mark every occurrence of a row with text', () => {
    render(<MarksPanel />);
    expect(screen.getByRole('button', { name: 'Mark every “Kari” in this file' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Mark every “”/ })).toBeNull();
  });

  it('says when the filters leave nothing', async () => {
    render(<MarksPanel />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'accepted');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'PERSON');
    expect(screen.getByText('No mark matches these filters.')).toBeVisible();
  });
});
