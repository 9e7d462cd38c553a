import {
  SECURITY_PATHS,
  ZSecurityReportingResponse,
  type TCspViolationRecord,
} from '@workbench/contracts';
import { parseSuccess, sendJson } from '../http';
import { createCspReporter } from './csp-reporter';
import {
  createViolationQueue,
  toViolationRecord,
  type ViolationEventFields,
} from './csp-violations';
import { createStorageMonitor, watchStorage, type SecurityLogEntry } from './storage-monitor';

type Monitoring = {
  log: () => readonly SecurityLogEntry[];
  violations: () => readonly TCspViolationRecord[];
  stop: () => void;
};

let monitoring: Monitoring | null = null;

/** The server's CSP_REPORT_URL; posting stays off when it cannot be read. */
async function loadCspReportUrl(): Promise<string | null> {
  const result = await sendJson(SECURITY_PATHS.reporting, { method: 'GET' });
  return parseSuccess(result, ZSecurityReportingResponse).data.csp_report_url;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Blocked storage has no accesses to watch.
  }
}

/**
 * Starts the security monitoring of subscriptions §4: the local-storage access log and the
 * CSP violation queue, posted only when the server names an endpoint. Runs once per page.
 */
export function startSecurityMonitoring(): void {
  if (monitoring !== null) return;
  const monitor = createStorageMonitor();
  const queue = createViolationQueue();
  const reporter = createCspReporter({ queue });
  const storage = localStorageOrNull();
  const unwatch = storage === null ? () => {} : watchStorage(storage, monitor);

  const handleViolation = (event: Event) => {
    const record = toViolationRecord(event as unknown as ViolationEventFields, Date.now());
    if (reporter.isEndpoint(record.blockedUri)) return;
    queue.add(record);
    reporter.schedule();
  };
  const handleVisibilityChange = () => {
    if (document.visibilityState === 'hidden') void reporter.flush({ isPageHidden: true });
  };
  document.addEventListener('securitypolicyviolation', handleViolation);
  document.addEventListener('visibilitychange', handleVisibilityChange);
  loadCspReportUrl().then(
    (url) => reporter.setEndpoint(url),
    () => reporter.setEndpoint(null),
  );

  monitoring = {
    log: () => monitor.entries(),
    violations: () => queue.records(),
    stop: () => {
      unwatch();
      document.removeEventListener('securitypolicyviolation', handleViolation);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      reporter.setEndpoint(null);
    },
  };
}

/** Undoes startSecurityMonitoring (tests). */
export function stopSecurityMonitoring(): void {
  monitoring?.stop();
  monitoring = null;
}

/** The local-storage access log, oldest first. */
export function securityLog(): readonly SecurityLogEntry[] {
  return monitoring?.log() ?? [];
}

/** The CSP violations recorded and not yet posted, oldest first. */
export function cspViolations(): readonly TCspViolationRecord[] {
  return monitoring?.violations() ?? [];
}
