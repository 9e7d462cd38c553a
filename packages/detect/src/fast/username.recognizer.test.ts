import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';

/** Found user names as their text, at the default threshold. */
function found(text: string): string[] {
  return recognizeIdentifiers(text, new Set(['USERNAME']))
    .filter((span) => span.score >= 0.5)
    .map((span) => span.text);
}

describe('user names', () => {
  it('finds an organisation’s prefixed logins anywhere', () => {
    expect(found('Dienst: OUDJQ_strukan\n01.05.14-31.05.14')).toEqual(['OUDJQ_strukan']);
    expect(found('Mailbox NAV_kari.nordmann moved')).toEqual(['NAV_kari.nordmann']);
  });

  it('finds a user name after its label, in several languages', () => {
    const cases: [string, string][] = [
      ['Username: kari.nordmann', 'kari.nordmann'],
      ['Brukernavn: ola123', 'ola123'],
      ['Benutzername: m.mueller', 'm.mueller'],
      ["Nom d'utilisateur : jdupont75", 'jdupont75'],
      ['Login: PJACock', 'PJACock'],
      ['User ID: u-20391', 'u-20391'],
    ];
    for (const [text, value] of cases) expect(found(text), text).toEqual([value]);
  });

  it('takes no constant, environment variable, prose or label for a login', () => {
    expect(found('Set MAX_VALUE and http_proxy first.')).toEqual([]);
    expect(found('Login required to continue')).toEqual([]);
    expect(found('Username: Password:')).toEqual([]);
    expect(found('the user name field')).toEqual([]);
  });
});
