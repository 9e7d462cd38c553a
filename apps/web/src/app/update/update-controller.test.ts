import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorkbox } from './fake-workbox';
import { createUpdateController, type UpdateController } from './update-controller';

let workbox: FakeWorkbox;
let reload: ReturnType<typeof vi.fn<() => void>>;
let controller: UpdateController;

async function start(options: { isAutoUpdate?: boolean } = {}) {
  controller = createUpdateController({ workbox, reload, ...options });
  await controller.start();
}

const status = () => controller.getState().status;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  workbox = new FakeWorkbox();
  reload = vi.fn<() => void>();
});

afterEach(() => {
  controller.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a new version found by this page', () => {
  it('downloads, counts down from 5 each second, then installs by itself', async () => {
    await start();
    const seen: string[] = [];
    controller.subscribe(() => seen.push(controller.getState().status));
    workbox.emit('installed', { isUpdate: true });
    expect(status()).toBe('downloading');
    workbox.registration.waiting = {};
    workbox.emit('waiting', { isUpdate: true });
    expect(controller.getState()).toMatchObject({ status: 'available', countdown: 5 });

    for (const left of [4, 3, 2, 1]) {
      vi.advanceTimersByTime(1_000);
      expect(controller.getState().countdown).toBe(left);
    }
    expect(workbox.skipWaitingMessages).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(status()).toBe('installing');
    expect(seen.slice(-2)).toEqual(['ready', 'installing']);
    expect(workbox.skipWaitingMessages).toBe(1);
  });

  it("installs at once on 'Update Now'", async () => {
    await start();
    workbox.newWorkerWaiting();
    vi.advanceTimersByTime(2_000);
    controller.updateNow();
    expect(status()).toBe('installing');
    expect(workbox.skipWaitingMessages).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(workbox.skipWaitingMessages).toBe(1);
  });

  it('waits for the user when auto-update is off', async () => {
    await start({ isAutoUpdate: false });
    workbox.newWorkerWaiting();
    vi.advanceTimersByTime(60_000);
    expect(controller.getState()).toMatchObject({ status: 'available', countdown: null });
    expect(workbox.skipWaitingMessages).toBe(0);
  });

  it('says so when the new worker takes control, and reloads a second later', async () => {
    await start();
    workbox.newWorkerWaiting();
    controller.updateNow();
    workbox.takeControl();
    expect(status()).toBe('success');
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up installing after 30 seconds', async () => {
    await start();
    workbox.newWorkerWaiting();
    controller.updateNow();
    vi.advanceTimersByTime(29_999);
    expect(status()).toBe('installing');
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toMatchObject({ status: 'error', failure: 'timeout' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores the first install taking control of a page that had no worker', async () => {
    await start();
    workbox.emit('installed', {});
    workbox.emit('controlling', { isUpdate: false });
    expect(status()).toBe('idle');
    vi.advanceTimersByTime(5_000);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a new version found by a later check', () => {
  function setPageController(worker: object | null) {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: worker },
    });
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('downloads first, though workbox-window calls a worker found after 60 s external', async () => {
    setPageController({});
    await start();
    const seen: string[] = [];
    controller.subscribe(() => seen.push(status()));
    vi.advanceTimersByTime(30 * 60_000);
    workbox.newWorkerWaiting({ isExternal: true });
    expect(seen).toEqual(['checking', 'downloading', 'available']);
  });

  it('is no download on a page that has no worker yet', async () => {
    setPageController(null);
    await start();
    workbox.emit('installed', { isExternal: true });
    expect(status()).toBe('idle');
  });
});

describe('a failed activation', () => {
  it('retries every 3 seconds, at most 3 times, and a retry by hand starts again', async () => {
    await start();
    workbox.newWorkerWaiting();
    workbox.registration.waiting = null; // gone before it could be told to activate
    controller.updateNow();
    expect(controller.getState()).toMatchObject({
      status: 'error',
      failure: 'activation',
      retryCount: 1,
    });
    for (const count of [2, 3]) {
      vi.advanceTimersByTime(2_999);
      expect(controller.getState().retryCount).toBe(count - 1);
      vi.advanceTimersByTime(1);
      expect(controller.getState()).toMatchObject({ status: 'error', retryCount: count });
    }
    vi.advanceTimersByTime(3_000); // the third retry fails too, and is the last
    vi.advanceTimersByTime(60_000);
    expect(controller.getState()).toMatchObject({ status: 'error', retryCount: 3 });
    // Each attempt logs its failure: the first one and three retries.
    expect(console.error).toHaveBeenCalledTimes(4);

    workbox.registration.waiting = {};
    await controller.retry();
    expect(controller.getState()).toMatchObject({ status: 'installing', retryCount: 0 });
    expect(workbox.skipWaitingMessages).toBe(1);
  });

  it('installs on an automatic retry once the worker is there', async () => {
    await start();
    workbox.newWorkerWaiting();
    const waiting = workbox.registration.waiting;
    workbox.registration.waiting = null;
    controller.updateNow();
    workbox.registration.waiting = waiting;
    vi.advanceTimersByTime(3_000);
    expect(controller.getState()).toMatchObject({ status: 'installing', retryCount: 1 });
    expect(workbox.skipWaitingMessages).toBe(1);
  });
});

describe('other tabs', () => {
  it('offers a worker found by another tab, and reloads when another tab activates it', async () => {
    await start();
    workbox.newWorkerWaiting({ isExternal: true });
    expect(status()).toBe('available');
    workbox.takeControl({ isExternal: true });
    // This page saw the takeover: its success message stays up for the second before reloading.
    expect(status()).toBe('success');
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab activates a worker that never took this page', async () => {
    await start();
    workbox.newWorkerWaiting({ isExternal: true });
    workbox.emit('activated', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('checks', () => {
  it('shows checking for 2 seconds, then idle', async () => {
    await start();
    await controller.check();
    expect(status()).toBe('checking');
    expect(workbox.registration.updateChecks).toBe(1);
    vi.advanceTimersByTime(1_999);
    expect(status()).toBe('checking');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('idle');
  });

  it('keeps an update found during the check', async () => {
    await start();
    await controller.check();
    workbox.newWorkerWaiting();
    vi.advanceTimersByTime(2_000);
    expect(status()).not.toBe('idle');
  });

  it('checks every 30 minutes, when the tab becomes visible and when the network is back', async () => {
    await start();
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(workbox.registration.updateChecks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(workbox.registration.updateChecks).toBe(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.registration.updateChecks).toBe(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.registration.updateChecks).toBe(2);

    window.dispatchEvent(new Event('online'));
    expect(workbox.registration.updateChecks).toBe(3);
  });

  it('stops checking once stopped', async () => {
    await start();
    controller.stop();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60 * 60_000);
    expect(workbox.registration.updateChecks).toBe(0);
  });
});

describe('registration', () => {
  it('fails with its own message, and registers again on retry', async () => {
    workbox.isRegistrationBlocked = true;
    await start();
    expect(controller.getState()).toMatchObject({ status: 'error', failure: 'registration' });
    await controller.check();
    expect(workbox.registration.updateChecks).toBe(0);

    workbox.isRegistrationBlocked = false;
    await controller.retry();
    expect(workbox.registerCalls).toBe(2);
    expect(status()).toBe('idle');
  });
});
