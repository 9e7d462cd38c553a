import { describe, expect, it } from 'vitest';
import { violationEvent } from '../../test/csp-violation-event';
import { createViolationQueue, toViolationRecord } from './csp-violations';

describe('CSP violation record', () => {
  it('holds the fields of spec §3, with URLs cut before their query', () => {
    expect(toViolationRecord(violationEvent(), 1_700_000_000_000)).toEqual({
      documentUri: 'http://localhost:8080/reset-password',
      referrer: 'http://localhost:8080/login',
      blockedUri: 'https://evil.example/x.js',
      violatedDirective: 'script-src-elem',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'; script-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 3,
      columnNumber: 14,
      sourceFile: 'http://localhost:8080/assets/app.js',
      timestamp: 1_700_000_000_000,
    });
  });

  it('caps long fields so one record always fits a report body', () => {
    const record = toViolationRecord(violationEvent({ originalPolicy: 'x'.repeat(5_000) }), 1);
    expect(record.originalPolicy).toHaveLength(1_024);
  });
});

describe('CSP violation queue', () => {
  it('keeps the newest 50 records and empties when taken', () => {
    const queue = createViolationQueue();
    for (let index = 0; index < 60; index++) {
      queue.add(toViolationRecord(violationEvent({ lineNumber: index }), index));
    }
    const lines = queue.records().map((record) => record.lineNumber);
    expect(lines).toHaveLength(50);
    expect(lines[0]).toBe(10);
    expect(lines[49]).toBe(59);
    expect(queue.takeAll()).toHaveLength(50);
    expect(queue.records()).toEqual([]);
  });
});
