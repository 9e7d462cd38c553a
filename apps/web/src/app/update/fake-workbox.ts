import type { LifecycleEvent, RegistrationLike, WorkboxLike } from './update-controller';

type Listener = (event: LifecycleEvent) => void;

/** workbox-window's Workbox as the update controller sees it, driven by the test. */
export class FakeWorkbox implements WorkboxLike {
  readonly registration = {
    waiting: null as unknown,
    updateChecks: 0,
    update() {
      this.updateChecks += 1;
      return Promise.resolve();
    },
  } satisfies RegistrationLike & { updateChecks: number };
  isRegistrationBlocked = false;
  registerCalls = 0;
  /** SKIP_WAITING messages the waiting worker got. */
  skipWaitingMessages = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  addEventListener(type: string, listener: Listener) {
    const known = this.listeners.get(type) ?? new Set();
    known.add(listener);
    this.listeners.set(type, known);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  register() {
    this.registerCalls += 1;
    if (this.isRegistrationBlocked) return Promise.reject(new Error('SecurityError'));
    return Promise.resolve(this.registration);
  }

  messageSkipWaiting() {
    if (this.registration.waiting) this.skipWaitingMessages += 1;
  }

  emit(type: string, event: LifecycleEvent = {}) {
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /**
   * A new build was found by this page: installed as an update, then waiting. With isExternal it
   * was found by another tab, or by a check more than 60 s after registration (workbox-window 7.4
   * calls those external too and leaves isUpdate unset).
   */
  newWorkerWaiting({ isExternal = false } = {}) {
    this.registration.waiting = { state: 'installed' };
    this.emit('installed', isExternal ? { isExternal } : { isUpdate: true, isExternal });
    this.emit('waiting', isExternal ? { isExternal } : { isUpdate: true, isExternal });
  }

  /** The waiting worker activated and took control of the page. */
  takeControl({ isExternal = false } = {}) {
    this.registration.waiting = null;
    this.emit('controlling', { isUpdate: true, isExternal });
    this.emit('activated', { isExternal });
  }
}
