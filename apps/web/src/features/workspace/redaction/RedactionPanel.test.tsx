import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { DEFAULT_APPEARANCE_INPUT } from './appearance-storage';
import { DEFAULT_REDACTION_OPTIONS } from './build-mapping';
import { RedactionPanel } from './RedactionPanel';
import { useRedactionStore } from './redaction-store';

function pdf(name: string) {
  return new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
}

function highlight(fileKey: string, type: Highlight['type'], page = 1): Highlight {
  return {
    status: 'accepted',
    id: `${fileKey}-${type}-${page}-${Math.random()}`,
    fileKey,
    page,
    type,
    x: 0,
    y: 0,
    w: 10,
    h: 10,
    color: '#000',
    opacity: 1,
    timestamp: 0,
  };
}

/** Opens files and marks them: `marks` lists the highlight types for each file. */
function openFiles(files: Record<string, Highlight['type'][]>) {
  const { added } = useFilesStore.getState().addFiles(Object.keys(files).map(pdf), 'add');
  const marks = Object.values(files);
  useHighlightsStore
    .getState()
    .add(added.flatMap((file, index) => marks[index]!.map((type) => highlight(file.key, type))));
  return added;
}

function renderPanel() {
  startI18n();
  render(<RedactionPanel />);
  return screen.getByRole('region', { name: 'Redaction' });
}

function previewRows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);
}

beforeEach(() => {
  useFilesStore.getState().clear();
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useRedactionStore.setState({
    scope: 'all',
    options: DEFAULT_REDACTION_OPTIONS,
    appearance: DEFAULT_APPEARANCE_INPUT,
    running: false,
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('redaction panel', () => {
  it('offers "selected files" only while files are selected', async () => {
    const [first] = openFiles({ 'a.pdf': ['MANUAL'], 'b.pdf': ['MANUAL'] });
    renderPanel();
    const selected = screen.getByRole('radio', { name: 'Selected files' });
    expect(screen.getByRole('radiogroup', { name: 'Scope' })).toBeVisible();
    expect(selected).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'All files' })).toBeChecked();

    useFilesStore.getState().toggleSelected(first!.key);
    expect(await screen.findByRole('radio', { name: 'Selected files' })).toBeEnabled();
    await userEvent.click(selected);
    expect(useRedactionStore.getState().scope).toBe('selected');
    expect(previewRows()).toHaveLength(3);
  });

  it('shows the empty state, and releases sanitised only, when nothing in scope is marked', async () => {
    openFiles({ 'a.pdf': [], 'b.pdf': ['SEARCH'] });
    renderPanel();
    expect(
      screen.queryByText(
        'No content is marked for redaction: the files are released sanitised only.',
      ),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Current file' }));
    expect(
      screen.getByText(
        'No content is marked for redaction: the files are released sanitised only.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redact' }));
    const dialog = screen.getByRole('dialog', { name: 'Redact the marked areas?' });
    expect(dialog).toHaveTextContent('1 file without marks (a.pdf) is released sanitised');
    expect(dialog).not.toHaveTextContent('will be removed for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('radio', { name: 'All files' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include search highlights' }));
    expect(
      screen.getByText(
        'No content is marked for redaction: the files are released sanitised only.',
      ),
    ).toBeVisible();
  });

  it('counts a place found by search and detection once among the suggestions', () => {
    const [file] = openFiles({ 'a.pdf': [] });
    const mark = { type: 'SEARCH' as const, text: 'Kari', status: 'suggested' as const };
    useHighlightsStore.getState().add([
      { ...highlight(file!.key, 'SEARCH'), ...mark },
      { ...highlight(file!.key, 'ENTITY'), ...mark, type: 'ENTITY', entity: 'PERSON' },
    ]);
    renderPanel();
    expect(
      screen.getByText('1 suggestion is not reviewed yet: it is redacted only once accepted.'),
    ).toBeVisible();
  });

  it('counts the pages affected per file', () => {
    openFiles({ 'a.pdf': ['SEARCH', 'MANUAL'], 'b.pdf': ['ENTITY'] });
    renderPanel();
    // Page 1 of a.pdf and page 1 of b.pdf: two pages.
    expect(screen.getByText('Pages affected: 2')).toBeVisible();
  });

  it('counts the areas per file and type as the options say, with short names', async () => {
    const longName = 'annual-report-with-a-very-long-name.pdf';
    const shortName = 'annual-report-with-a-v...';
    openFiles({
      'a.pdf': ['SEARCH', 'SEARCH', 'ENTITY', 'MANUAL'],
      [longName]: ['ENTITY'],
    });
    renderPanel();
    expect(previewRows()).toEqual([
      'FileSearchEntitiesManualTotal',
      'a.pdf2114',
      `${shortName}0101`,
      'Total2215',
    ]);
    expect(screen.getByRole('rowheader', { name: shortName })).toHaveAttribute('title', longName);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Include search highlights' }));
    expect(previewRows()).toEqual([
      'FileEntitiesManualTotal',
      'a.pdf112',
      `${shortName}101`,
      'Total213',
    ]);
  });

  it('resets the options to the defaults', async () => {
    openFiles({ 'a.pdf': ['MANUAL'] });
    renderPanel();
    const reset = screen.getByRole('button', { name: 'Reset options' });
    expect(reset).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include manual highlights' }));
    const removeImages = screen.getByRole('checkbox', { name: 'Remove images' });
    // The box says what goes before anyone ticks it: pictures whole, a scanned page stays.
    expect(removeImages).toHaveAccessibleDescription(/A scanned page stays/);
    await userEvent.click(removeImages);
    expect(
      screen.getByText(
        'No content is marked for redaction: the files are released sanitised only.',
      ),
    ).toBeVisible();

    await userEvent.click(reset);
    expect(screen.getByRole('checkbox', { name: 'Include manual highlights' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remove images' })).not.toBeChecked();
    expect(previewRows()).toContain('a.pdf0011');
    expect(reset).toBeDisabled();
  });

  it('applies the mode rules and shows only the fields a mode uses', async () => {
    renderPanel();
    const mode = screen.getByRole('combobox', { name: 'Style' });
    expect(screen.getByLabelText('Fill colour')).toHaveValue('#000000');
    expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();

    await userEvent.selectOptions(mode, 'replace_text');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('[REDACTED]');
    expect(screen.queryByLabelText('Fill colour')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Replace with text/ })).toHaveTextContent('[REDACTED]');

    await userEvent.selectOptions(mode, 'transparent');
    expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Fill colour')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Font size' })).not.toBeInTheDocument();
    expect(useRedactionStore.getState().appearance).toMatchObject({ fill_color: null, text: null });

    await userEvent.selectOptions(mode, 'cross_out_and_text');
    expect(screen.getByLabelText('Fill colour')).toHaveValue('#000000');
    expect(screen.getByLabelText('Text and line colour')).toHaveValue('#ffffff');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('[REDACTED]');

    await userEvent.selectOptions(mode, 'cross_out');
    expect(screen.getByLabelText('Line colour')).toBeVisible();
    expect(useRedactionStore.getState().appearance.text).toBeNull();
    expect(JSON.parse(localStorage.getItem('redaction-appearance')!)).toMatchObject({
      mode: 'cross_out',
      fill_color: [0, 0, 0],
      text: null,
    });
  });

  it('keeps the font size from 4 to 72', async () => {
    useRedactionStore.setState({
      appearance: { ...DEFAULT_APPEARANCE_INPUT, mode: 'fill_and_text', text: 'X' },
    });
    renderPanel();
    const size = screen.getByRole('spinbutton', { name: 'Font size' });
    expect(size).toHaveAttribute('min', '4');
    expect(size).toHaveAttribute('max', '72');

    await userEvent.clear(size);
    await userEvent.type(size, '14');
    expect(useRedactionStore.getState().appearance.font_size).toBe(14);

    await userEvent.clear(size);
    await userEvent.type(size, '80');
    expect(size).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(size).toHaveValue(72);
    expect(useRedactionStore.getState().appearance.font_size).toBe(72);

    await userEvent.clear(size);
    await userEvent.type(size, '2');
    await userEvent.tab();
    expect(size).toHaveValue(4);
    expect(useRedactionStore.getState().appearance.font_size).toBe(4);
  });

  it('asks before redacting and then runs the toolbar flow', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    openFiles({ 'a.pdf': ['MANUAL', 'SEARCH'] });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Redact' }));
    const dialog = screen.getByRole('dialog', { name: 'Redact the marked areas?' });
    expect(dialog).toHaveTextContent('2 areas on 1 page in 1 file');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useRedactionStore.getState().running).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Redact' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Redact' }),
    );
    expect(await screen.findByRole('button', { name: 'Redacting…' })).toBeDisabled();
  });

  it('never redacts suggestions silently: it says how many wait and asks what to do', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const [file] = openFiles({ 'a.pdf': ['MANUAL'] });
    const suggestion = { ...highlight(file!.key, 'ENTITY', 2), status: 'suggested' as const };
    useHighlightsStore.getState().add([suggestion]);
    renderPanel();
    expect(previewRows()).toContain('a.pdf0011');
    expect(screen.getByText(/1 suggestion is not reviewed yet/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Redact' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggestions not reviewed' });
    expect(dialog).toHaveTextContent('1 suggested mark has not been reviewed; 1 accepted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept all and redact' }));
    const marks = useHighlightsStore.getState().byFile[file!.key]!;
    expect(marks.find(({ id }) => id === suggestion.id)?.status).toBe('accepted');
    expect(await screen.findByRole('button', { name: 'Redacting…' })).toBeDisabled();
  });

  it('redacts the accepted marks only when the user says so, leaving suggestions as they are', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const [file] = openFiles({ 'a.pdf': [] });
    const suggestion = { ...highlight(file!.key, 'SEARCH'), status: 'suggested' as const };
    useHighlightsStore.getState().add([suggestion]);
    renderPanel();
    expect(
      screen.getByText(
        'No content is marked for redaction: the files are released sanitised only.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Redact' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggestions not reviewed' });
    expect(within(dialog).getByRole('button', { name: 'Accepted only (0)' })).toBeDisabled();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Review them in the Marks tab' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useHighlightsStore.getState().byFile[file!.key]![0]!.status).toBe('suggested');
    expect(useRedactionStore.getState().running).toBe(false);
  });
});
