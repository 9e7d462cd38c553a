import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import { ZApiKeyExpiryDays, ZApiKeyName, ZCreateApiKeyRequest } from './api-key';

describe('ZApiKeyName', () => {
  it('says the name cannot be empty when blank', () => {
    expect(firstIssue(ZApiKeyName, '')).toBe('API key name cannot be empty');
    expect(firstIssue(ZApiKeyName, '   ')).toBe('API key name cannot be empty');
  });
  it('accepts 3 and 50 characters, refuses 2 and 51', () => {
    expect(firstIssue(ZApiKeyName, 'ci1')).toBeNull();
    expect(firstIssue(ZApiKeyName, 'k'.repeat(50))).toBeNull();
    expect(firstIssue(ZApiKeyName, 'ci')).toBe('API key name must be at least 3 characters');
    expect(firstIssue(ZApiKeyName, 'k'.repeat(51))).toBe(
      'API key name must be at most 50 characters',
    );
  });
  it('allows letters, digits, spaces, hyphen and underscore', () => {
    expect(firstIssue(ZApiKeyName, 'Arkiv skanner_2-b')).toBeNull();
    expect(firstIssue(ZApiKeyName, 'arkiv.key')).toBe(
      'API key name may only contain letters, numbers, spaces, hyphens and underscores',
    );
  });
  it('refuses control characters with their own message', () => {
    for (const name of ['CI\u0000key', 'CI\nkey', 'CI\tkey']) {
      expect(firstIssue(ZApiKeyName, name), name).toBe(
        'API key name cannot hold control characters (such as NUL, a tab or a line break)',
      );
    }
  });
});

describe('API key expiry and duration', () => {
  it('accepts 1 and 365 days, refuses 0 and 366', () => {
    expect(firstIssue(ZApiKeyExpiryDays, 1)).toBeNull();
    expect(firstIssue(ZApiKeyExpiryDays, 365)).toBeNull();
    expect(firstIssue(ZApiKeyExpiryDays, 0)).toBe('Expiry must be at least 1 day');
    expect(firstIssue(ZApiKeyExpiryDays, 366)).toBe('Expiry must be at most 365 days');
  });
  it('defaults the duration to 30d and refuses unknown durations', () => {
    expect(ZCreateApiKeyRequest.parse({ name: 'arkiv' }).duration).toBe('30d');
    expect(firstIssue(ZCreateApiKeyRequest, { name: 'arkiv', duration: '7d' })).toBe(
      'Duration must be one of 15m, 30m, 30d, 90d, 180d or 365d',
    );
  });
});
