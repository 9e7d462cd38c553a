import { SETTINGS_PATHS } from '@workbench/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { ok, setCookie } from '../../../test/fake-http';
import { stubEncryptedFetch } from '../../../test/fake-payload-server';
import { onSettingsChanged } from '../../settings/settings-events';
import { useFilesStore } from '../files/files-store';
import { buildOpenFile } from '../test-fixtures';
import { TIMING_MS } from '../workspace-constants';
import { useContextMenuStore } from './context-menu-store';
import type { Highlight } from './highlight';
import { HighlightLayer } from './HighlightLayer';
import { useHighlightsStore } from './highlights-store';

const file = buildOpenFile({ pageCount: 3 });

function highlight(id: string, extra: Partial<Highlight> = {}): Highlight {
  return {
    id,
    fileKey: 'a',
    page: 1,
    type: 'ENTITY',
    color: '#ffd771',
    opacity: 0.4,
    timestamp: 0,
    x: 10,
    y: 10,
    w: 40,
    h: 10,
    ...extra,
  };
}

const person = highlight('person', {
  entity: 'PERSON',
  model: 'fast',
  score: 0.87,
  text: 'Kari',
  x: 10,
});

function renderLayer(highlights: Highlight[]) {
  useHighlightsStore.getState().add(highlights);
  return render(<HighlightLayer fileKey="a" page={1} scale={1} />);
}

function openMenu(id: string, clientX = 120, clientY = 80) {
  const element = document.querySelector(`[data-highlight-id="${id}"]`)!;
  fireEvent.contextMenu(element, { clientX, clientY });
  return screen.getByRole('menu', { name: 'Highlight actions' });
}

function item(name: string) {
  return screen.getByRole('menuitem', { name });
}

function toastMessages() {
  return getToasts().map((toast) => toast.message);
}

beforeEach(() => {
  startI18n();
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useFilesStore.setState({ files: [file] });
  useContextMenuStore.setState({ target: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the highlight context menu', () => {
  it('opens on right-click with the entity actions, focus on the first and the model line', () => {
    renderLayer([person]);
    const menu = openMenu('person');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Delete',
      'Delete all of this entity type',
      'Delete all with the same text',
      'Mark every occurrence of this text',
      'Repeat on pages…',
      'Add to ignore list',
    ]);
    for (const entry of within(menu).getAllByRole('menuitem')) expect(entry).toBeEnabled();
    expect(menu).toHaveAccessibleDescription('Person · Fast ML · 87%');
    expect(item('Delete')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(item('Delete all of this entity type')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(item('Add to ignore list')).toHaveFocus();
    expect(screen.getByTitle('Person · Kari · Fast ML')).toHaveAttribute('data-selected', 'true');
  });

  it('offers no entity action for a manual highlight, and no text actions without text', () => {
    renderLayer([highlight('manual', { type: 'MANUAL' })]);
    const menu = openMenu('manual');
    expect(within(menu).queryByRole('menuitem', { name: /entity type/ })).toBeNull();
    expect(item('Delete all with the same text')).toBeDisabled();
    expect(item('Mark every occurrence of this text')).toBeDisabled();
    expect(item('Add to ignore list')).toBeEnabled();
    expect(menu).toHaveAccessibleDescription('Manual');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(item('Repeat on pages…')).toHaveFocus();
  });

  it('offers repeating on pages only for an open file of more than one page', () => {
    useFilesStore.setState({ files: [buildOpenFile({ pageCount: 1 })] });
    renderLayer([person]);
    openMenu('person');
    expect(item('Repeat on pages…')).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    useFilesStore.setState({ files: [] });
    openMenu('person');
    expect(item('Repeat on pages…')).toBeDisabled();
  });

  it('opens at the pointer, kept inside the viewport', () => {
    renderLayer([person]);
    expect(openMenu('person')).toHaveStyle({ left: '120px', top: '80px' });
    const menu = openMenu('person', window.innerWidth + 500, -40);
    expect(menu).toHaveStyle({ left: `${window.innerWidth - 8}px`, top: '8px' });
  });

  it('offers highlighting all only while the file is open', () => {
    useFilesStore.setState({ files: [] });
    renderLayer([person]);
    openMenu('person');
    expect(item('Mark every occurrence of this text')).toBeDisabled();
  });

  it('highlights the other occurrences and says how many were added', async () => {
    setCookie('csrf_token', 'token');
    const bbox = { x0: 200, y0: 10, x1: 240, y1: 20 };
    const answer = ok({
      batch_summary: { total_files: 1, successful: 1, failed: 0, total_matches: 1, search_time: 0 },
      file_results: [
        {
          file: 'a.pdf',
          status: 'success',
          results: {
            total_matches: 2,
            match_details: {
              pages: [{ page: 1, matches: [{ bbox, text: 'KARI', term: 'Kari' }] }],
            },
          },
        },
      ],
    });
    stubEncryptedFetch(vi.fn(() => Promise.resolve(answer)));
    renderLayer([person]);
    openMenu('person');
    fireEvent.click(item('Mark every occurrence of this text'));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(toastMessages()).toContain('Added 1 highlight for “Kari”'));
    expect(screen.getByTitle('Person · KARI · Fast ML')).toHaveStyle({ left: '200px' });
  });

  it('offline, highlighting all says it needs a connection and searches nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(ok({})));
    vi.stubGlobal('fetch', fetchMock);
    const shownBefore = toastMessages().length;
    renderLayer([person]);
    openMenu('person');
    fireEvent.click(item('Mark every occurrence of this text'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toastMessages().slice(shownBefore)).toEqual([
      'You are offline. This needs a connection to the server; try again when you are back online.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes by itself after 10 seconds', () => {
    vi.useFakeTimers();
    renderLayer([person]);
    openMenu('person');
    act(() => {
      vi.advanceTimersByTime(TIMING_MS.contextMenuClose - 1);
    });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on an outside click and on Esc, and keeps only one menu open', () => {
    renderLayer([person, highlight('other', { type: 'SEARCH', text: 'Oslo', x: 200 })]);
    openMenu('person');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    openMenu('person');
    const second = openMenu('other');
    expect(screen.getAllByRole('menu')).toEqual([second]);
    expect(second).toHaveAccessibleDescription('Search: Oslo');
    fireEvent.keyDown(second, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('deletes all with the same text and reports how many went', () => {
    renderLayer([
      person,
      highlight('again', { type: 'SEARCH', text: 'kari ', x: 200 }),
      highlight('else', { type: 'SEARCH', text: 'Oslo', x: 300 }),
    ]);
    openMenu('person');
    fireEvent.click(item('Delete all with the same text'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(useHighlightsStore.getState().byFile.a!.map((entry) => entry.id)).toEqual(['else']);
    expect(toastMessages()).toContain('Deleted 2 highlights');
  });

  it('adds text made by text selection to the ignore list directly', async () => {
    setCookie('csrf_token', 'token');
    const fetchMock = vi.fn(() => Promise.resolve(ok({ id: 1, words: ['kari'] })));
    vi.stubGlobal('fetch', fetchMock);
    const changed = vi.fn();
    const stop = onSettingsChanged(changed);
    renderLayer([
      highlight('typed', { type: 'MANUAL', creationMode: 'text_selection', text: 'Kari' }),
    ]);
    openMenu('typed');
    fireEvent.click(item('Add to ignore list'));
    await waitFor(() => expect(toastMessages()).toContain('Added to the ignore list'));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(SETTINGS_PATHS.banListWords);
    expect(JSON.parse(init.body as string)).toEqual({ words: ['kari'] });
    expect(changed).toHaveBeenCalledWith(['banList'], undefined);
    stop();
  });

  it('asks for the text of a drawn highlight before adding it to the ignore list', async () => {
    setCookie('csrf_token', 'token');
    const fetchMock = vi.fn(() => Promise.resolve(ok({ id: 1, words: ['oslo'] })));
    vi.stubGlobal('fetch', fetchMock);
    renderLayer([
      person,
      highlight('match', { type: 'SEARCH', text: 'oslo ', x: 200 }),
      highlight('place', { entity: 'LOCATION', text: 'Oslo', x: 300, status: 'accepted' }),
    ]);
    openMenu('person');
    fireEvent.click(item('Add to ignore list'));
    const dialog = screen.getByRole('dialog', { name: 'Add to ignore list' });
    const input = within(dialog).getByLabelText('Text that detection should ignore');
    expect(input).toHaveValue('Kari');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'Oslo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ words: ['oslo'] });
    // The suggestion with that text goes at once; the place a person accepted stays.
    expect(useHighlightsStore.getState().byFile.a!.map((entry) => entry.id)).toEqual([
      'person',
      'place',
    ]);
    expect(toastMessages()).toContain(
      'Added to the ignore list; 1 suggestion with this text was removed.',
    );
  });
});
