import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import { ZContactForm } from './contact';

const form = {
  name: 'Kari',
  email: 'kari@nav.no',
  subject: 'Tilbud',
  message: 'Vi vil gjerne vite mer.',
};

describe('ZContactForm', () => {
  it('accepts a complete form', () => {
    expect(firstIssue(ZContactForm, form)).toBeNull();
  });
  it.each([
    ['name', 2, 100, 'Name'],
    ['subject', 3, 200, 'Subject'],
    ['message', 10, 2000, 'Message'],
  ] as const)('bounds %s to %i..%i', (field, min, max, label) => {
    expect(firstIssue(ZContactForm, { ...form, [field]: 'x'.repeat(min) })).toBeNull();
    expect(firstIssue(ZContactForm, { ...form, [field]: 'x'.repeat(max) })).toBeNull();
    expect(firstIssue(ZContactForm, { ...form, [field]: 'x'.repeat(min - 1) })).toBe(
      `${label} must be at least ${min} characters`,
    );
    expect(firstIssue(ZContactForm, { ...form, [field]: 'x'.repeat(max + 1) })).toBe(
      `${label} must be at most ${max} characters`,
    );
  });
  it.each([
    ['name', 'Name'],
    ['subject', 'Subject'],
    ['organization', 'Organization'],
  ] as const)('keeps %s to one line without control characters', (field, label) => {
    for (const value of ['Kari\u0000Nordmann', 'Kari\nNordmann']) {
      expect(firstIssue(ZContactForm, { ...form, [field]: value })).toBe(
        `${label} cannot hold control characters (such as NUL, a tab or a line break)`,
      );
    }
  });
  it('lets the message run over several lines', () => {
    expect(firstIssue(ZContactForm, { ...form, message: 'Hei,\n\tvi vil vite mer.' })).toBeNull();
  });
  it('checks the e-mail with the shared rule', () => {
    expect(firstIssue(ZContactForm, { ...form, email: 'kari' })).toBe('Invalid email format');
  });
});
