import type { TCspViolationRecord } from '@workbench/contracts';
import { SECURITY_MONITORING } from './security-limits';

/** Short enough that one record always fits a report body (16 KiB) on its own. */
const TEXT_MAX = 1_024;

/** The event's fields a record is made of (jsdom has no SecurityPolicyViolationEvent). */
export type ViolationEventFields = Pick<
  SecurityPolicyViolationEvent,
  | 'documentURI'
  | 'referrer'
  | 'blockedURI'
  | 'violatedDirective'
  | 'effectiveDirective'
  | 'originalPolicy'
  | 'disposition'
  | 'statusCode'
  | 'lineNumber'
  | 'columnNumber'
  | 'sourceFile'
>;

function text(value: string | undefined): string {
  return (value ?? '').slice(0, TEXT_MAX);
}

/** Reset links carry their token in the query: a record keeps the URL up to its path. */
function url(value: string | undefined): string {
  return text(value?.split(/[?#]/, 1)[0]);
}

function count(value: number | undefined): number {
  return Number.isInteger(value) && value !== undefined && value >= 0 ? value : 0;
}

/** The record of one violation (spec §3). */
export function toViolationRecord(
  event: ViolationEventFields,
  timestamp: number,
): TCspViolationRecord {
  return {
    documentUri: url(event.documentURI),
    referrer: url(event.referrer),
    blockedUri: url(event.blockedURI),
    violatedDirective: text(event.violatedDirective),
    effectiveDirective: text(event.effectiveDirective),
    originalPolicy: text(event.originalPolicy),
    disposition: text(event.disposition),
    statusCode: count(event.statusCode),
    lineNumber: count(event.lineNumber),
    columnNumber: count(event.columnNumber),
    sourceFile: url(event.sourceFile),
    timestamp,
  };
}

/** The violations not yet posted: at most 50, the oldest dropped first. */
export function createViolationQueue(size: number = SECURITY_MONITORING.cspQueueSize) {
  let records: TCspViolationRecord[] = [];
  return {
    add(record: TCspViolationRecord) {
      records.push(record);
      if (records.length > size) records = records.slice(records.length - size);
    },
    /** Everything queued, emptying the queue. */
    takeAll(): TCspViolationRecord[] {
      const taken = records;
      records = [];
      return taken;
    },
    records(): readonly TCspViolationRecord[] {
      return [...records];
    },
  };
}

export type ViolationQueue = ReturnType<typeof createViolationQueue>;
