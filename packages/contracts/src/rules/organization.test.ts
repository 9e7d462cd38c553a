import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import { ZDomain, ZMemberInvite, ZOrganizationName, ZRole } from './organization';

describe('ZOrganizationName', () => {
  it('accepts 3 and 100 characters, refuses 2 and 101', () => {
    expect(firstIssue(ZOrganizationName, 'NAV')).toBeNull();
    expect(firstIssue(ZOrganizationName, 'x'.repeat(100))).toBeNull();
    expect(firstIssue(ZOrganizationName, 'NA')).toBe(
      'Organization name must be at least 3 characters',
    );
    expect(firstIssue(ZOrganizationName, 'x'.repeat(101))).toBe(
      'Organization name must be at most 100 characters',
    );
  });
  it('allows common punctuation and Norwegian letters, refuses markup', () => {
    expect(firstIssue(ZOrganizationName, "Statens vegvesen (Region Sør) & Co.'s")).toBeNull();
    expect(firstIssue(ZOrganizationName, '<script>')).toBe(
      'Organization name may only contain letters, numbers, spaces and common punctuation',
    );
  });
  it('refuses control characters with their own message', () => {
    for (const name of ['Fjord\u0000AS', 'Fjord\nAS', 'Fjord\tAS']) {
      expect(firstIssue(ZOrganizationName, name), name).toBe(
        'Organization name cannot hold control characters (such as NUL, a tab or a line break)',
      );
    }
  });
});

describe('ZDomain', () => {
  it('trims and lowercases', () => {
    expect(ZDomain.parse('  Regjeringen.NO ')).toBe('regjeringen.no');
  });
  it('accepts 3 characters and 253, refuses longer', () => {
    expect(firstIssue(ZDomain, 'a.b')).toBe('Invalid domain format');
    expect(firstIssue(ZDomain, 'a.no')).toBeNull();
    const label = 'a'.repeat(63);
    const long253 = `${label}.${label}.${label}.${'a'.repeat(58)}.no`;
    expect(long253).toHaveLength(253);
    expect(firstIssue(ZDomain, long253)).toBeNull();
    expect(firstIssue(ZDomain, `a${long253}`)).toBe('Domain must be at most 253 characters');
  });
  it('refuses 2 characters', () => {
    expect(firstIssue(ZDomain, 'ab')).toBe('Domain must be at least 3 characters');
  });
  it('checks the format', () => {
    expect(firstIssue(ZDomain, 'nav')).toBe('Invalid domain format');
    expect(firstIssue(ZDomain, '-nav.no')).toBe('Invalid domain format');
    expect(firstIssue(ZDomain, 'nav..no')).toBe('Invalid domain format');
    expect(firstIssue(ZDomain, 'https://nav.no')).toBe('Invalid domain format');
    expect(firstIssue(ZDomain, 'sub.nav.no')).toBeNull();
  });
  it('converts an internationalised name to ASCII', () => {
    expect(ZDomain.parse('blåbær.no')).toBe('xn--blbr-roah.no');
  });
  it('never turns a non-ASCII value into another name', () => {
    for (const value of ['å@victim.com', 'blåbær.no/path?x', 'exämple.com:8080', 'blå bær.no']) {
      expect(firstIssue(ZDomain, value), value).toBe('Invalid domain format');
    }
  });
});

describe('roles and invites', () => {
  it('knows the four roles', () => {
    expect(firstIssue(ZRole, 'viewer')).toBeNull();
    expect(firstIssue(ZRole, 'guest')).toBe('Role must be owner, admin, member or viewer');
  });
  it('defaults to e-mail and member, and cannot invite an owner', () => {
    expect(ZMemberInvite.parse({ identifier: 'kari@nav.no' })).toEqual({
      identifier: 'kari@nav.no',
      identifierType: 'email',
      role: 'member',
    });
    expect(firstIssue(ZMemberInvite, { identifier: 'kari@nav.no', role: 'owner' })).toBe(
      'Role must be member, admin or viewer',
    );
  });
  it('checks the identifier against its type', () => {
    expect(firstIssue(ZMemberInvite, { identifier: 'kari' })).toBe('Invalid email format');
    expect(firstIssue(ZMemberInvite, { identifier: 'kari', identifierType: 'username' })).toBe(
      null,
    );
    expect(firstIssue(ZMemberInvite, { identifier: '' })).toBe('Email or username is required');
  });
});
