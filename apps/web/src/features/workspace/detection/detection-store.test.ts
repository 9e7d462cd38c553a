import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { STOPPED_BY_USER, useDetectionStore } from './detection-store';
import { progressOf } from './stream-progress';
import {
  batchCompleted,
  fileCompleted,
  fileStarted,
  filesRead,
  item,
  pageCompleted,
} from './test-events';

const store = () => useDetectionStore.getState();
const A = { key: 'a-key', name: 'a.pdf', pageCount: 2 };
const B = { key: 'b-key', name: 'b.pdf', pageCount: null };

let warn: ReturnType<typeof vi.spyOn>;

function pdf(name: string) {
  return new File([`%PDF-1.7 ${name}`], name, { type: 'application/pdf', lastModified: 1 });
}

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useFilesStore.getState().clear();
  useDetectionStore.setState(useDetectionStore.getInitialState());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('detection store', () => {
  it('counts progress by pages when all page counts are known, by files otherwise', () => {
    const file = (totalPages: number | null, pagesDone: number, isDone = false) => ({
      key: 'k',
      name: 'n',
      totalPages,
      pagesDone,
      isDone,
      isSkipped: false,
    });
    expect(progressOf([file(2, 1), file(6, 3)], false)).toBe(50);
    expect(progressOf([file(2, 2), file(8, 0)], false)).toBe(20);
    // Unknown page count: each file weighs the same, the first is half done.
    expect(progressOf([file(2, 1), file(null, 0)], false)).toBe(25);
    expect(progressOf([file(2, 2, true), file(null, 0, true)], false)).toBe(99);
    expect(progressOf([file(2, 2, true)], true)).toBe(100);
  });

  it('follows a run from queued files to the batch completion', () => {
    store().begin([A, B]);
    expect(store().processing).toEqual({
      'a-key': { fileName: 'a.pdf', status: 'queued', progress: 0 },
      'b-key': { fileName: 'b.pdf', status: 'queued', progress: 0 },
    });
    store().receive(filesRead(['a.pdf', 'b.pdf']));
    store().receive(fileStarted('a.pdf', 0, 2));
    expect(
      store().receive(pageCompleted('a.pdf', 1, 2, [item('PERSON', 'fast', [0, 0, 9, 9])])),
    ).toBe('a-key');
    expect(store().progress).toMatchObject({
      filesCompleted: 0,
      totalFiles: 2,
      pagesCompleted: 1,
      totalPages: 2,
      progressPercentage: 25,
      currentFile: 'a.pdf',
    });
    expect(store().processing['a-key']).toMatchObject({ status: 'processing', progress: 50 });
    expect(store().summaries['a-key']?.entities_detected).toEqual({
      total: 1,
      by_type: { PERSON: 1 },
      by_page: { page_1: 1 },
    });

    store().receive(pageCompleted('a.pdf', 2, 2));
    store().receive(fileCompleted('a.pdf', 2, [item('PERSON', 'fast', [0, 0, 9, 9])]));
    store().receive(fileStarted('b.pdf', 1, 4));
    store().receive(pageCompleted('b.pdf', 1, 4));
    expect(store().progress).toMatchObject({ filesCompleted: 1, pagesCompleted: 3, totalPages: 6 });
    expect(store().progress.progressPercentage).toBe(50);
    expect(store().summaries['a-key']?.status).toBe('completed');

    expect(warn).not.toHaveBeenCalled();
    store().receive(fileCompleted('b.pdf', 4));
    // Three of b's pages never arrived: worth a warning in the console.
    expect(warn).toHaveBeenCalledWith('Detection of b.pdf: 1 of 4 pages arrived');
    expect(store().progress.pagesCompleted).toBe(6);
    store().receive(batchCompleted(2, 6));
    expect(store().progress.progressPercentage).toBe(100);
    expect(store().hasRealProgress).toBe(true);
  });

  it('keeps the last 10 events, without heartbeats', () => {
    store().begin([A]);
    store().receive(fileStarted('a.pdf', 0, 12));
    for (let page = 1; page <= 12; page++) store().receive(pageCompleted('a.pdf', page, 12));
    store().receive({ type: 'heartbeat', status: 'alive', timestamp: 1 });
    expect(store().events).toHaveLength(10);
    expect(store().events.at(-1)).toMatchObject({
      eventType: 'page_completed',
      data: { file_name: 'a.pdf', page_number: 12 },
    });
  });

  it('runs one batch at a time', () => {
    const first = store().begin([A]);
    expect(first).toBeInstanceOf(AbortController);
    expect(store().begin([B])).toBeNull();
    expect(store().processing['b-key']).toBeUndefined();
    store().finish(first!);
    expect(store().begin([B])).toBeInstanceOf(AbortController);
  });

  it('tells two files of the same name apart by their index, even when events were lost', () => {
    const twin = { key: 'a2-key', name: 'a.pdf', pageCount: 1 };
    store().begin([A, twin]);
    // The first file's events never arrived: only file_index says the second one started.
    store().receive(fileStarted('a.pdf', 1, 1));
    expect(store().receive(pageCompleted('a.pdf', 1, 1))).toBe('a2-key');
    expect(store().summaries['a2-key']?.pagesDone).toBe(1);
    expect(store().summaries['a-key']).toMatchObject({ pagesDone: 0, status: 'processing' });
  });

  it('follows the server by position when it names the files differently', () => {
    // The server replaces slashes, trims, and cuts names to 255 characters.
    const slashed = { key: 's-key', name: ' reports/2025.pdf ', pageCount: 1 };
    const long = { key: 'l-key', name: `${'x'.repeat(300)}.pdf`, pageCount: 1 };
    const broken = { key: 'e-key', name: 'broken.pdf', pageCount: 1 };
    store().begin([slashed, broken, long]);
    store().receive(fileStarted('reports_2025.pdf', 0, 1));
    expect(store().receive(pageCompleted('reports_2025.pdf', 1, 1))).toBe('s-key');
    store().receive(fileCompleted('reports_2025.pdf', 1));
    // A file that cannot be read fails without a file_started: it is the next one in order.
    store().receive({ type: 'error', file_name: 'broken.pdf', error_message: 'Not a PDF' });
    const served = 'x'.repeat(255);
    store().receive(fileStarted(served, 2, 1));
    expect(store().receive(pageCompleted(served, 1, 1))).toBe('l-key');
    store().receive(fileCompleted(served, 1));
    expect(store().summaries['s-key']?.status).toBe('completed');
    expect(store().summaries['e-key']).toMatchObject({ status: 'failed', error: 'Not a PDF' });
    expect(store().summaries['l-key']?.status).toBe('completed');
    expect(store().progress.filesCompleted).toBe(3);
  });

  it('ignores the end of a stopped run once the next run has started', () => {
    const first = store().begin([A])!;
    store().stop();
    const second = store().begin([B])!;
    // The stopped run was waiting for a session refresh and only ends now.
    store().finish(first);
    store().failUnfinished(first, 'The connection to the server was lost');
    expect(store().isStreaming).toBe(true);
    expect(store().processing['b-key']?.status).toBe('queued');
    expect(store().receive(fileStarted('a.pdf', 0, 2), first)).toBeNull();
    expect(store().receive(fileStarted('b.pdf', 0, 2), second)).toBe('b-key');
    store().finish(second);
    expect(store().isStreaming).toBe(false);
  });

  it('drops a file closed during the run: no entry, no summary, no highlights', () => {
    const files = useFilesStore.getState();
    const [a, b] = files.addFiles([pdf('a.pdf'), pdf('b.pdf')], 'add').added;
    store().begin([
      { key: a!.key, name: 'a.pdf', pageCount: 2 },
      { key: b!.key, name: 'b.pdf', pageCount: 1 },
    ]);
    store().receive(fileStarted('a.pdf', 0, 2));
    store().receive(pageCompleted('a.pdf', 1, 2, [item('PERSON', 'fast', [0, 0, 9, 9])]));
    files.removeFile(a!.key);
    expect(store().summaries[a!.key]).toBeUndefined();
    expect(store().processing[a!.key]).toBeUndefined();
    expect(store().receive(pageCompleted('a.pdf', 2, 2))).toBeNull();
    expect(
      store().receive(fileCompleted('a.pdf', 2, [item('PERSON', 'fast', [0, 0, 9, 9])])),
    ).toBeNull();
    expect(store().summaries[a!.key]).toBeUndefined();
    // The next file is still found in order.
    store().receive(fileStarted('b.pdf', 1, 1));
    expect(store().receive(pageCompleted('b.pdf', 1, 1))).toBe(b!.key);
    store().receive(fileCompleted('b.pdf', 1));
    expect(Object.keys(store().summaries)).toEqual([b!.key]);
    expect(store().progress).toMatchObject({ filesCompleted: 2, totalFiles: 2 });
  });

  it('changes the store once per event', () => {
    store().begin([A]);
    const listener = vi.fn();
    const off = useDetectionStore.subscribe(listener);
    store().receive(fileStarted('a.pdf', 0, 2));
    store().receive(pageCompleted('a.pdf', 1, 2, [item('PERSON', 'fast', [0, 0, 9, 9])]));
    store().receive(fileCompleted('a.pdf', 2));
    off();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stop aborts the run and fails every unfinished file', () => {
    const controller = store().begin([A, B])!;
    store().receive(fileStarted('a.pdf', 0, 2));
    expect(store().stop()).toBe(true);
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(STOPPED_BY_USER);
    expect(store().isStreaming).toBe(false);
    for (const key of ['a-key', 'b-key']) {
      expect(store().processing[key]).toMatchObject({
        status: 'failed',
        error: 'Processing cancelled by user',
      });
    }
    expect(store().summaries['a-key']).toMatchObject({
      status: 'failed',
      error: 'Processing cancelled by user',
    });
    expect(store().stop()).toBe(false);
  });

  it("a new run starts each file's card afresh: a failure before it starts shows no old counts", () => {
    store().begin([A]);
    store().receive(fileStarted('a.pdf', 0, 2));
    store().receive(
      fileCompleted('a.pdf', 2, [
        item('PERSON', 'fast', [1, 1, 9, 9]),
        item('EMAIL_ADDRESS', 'fast', [1, 20, 9, 29]),
      ]),
    );
    store().finish(store().run!.controller);
    expect(store().summaries['a-key']?.entities_detected.total).toBe(2);

    store().begin([A]);
    expect(store().summaries['a-key']).toMatchObject({
      status: 'processing',
      entities_detected: { total: 0 },
    });
    store().receive({ type: 'error', file_name: 'a.pdf', error_message: 'Not a PDF' });
    expect(store().summaries['a-key']).toMatchObject({
      status: 'failed',
      error: 'Not a PDF',
      entities_detected: { total: 0, by_type: {} },
    });
  });

  it('removes finished entries 5 s later, and keeps running ones', () => {
    store().begin([A, B]);
    store().receive(fileStarted('a.pdf', 0, 2));
    store().receive(fileCompleted('a.pdf', 2));
    store().receive({ type: 'error', file_name: 'b.pdf', error_message: 'Not a PDF' });
    expect(store().processing['b-key']).toMatchObject({ status: 'failed', error: 'Not a PDF' });
    vi.advanceTimersByTime(4_999);
    expect(Object.keys(store().processing)).toEqual(['a-key', 'b-key']);
    vi.advanceTimersByTime(1);
    expect(store().processing).toEqual({});
  });

  it('keeps an engine failure on the file without failing it', () => {
    store().begin([A]);
    store().receive(fileStarted('a.pdf', 0, 2));
    store().receive({
      type: 'error',
      file_name: 'a.pdf',
      engine: 'advanced',
      error_message: 'No API key',
    });
    expect(store().summaries['a-key']).toMatchObject({
      status: 'processing',
      engineErrors: [{ engine: 'advanced', message: 'No API key' }],
    });
    expect(store().processing['a-key']?.status).toBe('processing');
  });
});
