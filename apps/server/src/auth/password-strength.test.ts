import { AUTH_MESSAGES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { assertStrongPassword } from './password-strength';

/** The refusal's message, or null when the password is accepted. */
function refusal(password: string, account = {}): string | null {
  try {
    assertStrongPassword(password, 'password', account);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details).toEqual({
      issues: [{ path: '/password', message: AUTH_MESSAGES.weakPassword }],
    });
    return (error as AppError).message;
  }
}

describe('assertStrongPassword', () => {
  it('refuses common passwords that meet the character rules', () => {
    for (const password of [
      'Password1!',
      'P@ssw0rd123',
      'Qwerty123!',
      'Welcome2024!',
      'Admin123!',
    ]) {
      expect(refusal(password), password).toBe(AUTH_MESSAGES.weakPassword);
    }
  });

  it('knows the Norwegian words such passwords are made of', () => {
    for (const password of ['Hemmelig1!', 'Passord123!', 'Sommer2024!', 'Velkommen1!']) {
      expect(refusal(password), password).toBe(AUTH_MESSAGES.weakPassword);
    }
  });

  it("refuses the account's own name or address as the password", () => {
    const account = { username: 'saksbehandler.kari', email: 'kari.nordmann@nav.no' };
    expect(refusal('Kari.nordmann1!', account)).toBe(AUTH_MESSAGES.weakPassword);
    expect(refusal('Kari.nordmann1!')).toBeNull();
  });

  it('accepts long or unusual passwords', () => {
    for (const password of ['Skrivebord-Lampe7', 'Tr0ub4dor&3', 'korrekt hest batteri stift']) {
      expect(refusal(password), password).toBeNull();
    }
  });
});
