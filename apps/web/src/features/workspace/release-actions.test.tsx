import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { useFilesStore } from './files/files-store';
import { useHighlightsStore } from './highlights/highlights-store';
import { MobileActionMenu } from './mobile/MobileActionMenu';
import { marksInScope } from './redaction/release';
import { useRedactionStore } from './redaction/redaction-store';
import { buildHighlight, buildOpenFile } from './test-fixtures';
import { Toolbar } from './toolbar/Toolbar';
import { useWorkspaceActions } from './use-workspace-actions';

const redaction = vi.hoisted(() => ({
  download: vi.fn(async () => undefined),
  print: vi.fn(async () => undefined),
  redactScope: vi.fn(async () => undefined),
}));

vi.mock('./redaction/use-redaction', () => ({ useRedaction: () => redaction }));
vi.mock('./search/use-search-actions', () => ({
  useSearchActions: () => ({ openSearch: vi.fn(), searchWithDefaultTerms: vi.fn() }),
}));
vi.mock('./detection/use-detect-action', () => ({ useDetectAction: () => vi.fn() }));
vi.mock('../settings/PremiumGate', () => ({ useIsPremium: () => true }));

/** The toolbar and the phone's action menu on the real actions; the step they ask about shown. */
function Harness() {
  const { actions, confirming } = useWorkspaceActions();
  return (
    <>
      <Toolbar actions={actions} />
      <MobileActionMenu actions={actions} />
      <output data-testid="asks">
        {confirming ? `${confirming.step}:${confirming.scope}` : ''}
      </output>
    </>
  );
}

const asks = () => screen.getByTestId('asks').textContent;

beforeEach(() => {
  startI18n();
  vi.clearAllMocks();
  useFilesStore.setState({
    files: [buildOpenFile(), buildOpenFile({ key: 'b', name: 'b.pdf' })],
    currentKey: 'a',
    redacted: {},
  });
  useRedactionStore.setState({ scope: 'all', running: false });
  useHighlightsStore.setState({ selectedId: null, byFile: {} });
  useHighlightsStore.getState().add([
    buildHighlight({ id: 'drawn', fileKey: 'a' }),
    // A detection in the other file nobody reviewed.
    buildHighlight({ id: 'found', fileKey: 'b', type: 'ENTITY', entity: 'PERSON' }),
  ]);
});

describe('save, print and the phone download', () => {
  it('ask before redacting a file in their scope with suggestions left', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(asks()).toBe('save:all');
    expect(redaction.download).not.toHaveBeenCalled();
  });

  it('the phone menu Download asks as Save does', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(asks()).toBe('save:all');
    expect(redaction.download).not.toHaveBeenCalled();
  });

  it('print takes only the file on screen: its marks are all accepted, so it goes on', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(asks()).toBe('');
    expect(redaction.print).toHaveBeenCalledTimes(1);
    useFilesStore.setState({ currentKey: 'b' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(asks()).toBe('print:current');
    expect(redaction.print).toHaveBeenCalledTimes(1);
  });

  it('save keeps to the panel\'s "current file" scope', async () => {
    useRedactionStore.setState({ scope: 'current' });
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(asks()).toBe('');
    expect(redaction.download).toHaveBeenCalledWith('current');
  });

  it('redacts only accepted marks within the scope', () => {
    const all = marksInScope('all');
    expect(all.accepted.map(({ id }) => id)).toEqual(['drawn']);
    expect(all.suggested.map(({ id }) => id)).toEqual(['found']);
    useFilesStore.setState({ currentKey: 'b' });
    expect(marksInScope('current').accepted).toEqual([]);
  });
});
