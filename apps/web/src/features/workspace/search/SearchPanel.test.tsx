import type { TUsage } from '@workbench/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { fail } from '../../../test/fake-http';
import { AuthProvider } from '../../auth/auth-context';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useUsageStore } from '../usage/usage-store';
import { resetAiSearchStatus } from './ai-search-status';
import { installFakeSearchApi, type FakeSearchOptions } from './fake-search-api';
import { resetSearchStore } from './search-store';
import { SearchPanel } from './SearchPanel';

const DOCUMENTS = {
  'a.pdf': ['Kari bor i Oslo', 'Oslo kommune og OSLO havn'],
  'b.pdf': ['Ola flyttet fra Oslo til Bergen'],
};

const FREE_MONTH: TUsage = {
  source: 'free',
  pages_used: 0,
  pages_limit: 25,
  pages_left: 25,
  percent_used: 0,
  gauge: 'success',
  resets_at: '2026-12-01T00:00:00.000Z',
};

function pdf(name: string) {
  return new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
}

function openFiles(...names: string[]) {
  return useFilesStore.getState().addFiles(names.map(pdf), 'add').added;
}

function setup(options: FakeSearchOptions = {}) {
  const api = installFakeSearchApi({ documents: DOCUMENTS, ...options });
  startI18n();
  render(
    <AuthProvider>
      <SearchPanel />
    </AuthProvider>,
  );
  return api;
}

const input = () => screen.getByRole('textbox', { name: 'Search terms' });
const toastMessages = () => getToasts().map((toast) => toast.message);
const searchHighlights = () =>
  Object.values(useHighlightsStore.getState().byFile)
    .flat()
    .filter((highlight) => highlight.type === 'SEARCH');

/** The applied terms as the list shows them. */
async function activeTerms() {
  const list = await screen.findByRole('region', { name: 'Active search terms' });
  return within(list)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Waits until the premium flags are usable (the signed-in user has loaded). */
async function premiumLoaded() {
  await waitFor(() =>
    expect(screen.getByRole('checkbox', { name: 'Case-sensitive' })).toBeEnabled(),
  );
}

async function search(text: string) {
  await userEvent.type(input(), `${text}{Enter}`);
}

/** Waits for the term to be listed as applied (the last step of a search). */
async function applied(term: string) {
  await waitFor(async () => expect((await activeTerms()).join('|')).toContain(term));
}

beforeEach(() => {
  resetSearchStore();
  resetAiSearchStatus();
  useFilesStore.getState().clear();
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('searching from the panel', () => {
  it('searches every open file on Enter and marks each match as a search highlight', async () => {
    openFiles('a.pdf', 'b.pdf');
    const { searches } = setup();
    await search('oslo');
    await applied('oslo');

    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      aiQuery: null,
      files: ['a.pdf', 'b.pdf'],
      terms: ['oslo'],
      fields: { case_sensitive: 'false', ai_search: 'false', regex: 'false' },
    });
    expect(JSON.parse(searches[0]!.fields.search_terms!)).toEqual(['oslo']);
    expect(await activeTerms()).toEqual(['oslo4 matches']);
    expect(input()).toHaveValue('');

    const marks = searchHighlights();
    expect(marks.map((mark) => mark.text)).toEqual(['Oslo', 'Oslo', 'OSLO', 'Oslo']);
    for (const mark of marks) expect(mark).toMatchObject({ color: '#71c4ff', opacity: 0.4 });

    const results = screen.getByRole('region', { name: 'Results per file' });
    expect(within(results).getByText('a.pdf').closest('summary')).toHaveTextContent(
      'a.pdf3 matches',
    );
    await userEvent.click(within(results).getByText('a.pdf').closest('summary')!);
    expect(within(results).getByRole('button', { name: 'Page 2: 2 matches' })).toBeVisible();
  });

  it('searches only the selected files when some are selected', async () => {
    const [, b] = openFiles('a.pdf', 'b.pdf');
    useFilesStore.getState().toggleSelected(b!.key);
    const { searches } = setup();
    expect(screen.getByRole('radio', { name: 'Selected files' })).toBeChecked();
    await search('Bergen');
    await applied('Bergen');
    expect(searches[0]!.files).toEqual(['b.pdf']);
  });

  it('adds a line with Shift+Enter, and searches each line as its own term', async () => {
    openFiles('a.pdf');
    const { searches } = setup();
    await userEvent.type(input(), 'Kari{Shift>}{Enter}{/Shift}Oslo');
    expect(input()).toHaveValue('Kari\nOslo');
    expect(searches).toHaveLength(0);
    await userEvent.type(input(), '{Enter}');
    await applied('Oslo');
    expect(searches[0]!.terms).toEqual(['Kari', 'Oslo']);
    expect(await activeTerms()).toEqual(['Kari1 match', 'Oslo3 matches']);
  });
});

describe('search validation', () => {
  it('does not submit blank input', async () => {
    openFiles('a.pdf');
    const { searches } = setup();
    await userEvent.type(input(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Search 1 file' })).toBeDisabled();
    expect(searches).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says on the button how many files it searches and the pages that spends', async () => {
    const [a, b] = openFiles('a.pdf', 'b.pdf');
    useUsageStore.setState({ usage: { ...FREE_MONTH, pages_left: 23 } });
    setup();
    // Until the viewer has counted the pages, no number is better than a wrong one.
    expect(screen.getByRole('button', { name: 'Search 2 files' })).toBeInTheDocument();
    useFilesStore.getState().setPageCount(a!.key, 1);
    useFilesStore.getState().setPageCount(b!.key, 4);
    expect(
      await screen.findByRole('button', { name: 'Search 2 files · 5 pages of 23 left' }),
    ).toBeInTheDocument();
    useUsageStore.setState({ usage: null });
  });

  it('refuses a term over 500 characters with the schema message', async () => {
    openFiles('a.pdf');
    const { searches } = setup();
    fireEvent.change(input(), { target: { value: 'x'.repeat(501) } });
    await userEvent.type(input(), '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A search term can be at most 500 characters',
    );
    expect(searches).toHaveLength(0);
  });

  it('says so when no file is open to search', async () => {
    const { searches } = setup();
    await search('Oslo');
    expect(await screen.findByRole('alert')).toHaveTextContent('No files selected for search');
    expect(searches).toHaveLength(0);
  });

  it('refuses a term already applied with the same flags, naming it', async () => {
    openFiles('a.pdf');
    const { searches } = setup();
    await search('Oslo');
    await applied('Oslo');
    await search('Oslo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search term “Oslo” already exists',
    );
    expect(searches).toHaveLength(1);
    expect(input()).toHaveValue('Oslo');
  });

  it("shows the server's message, or 'error performing search' when it has none to show", async () => {
    openFiles('a.pdf');
    const { state } = setup();
    state.failSearch = fail('INTERNAL_ERROR', 'Internal server error');
    await search('Oslo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error performing search');
    state.failSearch = fail('VALIDATION_ERROR', 'Files and search term are required');
    await userEvent.type(input(), '{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Files and search term are required'),
    );
    expect(await activeTerms()).toEqual([]);
  });
});

describe('premium search options', () => {
  it('locks AI and case-sensitive search behind the crown for users without premium', async () => {
    openFiles('a.pdf');
    setup();
    expect(screen.getByRole('checkbox', { name: 'AI search' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Case-sensitive' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'AI search is a premium feature' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Case-sensitive is a premium feature' }),
    ).toBeVisible();
  });

  it('sends case_sensitive and marks the term as case-sensitive', async () => {
    openFiles('a.pdf');
    const { searches } = setup({ isPremium: true });
    await premiumLoaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Case-sensitive' }));
    await search('Oslo');
    await applied('Oslo');
    expect(searches[0]!.fields.case_sensitive).toBe('true');
    expect(await activeTerms()).toEqual(['OsloAa2 matches']);
  });

  it('disables AI search, with the reason, when the server has no AI configured', async () => {
    openFiles('a.pdf');
    setup({ isPremium: true, isAiReady: false });
    await premiumLoaded();
    const ai = screen.getByRole('checkbox', { name: 'AI search' });
    await waitFor(() => expect(ai).toBeDisabled());
    expect(ai).toHaveAccessibleDescription('AI search is not set up on this server.');
  });

  it('asks the AI search with the whole question and marks the passages it returns', async () => {
    openFiles('a.pdf');
    const passage = 'Kari has been on sick leave since March';
    const { searches } = setup({
      isPremium: true,
      isAiReady: true,
      passages: { 'a.pdf': [{ page: 2, text: passage }] },
    });
    await premiumLoaded();
    const ai = screen.getByRole('checkbox', { name: 'AI search' });
    await waitFor(() => expect(ai).toBeEnabled());
    await userEvent.click(ai);
    expect(screen.getByRole('checkbox', { name: 'Case-sensitive' })).toBeDisabled();
    await search('Where is health mentioned?');
    await applied('Where is health mentioned?');
    expect(searches[0]).toMatchObject({
      aiQuery: 'true',
      fields: { ai_search: 'true', case_sensitive: 'false' },
      terms: ['Where is health mentioned?'],
    });
    expect(searchHighlights().map((mark) => [mark.page, mark.text])).toEqual([[2, passage]]);
  });
});

describe('default terms', () => {
  it('applies every saved pattern not yet active, with the flags of its type', async () => {
    openFiles('a.pdf', 'b.pdf');
    const { server, searches } = setup({ isPremium: true });
    server.settings.patterns = [
      { id: 1, setting_id: 1, pattern_text: 'Oslo', pattern_type: 'normal' },
      { id: 2, setting_id: 1, pattern_text: 'Kari', pattern_type: 'normal' },
      { id: 3, setting_id: 1, pattern_text: 'Bergen', pattern_type: 'case_sensitive' },
    ];
    await premiumLoaded();
    await search('Oslo');
    await applied('Oslo');

    await userEvent.click(screen.getByRole('button', { name: 'Apply default terms' }));
    await applied('Bergen');
    expect(searches.slice(1).map(({ terms, fields }) => [terms, fields.case_sensitive])).toEqual([
      [['Kari'], 'false'],
      [['Bergen'], 'true'],
    ]);
    expect(await activeTerms()).toEqual(['Oslo4 matches', 'Kari1 match', 'BergenAa1 match']);

    await userEvent.click(screen.getByRole('button', { name: 'Apply default terms' }));
    await waitFor(() => expect(toastMessages()).toContain('All default terms are already active'));
    expect(searches).toHaveLength(3);
  });

  it('says when no default terms are saved', async () => {
    openFiles('a.pdf');
    const { searches } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Apply default terms' }));
    await waitFor(() => expect(toastMessages()[0]).toMatch(/^No default terms found/));
    expect(searches).toHaveLength(0);
  });

  it('saves a term as a default term from its menu, and tells a repeat', async () => {
    openFiles('a.pdf');
    const { server, state } = setup();
    await search('Oslo');
    await applied('Oslo');

    await userEvent.click(screen.getByRole('button', { name: 'More actions for “Oslo”' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save as default term' }));
    await waitFor(() => expect(toastMessages()).toContain('“Oslo” saved as a default term'));
    expect(server.settings.patterns).toMatchObject([
      { pattern_text: 'Oslo', pattern_type: 'normal' },
    ]);

    fireEvent.contextMenu(screen.getByText('Oslo', { selector: '.search-term-text' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save as default term' }));
    await waitFor(() => expect(toastMessages()).toContain('This pattern already exists'));

    state.failPatterns = true;
    await userEvent.click(screen.getByRole('button', { name: 'More actions for “Oslo”' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toastMessages()).toContain('Failed to save pattern'));
  });
});

describe('applied terms and navigation', () => {
  it('steps through the matches with wrap-around, showing "x of N matches"', async () => {
    openFiles('a.pdf');
    setup();
    await search('Oslo');
    await applied('Oslo');
    const navigation = screen.getByRole('group', { name: 'Match navigation' });
    expect(navigation).toHaveTextContent('3 matches');

    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(navigation).toHaveTextContent('1 of 3 matches');
    const first = useHighlightsStore.getState().selectedId;
    expect(searchHighlights().find((mark) => mark.id === first)).toMatchObject({ page: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(navigation).toHaveTextContent('3 of 3 matches');
    await userEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(navigation).toHaveTextContent('1 of 3 matches');
  });

  it('removes a term with its highlights and results; clear all empties the panel', async () => {
    openFiles('a.pdf');
    const { searches } = setup();
    await search('Oslo');
    await applied('Oslo');
    await search('Kari');
    await applied('Kari');

    await userEvent.click(screen.getByRole('button', { name: 'Remove “Oslo”' }));
    expect(await activeTerms()).toEqual(['Kari1 match']);
    expect(searchHighlights().map((mark) => mark.text)).toEqual(['Kari']);
    expect(screen.getByRole('region', { name: 'Results per file' })).toHaveTextContent(
      'a.pdf1 match',
    );

    // Searched before with the same files and flags: the kept answer is used (spec §4).
    await search('Oslo');
    await applied('Oslo');
    expect(searches.map(({ terms }) => terms)).toEqual([['Oslo'], ['Kari']]);
    expect(searchHighlights()).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await activeTerms()).toEqual([]);
    expect(searchHighlights()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Results per file' })).toBeNull();
    await act(async () => {});
  });
});
