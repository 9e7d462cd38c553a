import { AUTH_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { calledRoutes, expireAccess } from '../../../test/fake-api';
import { setCookie } from '../../../test/fake-http';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { DEFAULT_HIGHLIGHT_COLORS } from '../workspace-constants';
import { DETECTION_EVENTS } from './detection-constants';
import { useDetectionStore } from './detection-store';
import { useEngineStatus } from './engine-status';
import { NO_CHOICES } from './entity-choices';
import { installFakeDetectApi } from './fake-detect-api';
import { detectFiles } from './run-detection';
import {
  batchCompleted,
  fileCompleted,
  fileStarted,
  filesRead,
  item,
  pageCompleted,
} from './test-events';

const t = startI18n().t;
const settings = {
  choices: { ...NO_CHOICES, fast: ['PERSON_F'], standard: ['ALL_STANDARD'] },
  threshold: 0.42,
  useBanList: false,
};

const person = item('PERSON', 'fast', [10, 20, 60, 30]);
const address = item('NO_ADDRESS', 'standard', [10, 40, 90, 50], 'Storgata 1');

function openFile(name = 'a.pdf') {
  const file = new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
  return useFilesStore.getState().addFiles([file], 'add').added[0]!;
}

const toasts = (kind: string) =>
  getToasts()
    .filter((toast) => toast.kind === kind)
    .map((toast) => toast.message);

/** A whole run over one two-page file: a person on page 1, an address on page 2. */
const wholeRun = [
  { type: 'reading_files', batch_id: 'b1' } as const,
  filesRead(['a.pdf']),
  fileStarted('a.pdf', 0, 2),
  pageCompleted('a.pdf', 1, 2, [person, person]),
  pageCompleted('a.pdf', 2, 2, [address]),
  fileCompleted('a.pdf', 2, [person, address], (index) => index + 1),
  batchCompleted(1, 2),
];

beforeEach(() => {
  useFilesStore.getState().clear();
  useHighlightsStore.setState(useHighlightsStore.getInitialState());
  useDetectionStore.setState(useDetectionStore.getInitialState());
  useEngineStatus.setState({ statuses: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('running a detection', () => {
  it('sends the files and options, and marks each page as its results arrive', async () => {
    const { detect } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    const file = openFile();
    const completed = vi.fn();
    window.addEventListener(DETECTION_EVENTS.completed, completed);

    expect(await detectFiles([file], settings, { t })).toBe('completed');
    window.removeEventListener(DETECTION_EVENTS.completed, completed);

    const form = detect.forms[0]!;
    expect((form.get('files') as File).name).toBe('a.pdf');
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'files'))).toEqual({
      use_fast: 'True',
      use_standard: 'True',
      use_advanced: 'False',
      requested_entities: JSON.stringify(['PERSON_F', 'ALL_STANDARD']),
      threshold: '0.42',
    });
    const marks = useHighlightsStore.getState().byFile[file.key]!;
    expect(
      marks.map(({ page, type, entity, model, text, x, y, w, h }) => ({
        page,
        type,
        entity,
        model,
        text,
        x,
        y,
        w,
        h,
      })),
    ).toEqual([
      {
        page: 1,
        type: 'ENTITY',
        entity: 'PERSON',
        model: 'fast',
        text: 'Kari Nordmann',
        x: 10,
        y: 20,
        w: 50,
        h: 10,
      },
      {
        page: 2,
        type: 'ENTITY',
        entity: 'NO_ADDRESS',
        model: 'standard',
        text: 'Storgata 1',
        x: 10,
        y: 40,
        w: 80,
        h: 10,
      },
    ]);
    expect(marks.map((mark) => mark.color)).toEqual([
      DEFAULT_HIGHLIGHT_COLORS.fast,
      DEFAULT_HIGHLIGHT_COLORS.standard,
    ]);
    expect(marks[0]!.score).toBe(0.9);
    expect(toasts('success')).toEqual(['Detection completed: 2 entities found']);
    expect(completed).toHaveBeenCalledTimes(1);
    expect(useDetectionStore.getState().summaries[file.key]).toMatchObject({
      status: 'completed',
      entities_detected: { total: 2, by_page: { page_1: 1, page_2: 1 } },
    });
  });

  it('adds no second highlight for an area that is already marked', async () => {
    const { detect } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    const file = openFile();
    await detectFiles([file], settings, { t });
    await detectFiles([file], settings, { t });
    expect(useHighlightsStore.getState().byFile[file.key]).toHaveLength(2);
  });

  it('adds what only the file’s totals hold, and not an area the user removed since', async () => {
    const { detect } = installFakeDetectApi();
    const earlier = item('PERSON', 'fast', [10, 60, 60, 70]);
    const file = openFile();
    detect.answer = () => [
      { type: 'reading_files', batch_id: 'b1' } as const,
      filesRead(['a.pdf']),
      fileStarted('a.pdf', 0, 2),
      pageCompleted('a.pdf', 1, 2, [person]),
      pageCompleted('a.pdf', 2, 2, [address]),
      // The person's name also stands lower on page 1, found once page 2 was read.
      fileCompleted('a.pdf', 2, [person, earlier, address], (index) => (index < 2 ? 1 : 2)),
      batchCompleted(1, 2),
    ];
    const highlights = useHighlightsStore.getState();
    const removeFirst = useHighlightsStore.subscribe((state) => {
      const first = state.byFile[file.key]?.find((mark) => mark.y === 20);
      if (first) {
        removeFirst();
        highlights.remove(first.id);
      }
    });
    await detectFiles([file], settings, { t });
    const marks = useHighlightsStore.getState().byFile[file.key]!;
    expect(marks.map(({ page, y }) => [page, y])).toEqual([
      [2, 40],
      [1, 60],
    ]);
  });

  it('sends the ban list when the switch is on', async () => {
    const { detect } = installFakeDetectApi();
    detect.banWords = ['nav', 'oslo'];
    detect.answer = () => wholeRun;
    await detectFiles([openFile()], { ...settings, useBanList: true }, { t });
    expect(detect.forms[0]!.get('remove_words')).toBe(JSON.stringify(['nav', 'oslo']));
  });

  it('leaves out a model whose engine is not ready here', async () => {
    const { detect } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    useEngineStatus.setState({
      statuses: {
        fast: { state: 'ready' },
        standard: { state: 'not_installed', detail: 'Standard AI is not installed' },
        advanced: { state: 'ready' },
      },
    });
    await detectFiles([openFile()], settings, { t });
    expect(detect.forms[0]!.get('use_standard')).toBe('False');
    expect(detect.forms[0]!.get('requested_entities')).toBe(JSON.stringify(['PERSON_F']));
    expect(toasts('info')).toEqual([
      'Standard AI is not available on this server and was left out of this run',
    ]);
    // Said once a session, not with every file opened after.
    await detectFiles([openFile('b.pdf')], settings, { t });
    expect(detect.forms).toHaveLength(2);
    expect(toasts('info')).toHaveLength(1);
  });

  it('tells an engine failure once, and a failed file by name', async () => {
    const { detect } = installFakeDetectApi();
    const engineError = {
      type: 'error',
      file_name: 'a.pdf',
      engine: 'standard',
      error_message: 'The model timed out',
    } as const;
    detect.answer = () => [
      fileStarted('a.pdf', 0, 1),
      engineError,
      engineError,
      pageCompleted('a.pdf', 1, 1),
      fileCompleted('a.pdf', 1),
      { type: 'error', file_name: 'b.pdf', error_message: 'The file is not a valid PDF' },
      batchCompleted(2, 1),
    ];
    await detectFiles([openFile(), openFile('b.pdf')], settings, { t });
    expect(toasts('error')).toEqual([
      'Standard AI could not run: The model timed out',
      'b.pdf could not be analysed: The file is not a valid PDF',
    ]);
  });

  it('fails the run when the stream ends before the batch completes', async () => {
    const { detect } = installFakeDetectApi();
    detect.answer = () => [fileStarted('a.pdf', 0, 2), pageCompleted('a.pdf', 1, 2)];
    const failed = vi.fn();
    window.addEventListener(DETECTION_EVENTS.failed, failed);
    const file = openFile();
    expect(await detectFiles([file], settings, { t })).toBe('failed');
    window.removeEventListener(DETECTION_EVENTS.failed, failed);
    const message = 'The connection to the server was lost before detection finished';
    expect(toasts('error')).toEqual([message]);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(useDetectionStore.getState().processing[file.key]).toMatchObject({
      status: 'failed',
      error: message,
    });
  });

  it('shows the server’s message for a refused call', async () => {
    installFakeDetectApi({ premium: false });
    expect(await detectFiles([openFile()], settings, { t })).toBe('failed');
    expect(toasts('error')).toHaveLength(1);
    expect(toasts('error')[0]).toMatch(/premium/i);
  });

  it('renews the session once on 401 and retries', async () => {
    const { detect, server } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    expireAccess(server);
    expect(await detectFiles([openFile()], settings, { t })).toBe('completed');
    expect(server.refreshCount).toBe(1);
    expect(detect.forms).toHaveLength(1);
  });

  it('renews a refused CSRF token once and retries', async () => {
    const { detect, fetchMock } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    setCookie('csrf_token', 'stale-token');
    expect(await detectFiles([openFile()], settings, { t })).toBe('completed');
    expect(calledRoutes(fetchMock).filter((route) => route.includes('multi_detect'))).toHaveLength(
      2,
    );
    expect(calledRoutes(fetchMock)).toContain('GET /api/auth/csrf');
  });

  it('stops on the stop button: files fail as cancelled and the notice says so', async () => {
    const { detect } = installFakeDetectApi();
    detect.keepOpen = true;
    detect.answer = () => [fileStarted('a.pdf', 0, 3), pageCompleted('a.pdf', 1, 3)];
    const file = openFile();
    const run = detectFiles([file], settings, { t });
    await vi.waitFor(() => expect(useDetectionStore.getState().progress.pagesCompleted).toBe(1));
    useDetectionStore.getState().stop();
    expect(await run).toBe('stopped');
    expect(toasts('info')).toEqual(['Streaming batch detection stopped']);
    expect(useDetectionStore.getState().processing[file.key]?.error).toBe(
      'Processing cancelled by user',
    );
  });

  it('gives up when the server says nothing, not even a heartbeat, for the time-out', async () => {
    const { detect } = installFakeDetectApi();
    detect.keepOpen = true;
    detect.answer = () => [fileStarted('a.pdf', 0, 3)];
    expect(await detectFiles([openFile()], settings, { t, idleTimeoutMs: 100 })).toBe('failed');
    expect(toasts('error')).toEqual([
      'Detection stopped: the server did not answer for 30 seconds',
    ]);
    expect(useDetectionStore.getState().isStreaming).toBe(false);
  });

  it('refuses a second run while one streams', async () => {
    const { detect } = installFakeDetectApi();
    detect.keepOpen = true;
    detect.answer = () => [filesRead(['a.pdf'])];
    const file = openFile();
    const first = detectFiles([file], settings, { t });
    expect(await detectFiles([file], settings, { t })).toBe('skipped');
    expect(toasts('error')).toEqual(['Batch detection already in progress']);
    useDetectionStore.getState().stop();
    await first;
  });

  it('says so when no file is in scope or no entity type is chosen', async () => {
    installFakeDetectApi();
    expect(await detectFiles([], settings, { t })).toBe('skipped');
    expect(await detectFiles([openFile()], { ...settings, choices: NO_CHOICES }, { t })).toBe(
      'skipped',
    );
    expect(toasts('info')).toEqual([
      'No files selected',
      'No entity types are chosen. Choose them in the detection panel or in your settings.',
    ]);
  });

  it('fails the files the server sent no results for, by name', async () => {
    const { detect } = installFakeDetectApi();
    detect.answer = () => [
      fileStarted('a.pdf', 0, 1),
      pageCompleted('a.pdf', 1, 1),
      fileCompleted('a.pdf', 1),
      batchCompleted(2, 1),
    ];
    const a = openFile();
    const b = openFile('b.pdf');
    expect(await detectFiles([a, b], settings, { t })).toBe('failed');
    expect(toasts('success')).toEqual([]);
    expect(toasts('error')).toEqual(['No results were received for b.pdf']);
    expect(useDetectionStore.getState().processing[b.key]).toMatchObject({
      status: 'failed',
      error: 'No results were received for b.pdf',
    });
    expect(useDetectionStore.getState().processing[a.key]?.status).toBe('completed');
  });

  it('does not call a run with unreadable events completed', async () => {
    const { detect } = installFakeDetectApi();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    detect.answer = () => [
      fileStarted('a.pdf', 0, 2),
      pageCompleted('a.pdf', 1, 2, [person]),
      'event: page_completed\ndata: {"file_name":"a.pdf","page_number":2,\n\n',
      fileCompleted('a.pdf', 2, [person]),
      batchCompleted(1, 2),
    ];
    expect(await detectFiles([openFile()], settings, { t })).toBe('failed');
    expect(toasts('success')).toEqual([]);
    expect(toasts('error')).toEqual([
      '1 detection message could not be read, so the results may be incomplete. Check the highlights or run detection again.',
    ]);
  });

  it('gives the upload its time: the idle time-out starts once the server answers', async () => {
    const { detect } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    detect.openDelayMs = 300;
    expect(await detectFiles([openFile()], settings, { t, idleTimeoutMs: 100 })).toBe('completed');
  });

  it('stop aborts the call, during the upload and while the stream is open', async () => {
    const { detect, fetchMock } = installFakeDetectApi();
    detect.answer = () => [fileStarted('a.pdf', 0, 3)];
    detect.openDelayMs = 10_000;
    const uploading = detectFiles([openFile()], settings, { t });
    await vi.waitFor(() =>
      expect(calledRoutes(fetchMock)).toContain('POST /api/batch/multi_detect'),
    );
    useDetectionStore.getState().stop();
    expect(await uploading).toBe('stopped');
    expect(detect.abortedCount).toBe(1);

    detect.openDelayMs = 0;
    detect.keepOpen = true;
    const streaming = detectFiles([openFile('b.pdf')], settings, { t });
    await vi.waitFor(() => expect(useDetectionStore.getState().progress.currentFile).toBe('b.pdf'));
    useDetectionStore.getState().stop();
    expect(await streaming).toBe('stopped');
    expect(detect.abortedCount).toBe(2);
  });

  it('a stop during a slow session refresh ends the run at once, and the next run is not disturbed', async () => {
    const { detect, server, fetchMock } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    let release = () => undefined as void;
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if ((input instanceof Request ? input.url : input.toString()).endsWith(AUTH_PATHS.refresh))
        await refreshed;
      return inner(input, init);
    });
    expireAccess(server);
    const file = openFile();
    const first = detectFiles([file], settings, { t });
    await vi.waitFor(() => expect(calledRoutes(fetchMock)).toContain(`POST ${AUTH_PATHS.refresh}`));
    useDetectionStore.getState().stop();
    const soon = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200));
    expect(await Promise.race([first, soon])).toBe('stopped');

    const second = detectFiles([file], settings, { t });
    release();
    expect(await second).toBe('completed');
    expect(useHighlightsStore.getState().byFile[file.key]).toHaveLength(2);
    expect(useDetectionStore.getState().isStreaming).toBe(false);
  });
});

describe('running a detection with payload encryption', () => {
  it('uploads only ciphertext and reads the encrypted events', async () => {
    const { detect, payload } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    expect(await detectFiles([openFile()], settings, { t })).toBe('completed');
    expect([...payload.uploads[0]!.form.keys()]).toEqual([
      'encryption',
      'encrypted_fields',
      'files',
    ]);
    expect(detect.forms[0]!.get('threshold')).toBe('0.42');
  });

  it('shows an event that fails to decrypt as a decryption failure of the run', async () => {
    const { detect, payload } = installFakeDetectApi();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    detect.answer = () => wholeRun;
    // The data line of the first page_completed is changed on the way.
    payload.tamper.events.add(3);
    const failed = vi.fn();
    window.addEventListener(DETECTION_EVENTS.failed, failed);
    const file = openFile();

    expect(await detectFiles([file], settings, { t })).toBe('failed');
    window.removeEventListener(DETECTION_EVENTS.failed, failed);

    expect(toasts('success')).toEqual([]);
    expect(toasts('error')).toEqual([
      '1 detection message could not be decrypted: it was changed on the way or encrypted with another key. Its results are missing; run detection again.',
    ]);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      'A detection event could not be decrypted',
      'page_completed',
      expect.anything(),
    );
    // The events after it still arrive, in order.
    expect(useDetectionStore.getState().events.map((event) => event.eventType)).toEqual([
      'reading_files',
      'files_read',
      'file_started',
      'page_completed',
      'file_completed',
      'batch_completed',
    ]);
  });

  it('fails the file whose completion could not be decrypted', async () => {
    const { detect, payload } = installFakeDetectApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    detect.answer = () => wholeRun;
    payload.tamper.events.add(5);
    const file = openFile();
    expect(await detectFiles([file], settings, { t })).toBe('failed');
    expect(useDetectionStore.getState().processing[file.key]).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^1 detection message could not be decrypted/),
    });
  });

  it('agrees a new key and sends the upload once more when the server forgot the key', async () => {
    const { detect, payload } = installFakeDetectApi();
    detect.answer = () => wholeRun;
    expect(await detectFiles([openFile()], settings, { t })).toBe('completed');
    payload.keys.clear();
    expect(await detectFiles([openFile('b.pdf')], settings, { t })).toBe('completed');
    expect(payload.exchanges).toHaveLength(2);
    const [first, refused, retried] = payload.uploads.map((upload) => upload.keyId);
    expect(refused).toBe(first);
    expect(retried).not.toBe(first);
    expect(payload.uploads).toHaveLength(3);
    expect(detect.forms).toHaveLength(2);
  });
});
