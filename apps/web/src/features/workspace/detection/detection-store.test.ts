import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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
    expect(store().begin([A])).toBeInstanceOf(AbortController);
    expect(store().begin([B])).toBeNull();
    expect(store().processing['b-key']).toBeUndefined();
    store().finish();
    expect(store().begin([B])).toBeInstanceOf(AbortController);
  });

  it('tells two files of the same name apart by their index', () => {
    const twin = { key: 'a2-key', name: 'a.pdf', pageCount: 1 };
    store().begin([A, twin]);
    store().receive(fileStarted('a.pdf', 0, 2));
    store().receive(fileCompleted('a.pdf', 2));
    store().receive(fileStarted('a.pdf', 1, 1));
    expect(store().receive(pageCompleted('a.pdf', 1, 1))).toBe('a2-key');
    expect(store().summaries['a2-key']?.pagesDone).toBe(1);
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
