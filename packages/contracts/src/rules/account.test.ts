import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import {
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZEmail,
  ZLoginRequest,
  ZPassword,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZToken,
  ZUsername,
  checkPasswordStrength,
} from './account';

const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.no'.length)}@example.no`;

describe('ZEmail', () => {
  it('accepts 255 characters and refuses 256', () => {
    expect(firstIssue(ZEmail, emailOfLength(255))).toBeNull();
    expect(firstIssue(ZEmail, emailOfLength(256))).toBe('Email must be less than 255 characters');
  });
  it('requires a value', () => {
    expect(firstIssue(ZEmail, '')).toBe('Email is required');
    expect(firstIssue(ZEmail, '   ')).toBe('Email is required');
    expect(firstIssue(ZEmail, undefined)).toBe('Email is required');
  });
  it('checks the format', () => {
    expect(firstIssue(ZEmail, 'kari.nordmann@nav.no')).toBeNull();
    expect(firstIssue(ZEmail, 'kari.nordmann')).toBe('Invalid email format');
    expect(firstIssue(ZEmail, 'kari@')).toBe('Invalid email format');
  });
  it('trims surrounding spaces', () => {
    expect(ZEmail.parse('  ola@nav.no ')).toBe('ola@nav.no');
  });
});

describe('ZUsername', () => {
  it('accepts 3 and 50 characters, refuses 2 and 51', () => {
    expect(firstIssue(ZUsername, 'abc')).toBeNull();
    expect(firstIssue(ZUsername, 'a'.repeat(50))).toBeNull();
    expect(firstIssue(ZUsername, 'ab')).toBe('Username must be at least 3 characters');
    expect(firstIssue(ZUsername, 'a'.repeat(51))).toBe('Username must be at most 50 characters');
  });
  it('must start with a letter or digit', () => {
    expect(firstIssue(ZUsername, '1ola')).toBeNull();
    expect(firstIssue(ZUsername, '_ola')).toBe('Username must start with a letter or number');
    expect(firstIssue(ZUsername, '.ola')).toBe('Username must start with a letter or number');
  });
  it('allows letters (also æøå), digits, dot, underscore and hyphen only', () => {
    expect(firstIssue(ZUsername, 'søren.ødegård_2-b')).toBeNull();
    expect(firstIssue(ZUsername, 'аdmin')).toBe('Username must start with a letter or number');
    expect(firstIssue(ZUsername, 'admіn')).toBe(
      'Username may only contain letters, numbers, dots, underscores and hyphens',
    );
    expect(firstIssue(ZUsername, 'ola٣')).toBe(
      'Username may only contain letters, numbers, dots, underscores and hyphens',
    );
    expect(ZUsername.parse('ｏｌａ')).toBe('ola');
    expect(firstIssue(ZUsername, 'ola nordmann')).toBe(
      'Username may only contain letters, numbers, dots, underscores and hyphens',
    );
    expect(firstIssue(ZUsername, 'ola@nav')).toBe(
      'Username may only contain letters, numbers, dots, underscores and hyphens',
    );
  });
  it('requires a value', () => {
    expect(firstIssue(ZUsername, '')).toBe('Username is required');
  });
  it('refuses control characters with their own message', () => {
    for (const name of ['kari\u0000', '\u0000kari', 'ka\nri']) {
      expect(firstIssue(ZUsername, name), name).toBe(
        'Username cannot hold control characters (such as NUL, a tab or a line break)',
      );
    }
  });
});

describe('ZPassword', () => {
  it('accepts 8 and 128 characters, refuses 7 and 129', () => {
    expect(firstIssue(ZPassword, 'Abcde1!x')).toBeNull();
    expect(firstIssue(ZPassword, `Ab1!${'x'.repeat(124)}`)).toBeNull();
    expect(firstIssue(ZPassword, 'Abcd1!x')).toBe('Password must be at least 8 characters');
    expect(firstIssue(ZPassword, `Ab1!${'x'.repeat(125)}`)).toBe(
      'Password must be at most 128 characters',
    );
  });
  it('needs each character class', () => {
    expect(firstIssue(ZPassword, 'abcdef1!')).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(firstIssue(ZPassword, 'ABCDEF1!')).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(firstIssue(ZPassword, 'Abcdefg!')).toBe('Password must contain at least one number');
    expect(firstIssue(ZPassword, 'Abcdefg1')).toBe(
      'Password must contain at least one special character',
    );
  });
  it('requires a value', () => {
    expect(firstIssue(ZPassword, '')).toBe('Password is required');
  });
});

describe('checkPasswordStrength', () => {
  it('passes with length 8 and three of four classes', () => {
    expect(checkPasswordStrength('abcdefg1!').isStrongEnough).toBe(true);
    expect(checkPasswordStrength('Abcdefg1').isStrongEnough).toBe(true);
  });
  it('fails with two classes or seven characters', () => {
    expect(checkPasswordStrength('abcdefgh1').isStrongEnough).toBe(false);
    expect(checkPasswordStrength('Abc1!xy').isStrongEnough).toBe(false);
  });
});

describe('ZToken', () => {
  it('accepts 10 and 500 characters, refuses 9 and 501', () => {
    expect(firstIssue(ZToken, 'a'.repeat(10))).toBeNull();
    expect(firstIssue(ZToken, 'a'.repeat(500))).toBeNull();
    expect(firstIssue(ZToken, 'a'.repeat(9))).toBe('Invalid token');
    expect(firstIssue(ZToken, 'a'.repeat(501))).toBe('Invalid token');
  });
  it('allows letters, digits, dot, underscore, hyphen', () => {
    expect(firstIssue(ZToken, 'aZ09._-aZ09')).toBeNull();
    expect(firstIssue(ZToken, 'abcdefghij+')).toBe('Invalid token');
    expect(firstIssue(ZToken, 'abcdefghij/')).toBe('Invalid token');
  });
});

describe('ZLoginRequest', () => {
  it('requires identifier and password', () => {
    expect(firstIssue(ZLoginRequest, { identifier: '', password: 'x' })).toBe(
      'Email or username is required',
    );
    expect(firstIssue(ZLoginRequest, { identifier: 'ola', password: '' })).toBe(
      'Password is required',
    );
  });
  it('accepts an identifier of 255 characters and refuses 256', () => {
    expect(firstIssue(ZLoginRequest, { identifier: 'a'.repeat(255), password: 'x' })).toBeNull();
    expect(firstIssue(ZLoginRequest, { identifier: 'a'.repeat(256), password: 'x' })).toBe(
      'Email or username must be at most 255 characters',
    );
  });
});

describe('confirmation and account forms', () => {
  const signup = {
    username: 'kari',
    email: 'kari@nav.no',
    password: 'Hemmelig1!',
    confirmPassword: 'Hemmelig1!',
    department_id: 3,
  };
  it('sign-up needs matching passwords and a department', () => {
    expect(firstIssue(ZSignupRequest, signup)).toBeNull();
    expect(firstIssue(ZSignupRequest, { ...signup, confirmPassword: 'Hemmelig2!' })).toBe(
      'Passwords do not match',
    );
    expect(firstIssue(ZSignupRequest, { ...signup, department_id: undefined })).toBe(
      'Please choose a department',
    );
  });
  it('reset needs a valid token and matching passwords', () => {
    const reset = { token: 'a'.repeat(32), new_password: 'Hemmelig1!', confirm_password: 'x' };
    expect(firstIssue(ZResetPasswordRequest, reset)).toBe('Passwords do not match');
    expect(firstIssue(ZResetPasswordRequest, { ...reset, token: 'short' })).toBe('Invalid token');
  });
  it('change password refuses the current password as the new one', () => {
    const change = {
      current_password: 'Hemmelig1!',
      new_password: 'Hemmelig1!',
      confirm_password: 'Hemmelig1!',
    };
    expect(firstIssue(ZChangePasswordRequest, change)).toBe(
      'New password must be different from current password',
    );
    expect(firstIssue(ZChangePasswordRequest, { ...change, current_password: '' })).toBe(
      'Current password is required',
    );
    expect(
      firstIssue(ZChangePasswordRequest, { ...change, current_password: 'Gammelt1!' }),
    ).toBeNull();
  });
  it('delete account needs DELETE exactly', () => {
    expect(firstIssue(ZDeleteAccountRequest, { password: 'x', confirm: 'DELETE' })).toBeNull();
    expect(firstIssue(ZDeleteAccountRequest, { password: 'x', confirm: 'delete' })).toBe(
      'Please type DELETE exactly to confirm account deletion',
    );
    expect(firstIssue(ZDeleteAccountRequest, { password: '', confirm: 'DELETE' })).toBe(
      'Password is required',
    );
  });
});
