import { isScriptLike, isTrustedStorageKey } from './script-content';
import { SECURITY_MONITORING } from './security-limits';

export type StorageOperation = 'getItem' | 'setItem' | 'removeItem' | 'clear';

/** One access to local storage (spec §3). The stored value itself is never kept. */
export type SecurityLogEntry = {
  timestamp: number;
  operation: StorageOperation;
  /** null for clear(), which names no key. */
  key: string | null;
  /** Where a suspicious write came from. */
  stack?: string;
  isSuspicious: boolean;
  /** Marks the entry after which this operation's accesses went unlogged for the second. */
  isRateLimited?: boolean;
};

const KEY_MAX = 200;
const STACK_MAX = 2_000;

type MonitorOptions = {
  now?: () => number;
  warn?: (message: string) => void;
};

function stackTrace(): string | undefined {
  // The first lines are the monitor's own frames.
  const lines = new Error().stack?.split('\n').slice(4);
  return lines === undefined ? undefined : lines.join('\n').slice(0, STACK_MAX);
}

/**
 * The access log of local storage: at most 100 entries, at most 50 per operation in a second,
 * and every script-like write to a key that is not trusted, which is warned about too.
 */
export function createStorageMonitor({
  now = Date.now,
  warn = (message) => console.warn(message),
}: MonitorOptions = {}) {
  const entries: SecurityLogEntry[] = [];
  const windows = new Map<StorageOperation, { startedAt: number; count: number }>();

  function add(entry: SecurityLogEntry) {
    entries.push(entry);
    if (entries.length > SECURITY_MONITORING.logSize) entries.shift();
  }

  /** How many accesses of this operation the current one-second window has seen, this one included. */
  function countAccess(operation: StorageOperation, time: number): number {
    const window = windows.get(operation);
    if (window === undefined || time - window.startedAt >= 1_000) {
      windows.set(operation, { startedAt: time, count: 1 });
      return 1;
    }
    return ++window.count;
  }

  return {
    record(operation: StorageOperation, key: string | null, value?: string) {
      const timestamp = now();
      const shortKey = key === null ? null : key.slice(0, KEY_MAX);
      const isSuspicious =
        operation === 'setItem' &&
        key !== null &&
        !isTrustedStorageKey(key) &&
        (isScriptLike(key) || isScriptLike(value ?? ''));
      const count = countAccess(operation, timestamp);
      const limit = SECURITY_MONITORING.accessesPerSecond;
      // A flood of harmless writes must not hide a planted script, so those pass the limit.
      if (isSuspicious) {
        add({ timestamp, operation, key: shortKey, stack: stackTrace(), isSuspicious });
        warn(`Security: script-like content written to localStorage key "${shortKey}"`);
      } else if (count <= limit) {
        add({ timestamp, operation, key: shortKey, isSuspicious });
      } else if (count === limit + 1) {
        // Busy pages read settings in bursts: the log says so, the console stays quiet.
        add({ timestamp, operation, key: shortKey, isSuspicious, isRateLimited: true });
      }
    },

    entries(): readonly SecurityLogEntry[] {
      return [...entries];
    },
  };
}

export type StorageMonitor = ReturnType<typeof createStorageMonitor>;

/** Runs the monitor's bookkeeping; a failure there must never break the app's storage. */
function quietly(action: () => void) {
  try {
    action();
  } catch {
    // The log is best effort.
  }
}

/**
 * Wraps the Storage methods for `storage` (others, such as session storage, pass untouched).
 * Assigning to the storage object itself would store an item named "setItem", so the shared
 * prototype is wrapped. Returns the undo.
 */
export function watchStorage(storage: Storage, monitor: StorageMonitor): () => void {
  const prototype = Object.getPrototypeOf(storage) as Storage;
  // The originals are only ever called with .call(this), on the storage they were called on.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { getItem, setItem, removeItem, clear } = prototype;
  prototype.getItem = function (this: Storage, key: string) {
    if (this === storage) quietly(() => monitor.record('getItem', String(key)));
    return getItem.call(this, key);
  };
  prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === storage) quietly(() => monitor.record('setItem', String(key), String(value)));
    return setItem.call(this, key, value);
  };
  prototype.removeItem = function (this: Storage, key: string) {
    if (this === storage) quietly(() => monitor.record('removeItem', String(key)));
    return removeItem.call(this, key);
  };
  prototype.clear = function (this: Storage) {
    if (this === storage) quietly(() => monitor.record('clear', null));
    return clear.call(this);
  };
  return () => Object.assign(prototype, { getItem, setItem, removeItem, clear });
}
