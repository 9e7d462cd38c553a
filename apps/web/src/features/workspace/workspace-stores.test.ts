import { beforeEach, describe, expect, it } from 'vitest';
import { filesInScope, useFilesStore } from './files/files-store';
import type { Highlight } from './highlights/highlight';
import { useHighlightsStore } from './highlights/highlights-store';
import { stepZoom } from './viewer/viewer-store';
import { FULLSCREEN_ZOOM, ZOOM } from './workspace-constants';

function pdf(name: string) {
  return new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
}

function highlight(id: string, fileKey: string, type: Highlight['type'], page = 1): Highlight {
  return {
    id,
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

beforeEach(() => {
  useFilesStore.getState().clear();
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
});

describe('files store', () => {
  it('adds files, keeps the first as current, and replaces everything in replace mode', () => {
    const store = useFilesStore.getState();
    const { added } = store.addFiles([pdf('a.pdf'), pdf('b.pdf')], 'add');
    expect(useFilesStore.getState().currentKey).toBe(added[0]!.key);
    useFilesStore.getState().toggleSelected(added[1]!.key);
    const replaced = useFilesStore.getState().addFiles([pdf('c.pdf')], 'replace');
    const state = useFilesStore.getState();
    expect(state.files.map((file) => file.name)).toEqual(['c.pdf']);
    expect(state.currentKey).toBe(replaced.added[0]!.key);
    expect(state.selectedKeys).toEqual([]);
  });

  it('keeps the open files when a replacement is refused entirely', () => {
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    const result = useFilesStore
      .getState()
      .addFiles([new File(['x'], 'x.txt', { type: 'text/plain' })], 'replace');
    expect(result.refused).toHaveLength(1);
    expect(useFilesStore.getState().files.map((file) => file.name)).toEqual(['a.pdf']);
  });

  it('moves the current file to a neighbour when it is removed and resolves scopes', () => {
    const { added } = useFilesStore
      .getState()
      .addFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')], 'add');
    const [a, b, c] = added.map((file) => file.key);
    useFilesStore.getState().setCurrent(b!);
    useFilesStore.getState().toggleSelected(c!);
    useFilesStore.getState().removeFile(b!);
    const state = useFilesStore.getState();
    expect(state.currentKey).toBe(c);
    expect(filesInScope(state, 'current').map((file) => file.key)).toEqual([c]);
    expect(filesInScope(state, 'selected').map((file) => file.key)).toEqual([c]);
    expect(filesInScope(state, 'all').map((file) => file.key)).toEqual([a, c]);
    // The click on the remove button reaches the panel too, which asks for the closed file.
    useFilesStore.getState().setCurrent(b!);
    expect(useFilesStore.getState().currentKey).toBe(c);
  });
});

describe('redacted copies', () => {
  it('shows a new copy in the viewer, switches back and forth, and forgets it when it goes stale', () => {
    const [file] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;
    const store = useFilesStore.getState();
    const blob = new Blob(['%PDF-1.7']);
    store.showRedacted(file!.key, true);
    expect(useFilesStore.getState().redacted).toEqual({});

    store.setRedacted({ key: 'r', sourceKey: file!.key, name: 'r.pdf', blob, shown: true });
    store.showRedacted(file!.key, false);
    expect(useFilesStore.getState().redacted[file!.key]).toMatchObject({ blob, shown: false });
    store.showRedacted(file!.key, true);
    expect(useFilesStore.getState().redacted[file!.key]?.shown).toBe(true);

    store.clearRedacted([file!.key]);
    expect(useFilesStore.getState().redacted[file!.key]).toBeUndefined();
  });
});

describe('highlights store', () => {
  it('clears one type in some files and leaves the rest', () => {
    const store = useHighlightsStore.getState();
    store.add([
      highlight('1', 'f1', 'MANUAL'),
      highlight('2', 'f1', 'SEARCH'),
      highlight('3', 'f2', 'SEARCH'),
    ]);
    useHighlightsStore.getState().clear('SEARCH', ['f1']);
    const ids = Object.values(useHighlightsStore.getState().byFile)
      .flat()
      .map((item) => item.id);
    expect(ids.sort()).toEqual(['1', '3']);
  });

  it('keeps the list of a file removeWhere takes nothing from', () => {
    useHighlightsStore
      .getState()
      .add([highlight('1', 'f1', 'ENTITY'), highlight('2', 'f2', 'MANUAL')]);
    useHighlightsStore.getState().select('2');
    const before = useHighlightsStore.getState().byFile;
    expect(useHighlightsStore.getState().removeWhere((item) => item.type === 'ENTITY')).toBe(1);
    expect(useHighlightsStore.getState().byFile['f2']).toBe(before['f2']);
    expect(useHighlightsStore.getState().byFile['f1']).toEqual([]);
    expect(useHighlightsStore.getState().selectedId).toBe('2');
  });

  it('counts what removeWhere removed and drops a removed selection', () => {
    useHighlightsStore
      .getState()
      .add([highlight('1', 'f1', 'ENTITY'), highlight('2', 'f1', 'ENTITY')]);
    useHighlightsStore.getState().select('1');
    expect(useHighlightsStore.getState().removeWhere((item) => item.type === 'ENTITY')).toBe(2);
    expect(useHighlightsStore.getState().selectedId).toBeNull();
    useHighlightsStore.getState().add([highlight('3', 'f1', 'MANUAL')]);
    useHighlightsStore.getState().select('3');
    useHighlightsStore.getState().remove('3');
    expect(useHighlightsStore.getState().selectedId).toBeNull();
  });
});

describe('stepZoom', () => {
  it('steps by 0.2 within 0.5 and 2.25 on the toolbar', () => {
    expect(stepZoom(1, 1)).toBe(1.2);
    expect(stepZoom(2.2, 1)).toBe(ZOOM.max);
    expect(stepZoom(0.6, -1)).toBe(ZOOM.min);
  });

  it('steps by 0.25 down to 0.25 in fullscreen', () => {
    expect(stepZoom(0.5, -1, FULLSCREEN_ZOOM)).toBe(0.25);
    expect(stepZoom(0.25, -1, FULLSCREEN_ZOOM)).toBe(0.25);
    expect(stepZoom(2, 1, FULLSCREEN_ZOOM)).toBe(2.25);
  });
});
