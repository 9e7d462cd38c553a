import {
  AUTH_MESSAGES,
  ORGANIZATION_MESSAGES,
  PAYLOAD_MESSAGES,
  ZAddDomainRequest,
  ZBanWord,
  ZChangePasswordRequest,
  ZContactForm,
  ZCreateOrganizationRequest,
  ZDeleteAccountRequest,
  ZEmail,
  ZLoginRequest,
  ZMemberInvite,
  ZPassword,
  ZPatternText,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZToken,
  ZUsername,
  onDeviceRequiredMessage,
  quotaExceededMessage,
  readQuotaExceededMessage,
} from '@workbench/contracts';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import nb from '../locales/nb.json';
import { startI18n } from './i18n';
import { localizeDetectMessage } from '../features/workspace/detection/detect-messages';
import { ApiError } from './api-error';
import { errorMessage, localizeMessage, MESSAGE_KEYS } from './messages';

startI18n();

function messagesOf(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  values: unknown[],
) {
  return values.flatMap(
    (value) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [],
  );
}

/** Every message the contract schemas give for the values the forms can send. */
const CONTRACT_MESSAGES = [
  ...messagesOf(ZEmail, ['', 'a'.repeat(250) + '@x.no', 'no-at-sign']),
  ...messagesOf(ZUsername, ['', 'ab', 'a'.repeat(51), '_kari', 'kari!', 'ka\u0000ri']),
  ...messagesOf(ZPassword, [
    '',
    'Ab1!',
    'A'.repeat(129),
    'abcdefg1!',
    'ABCDEFG1!',
    'Abcdefgh!',
    'Abcdefg1',
  ]),
  ...messagesOf(ZToken, ['short']),
  ...messagesOf(ZLoginRequest, [
    { identifier: '', password: '' },
    { identifier: 'a'.repeat(256), password: 'x' },
  ]),
  ...messagesOf(ZSignupRequest, [
    { username: 'kari', email: 'k@n.no', password: 'Abcdefg1!', confirmPassword: 'x' },
    {},
  ]),
  ...messagesOf(ZResetPasswordRequest, [{ token: 'abcdefghijk', new_password: 'Abcdefg1!' }]),
  ...messagesOf(ZChangePasswordRequest, [
    { current_password: '', new_password: 'Abcdefg1!', confirm_password: 'Abcdefg1!' },
    { current_password: 'Abcdefg1!', new_password: 'Abcdefg1!', confirm_password: 'Abcdefg1!' },
    { current_password: 'x', new_password: 'Abcdefg1!' },
  ]),
  ...messagesOf(ZDeleteAccountRequest, [{ password: '', confirm: 'delete' }]),
  ...messagesOf(ZCreateOrganizationRequest, [{}, { name: 'AB' }, { name: 'x'.repeat(101) }]),
  ...messagesOf(ZCreateOrganizationRequest, [{ name: '<script>' }, { name: 'Fjord\u0000AS' }]),
  ...messagesOf(ZPatternText, ['Ola\u0000Nordmann']),
  ...messagesOf(ZBanWord, ['ola\u0000']),
  ...messagesOf(ZContactForm, [
    { name: 'Ka\u0000ri', email: 'k@n.no', organization: 'Fj\nord', subject: 'Til\tbud' },
  ]),
  ...messagesOf(ZAddDomainRequest, [{}, { domain: 'ab' }, { domain: 'a.b' }]),
  ...messagesOf(ZAddDomainRequest, [{ domain: `${'a'.repeat(250)}.no` }]),
  ...messagesOf(ZMemberInvite, [
    { identifier: '' },
    { identifier: 'a'.repeat(256) },
    { identifier: 'not-an-email' },
    { identifier: 'ab', identifierType: 'username' },
  ]),
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(ORGANIZATION_MESSAGES),
  ...Object.values(PAYLOAD_MESSAGES),
];

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

describe('localized messages', () => {
  it('knows every message the contract schemas can give', () => {
    const unknown = CONTRACT_MESSAGES.filter((message) => MESSAGE_KEYS[message] === undefined);
    expect(unknown).toEqual([]);
  });

  it('shows each known message word for word in English and translated in Norwegian', () => {
    const english = i18n.getFixedT('en');
    const norwegian = i18n.getFixedT('nb');
    for (const message of Object.keys(MESSAGE_KEYS)) {
      expect(localizeMessage(english, message)).toBe(message);
      expect(localizeMessage(norwegian, message)).not.toBe(message);
    }
  });

  it('passes an unknown server message through unchanged', () => {
    expect(localizeMessage(i18n.getFixedT('nb'), 'Transfer ownership first')).toBe(
      'Transfer ownership first',
    );
  });
});

describe('quota refusals', () => {
  const message = quotaExceededMessage(299, 300, 2);

  it('are worded from their numbers: as the server says in English, translated in Norwegian', () => {
    expect(localizeMessage(i18n.getFixedT('en'), message)).toBe(message);
    expect(localizeMessage(i18n.getFixedT('nb'), message)).toBe(
      'Sidekvoten for denne perioden er brukt opp: 299 av 300 sider er brukt, og denne forespørselen trenger 2. Oppgrader planen eller vent til neste periode.',
    );
  });

  it('are read the same from a response and from the detection stream', () => {
    const norwegian = localizeMessage(i18n.getFixedT('nb'), message);
    expect(norwegian).toMatch(/^Sidekvoten/);
    const refusal = new ApiError('QUOTA_EXCEEDED', message, 402);
    expect(errorMessage(i18n.getFixedT('nb'), refusal, 'x')).toBe(norwegian);
    expect(localizeDetectMessage(i18n.getFixedT('nb'), message)).toBe(norwegian);
    expect(readQuotaExceededMessage(message)).toEqual({
      pages_used: 299,
      pages_limit: 300,
      pages_needed: 2,
    });
    expect(readQuotaExceededMessage('Your page quota is fine')).toBeNull();
  });
});

describe('on-device refusals', () => {
  it('name the organization: as the server says in English, translated in Norwegian', () => {
    const message = onDeviceRequiredMessage('Acme Kommune');
    const refusal = new ApiError('ON_DEVICE_REQUIRED', message, 403);
    expect(errorMessage(i18n.getFixedT('en'), refusal, 'x')).toBe(message);
    expect(errorMessage(i18n.getFixedT('nb'), refusal, 'x')).toBe(
      'Organisasjonen din Acme Kommune krever at dokumentene behandles på enheten din. Slå på «Behandle på denne enheten» i Innstillinger, eller spør en eier av Acme Kommune.',
    );
  });
});

describe('locale files', () => {
  it('have the same keys in English and Norwegian', () => {
    expect(keysOf(nb).sort()).toEqual(keysOf(en).sort());
  });
});
