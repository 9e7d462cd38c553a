import { act, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
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

const PERSONAL = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';

function statuses() {
  return Object.fromEntries(
    (useHighlightsStore.getState().byFile['a'] ?? []).map((mark) => [mark.id, statusOf(mark)]),
  );
}

beforeEach(() => {
  startI18n();
  useReviewStore.setState({ filter: NO_FILTER, undo: {}, rejected: [] });
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
    ).toEqual([
      // A new account's default code for a person (offentleglova § 13).
      `KariPage 1 · Detection · 91 % · Suggested${PERSONAL}`,
      `OlaPage 2 · Detection · Suggested${PERSONAL}`,
    ]);
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

  it('with several files open, groups the rows by file and names the file on each', () => {
    useFilesStore.setState({
      files: [buildOpenFile({ pageCount: 2 }), buildOpenFile({ key: 'b', name: 'b.pdf' })],
      redacted: {},
    });
    useHighlightsStore
      .getState()
      .add([buildHighlight({ id: 'b-kari', fileKey: 'b', type: 'ENTITY', entity: 'PERSON' })]);
    render(<MarksPanel />);
    const fileB = screen.getByRole('region', { name: 'b.pdf' });
    expect(
      within(fileB)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([`(no text)b.pdfPage 1 · Detection · Suggested${PERSONAL}`]);
    const fileA = screen.getByRole('region', { name: 'a.pdf' });
    expect(within(fileA).getAllByRole('listitem')).toHaveLength(4);
    expect(within(fileA).getByRole('region', { name: 'Person' })).toHaveTextContent(
      'Karia.pdfPage 1',
    );
  });

  it('shows a search hit and a detection of the same text at one place as one row', async () => {
    useHighlightsStore
      .getState()
      .add([buildHighlight({ id: 'kari-search', type: 'SEARCH', text: 'Kari' })]);
    render(<MarksPanel />);
    expect(screen.queryByRole('region', { name: 'Search matches' })).toBeNull();
    const row = within(screen.getByRole('region', { name: 'Person' })).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent('KariPage 1 · Detection · Search · 91 % · Suggested');
    expect(screen.getByText('1 reviewed (1 accepted, 0 rejected) · 3 left')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Accept “Kari”' }));
    const byId = Object.fromEntries(
      useHighlightsStore.getState().byFile['a']!.map((mark) => [mark.id, statusOf(mark)]),
    );
    expect(byId).toMatchObject({ kari: 'accepted', 'kari-search': 'accepted' });
  });

  it('says under a detection why it was typed so, in the reader’s language', async () => {
    useHighlightsStore.getState().add([
      buildHighlight({
        id: 'org-mail',
        type: 'ENTITY',
        entity: 'ORGANIZATION_EMAIL',
        model: 'fast',
        text: 'post@nav.no',
        basis: { block: 'sender', holder: 'organisation' },
      }),
      buildHighlight({
        id: 'field-phone',
        page: 2,
        type: 'ENTITY',
        entity: 'PHONE_NUMBER',
        model: 'fast',
        text: '41234567',
        field: true,
        basis: { label: 'Telefonnummer' },
      }),
      buildHighlight({
        id: 'to-name',
        page: 2,
        type: 'ENTITY',
        entity: 'PERSON',
        text: 'Per Hansen',
        basis: { block: 'recipient', holder: 'person' },
      }),
    ]);
    const basisOf = (text: string) =>
      screen.getByText(text).closest('.mark-row')!.querySelector('.mark-basis')?.textContent;
    const { unmount } = render(<MarksPanel />);
    expect(basisOf('post@nav.no')).toBe('Sender block · organisation');
    expect(basisOf('41234567')).toBe('Field: Telefonnummer');
    expect(basisOf('Per Hansen')).toBe('Recipient block');
    expect(basisOf('Kari')).toBeUndefined();
    unmount();
    await act(() => i18n.changeLanguage('nb'));
    try {
      render(<MarksPanel />);
      expect(basisOf('post@nav.no')).toBe('Avsenderblokk · virksomhet');
      expect(basisOf('41234567')).toBe('Felt: Telefonnummer');
      expect(basisOf('Per Hansen')).toBe('Mottakerblokk');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('holds a long text whole in the row, its title and its button for the keyboard', () => {
    const url = `https://example.org/${'a'.repeat(200)}`;
    useHighlightsStore.getState().add([buildHighlight({ id: 'url', type: 'SEARCH', text: url })]);
    render(<MarksPanel />);
    const show = screen.getByTitle(url);
    expect(show.querySelector('.mark-text')).toHaveTextContent(url);
    expect(
      screen.getByRole('button', { name: `Reject “${url.slice(0, 47)}…”` }),
    ).toBeInTheDocument();
  });

  it('offers to mark every occurrence of a row with text', () => {
    render(<MarksPanel />);
    expect(
      screen.getByRole('button', { name: 'Mark every “Kari” in the open files' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Mark every “”/ })).toBeNull();
  });

  it('says when the filters leave nothing', async () => {
    render(<MarksPanel />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'accepted');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'PERSON');
    expect(screen.getByText('No mark matches these filters.')).toBeVisible();
  });
});
