import {
  countRedactionAreas,
  type TDocumentHistoryItem,
  type TRedactionSchema,
} from '@workbench/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../app/Toaster';
import { calledRoutes } from '../../../test/fake-api';
import { emitSettingsChanged } from '../../settings/settings-events';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useRedactionStore } from '../redaction/redaction-store';
import { installFakeHistoryApi } from './fake-history-api';
import { HISTORY_UPDATED_EVENT } from './history-api';
import { hashFileName, redactionSchema } from './history-record';
import { HistoryPanel } from './HistoryPanel';
import { rememberName } from './known-names';

const LONG_NAME = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';
/** A name this browser does not know: the start of its fingerprint. */
const SHOWN_NAME = 'File a1b2c3d4…';

function pdf(name: string) {
  return new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
}

type Area = Pick<Highlight, 'id' | 'page' | 'type' | 'x' | 'y' | 'w' | 'h'> & Partial<Highlight>;
const mark = (area: Area): Highlight => ({
  fileKey: 'old',
  color: '#000',
  opacity: 1,
  timestamp: 0,
  ...area,
});

const saved = [
  mark({ id: '1', page: 1, type: 'MANUAL', x: 10, y: 20, w: 30, h: 5 }),
  mark({ id: '2', page: 1, type: 'SEARCH', x: 300, y: 400, w: 60, h: 12 }),
  mark({
    id: '3',
    page: 2,
    type: 'ENTITY',
    entity: 'PERSON',
    model: 'fast',
    x: 50,
    y: 600,
    w: 40,
    h: 10,
  }),
];

function record(id: number, hashedName: string, schema: TRedactionSchema): TDocumentHistoryItem {
  return {
    id,
    hashed_name: hashedName,
    upload_timestamp: '2026-11-02T09:30:00.000Z',
    entity_count: countRedactionAreas(schema),
    redaction_schema: schema,
  };
}

function renderPanel() {
  startI18n();
  const router = createMemoryRouter(
    [
      { path: '/playground', element: <HistoryPanel /> },
      { path: '/settings', element: <p>Settings page</p> },
    ],
    { initialEntries: ['/playground'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

const items = () => screen.findAllByTestId('history-item');

beforeEach(() => {
  useFilesStore.getState().clear();
  useHighlightsStore.setState({ byFile: {} });
  useRedactionStore.getState().resetOptions();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('history panel', () => {
  it('lists records with dates and area counts, a name not known here by its fingerprint, saying why', async () => {
    const { history } = installFakeHistoryApi([
      record(1, LONG_NAME, redactionSchema(saved, false)),
    ]);
    renderPanel();
    const [item] = await items();
    expect(item).toHaveTextContent(SHOWN_NAME);
    expect(screen.getByText(/the server keeps only a fingerprint of each file name/)).toBeVisible();
    expect(item).toHaveTextContent('3 areas');
    expect(within(item!).getByText(/2026/)).toHaveAttribute('datetime', '2026-11-02T09:30:00.000Z');
    expect(history.calls).toEqual(['GET /api/documents?page=1&pageSize=100']);
  });

  it('shows the file name this browser kept for a record, and asks for that file by name', async () => {
    const hashed = await hashFileName('vedtak-2026-114.pdf');
    rememberName(hashed, 'vedtak-2026-114.pdf');
    installFakeHistoryApi([record(3, hashed, redactionSchema(saved, false))]);
    renderPanel();
    const [item] = await items();
    expect(item).toHaveTextContent('vedtak-2026-114.pdf');
    expect(item).not.toHaveTextContent(hashed.slice(0, 12));
    await userEvent.click(screen.getByRole('button', { name: /^Open / }));
    expect(
      await screen.findByText(
        'Open “vedtak-2026-114.pdf” in the workspace first, then open this record again.',
      ),
    ).toBeVisible();
  });

  it('says when there is nothing saved, and loads again when a redaction saves a record', async () => {
    const { history } = installFakeHistoryApi([]);
    renderPanel();
    expect(await screen.findByText('No saved redactions yet.')).toBeVisible();
    history.records.push(record(4, 'b'.repeat(64), redactionSchema(saved, false)));
    act(() => void window.dispatchEvent(new CustomEvent(HISTORY_UPDATED_EVENT)));
    expect(await items()).toHaveLength(1);
  });

  it('says when history is off and links to the settings', async () => {
    const { server } = installFakeHistoryApi([]);
    server.settings.general.save_redaction_history = false;
    const router = renderPanel();
    expect(await screen.findByText(/Redaction history is turned off/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Open settings' }));
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('shows the history-off notice once the setting is turned off elsewhere', async () => {
    const { server, fetchMock } = installFakeHistoryApi([]);
    renderPanel();
    await screen.findByText('No saved redactions yet.');
    await vi.waitFor(() => expect(calledRoutes(fetchMock)).toContain('GET /api/settings'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByText(/Redaction history is turned off/)).not.toBeInTheDocument();
    server.settings.general.save_redaction_history = false;
    act(() => emitSettingsChanged(['general']));
    expect(await screen.findByText(/Redaction history is turned off/)).toBeVisible();
  });

  it('shows an error with a retry button when the list cannot be loaded', async () => {
    const { server } = installFakeHistoryApi([record(1, LONG_NAME, redactionSchema(saved, false))]);
    server.failures.add('GET /api/documents');
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load redaction history");
    server.failures.delete('GET /api/documents');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a record after the user confirms', async () => {
    const { history } = installFakeHistoryApi([
      record(1, LONG_NAME, redactionSchema(saved, false)),
      record(2, 'c'.repeat(64), redactionSchema(saved, false)),
    ]);
    renderPanel();
    await items();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${SHOWN_NAME}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this history record?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(history.records).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: `Delete ${SHOWN_NAME}` }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(1));
    expect(screen.queryByText(SHOWN_NAME)).not.toBeInTheDocument();
    expect(history.records.map((item) => item.id)).toEqual([2]);
  });

  it('says when a record cannot be deleted', async () => {
    const { server } = installFakeHistoryApi([record(1, LONG_NAME, redactionSchema(saved, false))]);
    server.failures.add('DELETE /api/documents/:id');
    renderPanel();
    await items();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${SHOWN_NAME}` }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText("Couldn't delete history")).toBeVisible();
    expect(await items()).toHaveLength(1);
  });

  it('marks the saved areas on the open file again and shows that file', async () => {
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf'), pdf('report.pdf')], 'add');
    const report = added[1]!.key;
    const alreadyMarked = { ...saved[0]!, id: 'mine', fileKey: report };
    useHighlightsStore.getState().add([alreadyMarked]);
    const hashed = await hashFileName('report.pdf');
    installFakeHistoryApi([record(7, hashed, redactionSchema(saved, true))]);
    renderPanel();
    await items();
    await userEvent.click(screen.getByRole('button', { name: /^Open / }));
    // The mark already there is that area: it takes the record's decision, nothing doubles.
    expect(await screen.findByText('History loaded: 3 areas restored')).toBeVisible();
    const marked = useHighlightsStore.getState().byFile[report]!;
    expect(marked.map(({ type, page, x, y, w, h }) => ({ type, page, x, y, w, h }))).toEqual(
      saved.map(({ type, page, x, y, w, h }) => ({ type, page, x, y, w, h })),
    );
    expect(useFilesStore.getState().currentKey).toBe(report);
    // The viewer goes to the first area of the first page, which kept its mark's id.
    expect(useHighlightsStore.getState().selectedId).toBe('mine');
    expect(useRedactionStore.getState().options.removeImages).toBe(true);
  });

  it('asks for the file first when it is not open', async () => {
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    const hashed = await hashFileName('report.pdf');
    installFakeHistoryApi([record(7, hashed, redactionSchema(saved, true))]);
    renderPanel();
    await items();
    await userEvent.click(screen.getByRole('button', { name: /^Open / }));
    expect(
      await screen.findByText(/Please upload the file this record was made from/),
    ).toBeVisible();
    expect(Object.values(useHighlightsStore.getState().byFile).flat()).toEqual([]);
    expect(useRedactionStore.getState().options.removeImages).toBe(false);
  });
});
