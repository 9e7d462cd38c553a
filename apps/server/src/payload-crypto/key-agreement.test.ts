import { associatedData, hkdfInfo } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { browserKeyPair, browserOpen, browserSeal, deriveBrowserKey } from '../test/payload-client';
import { agreeKey } from './key-agreement';
import { open, seal } from './payload-cipher';

const SESSION = '5b0c1c38-6f0e-4c8a-9d44-0f3c2b7a1e11';

async function agreed(sessionId = SESSION) {
  const browser = await browserKeyPair();
  const server = agreeKey(browser.publicKey, sessionId);
  const answer = {
    server_public_key: server.serverPublicKey.toString('base64'),
    salt: server.salt.toString('base64'),
    session_id: sessionId,
    key_id: server.keyId,
  };
  return { browser, server, answer };
}

describe('key agreement', () => {
  it('gives a Web Crypto browser the same AES key as the server, both ways', async () => {
    const { browser, server, answer } = await agreed();
    expect(server.serverPublicKey).toHaveLength(65);
    expect(server.salt).toHaveLength(32);
    expect(server.keyId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const browserKey = await deriveBrowserKey(browser.privateKey, answer);
    const ad = associatedData.requestFields(server.keyId);

    const fromBrowser = await browserSeal(browserKey, Buffer.from('søketermer'), ad);
    expect(open(server.key, fromBrowser.nonce, fromBrowser.sealed, ad).toString()).toBe(
      'søketermer',
    );
    const fromServer = seal(server.key, Buffer.from('svar'), ad);
    expect(
      (await browserOpen(browserKey, fromServer.nonce, fromServer.sealed, ad)).toString(),
    ).toBe('svar');
  });

  it('binds the key to its session and key id: another one in the HKDF info cannot open', async () => {
    const { browser, server, answer } = await agreed();
    const ad = associatedData.requestFields(server.keyId);
    for (const other of [
      { ...answer, session_id: '00000000-0000-4000-8000-000000000000' },
      { ...answer, key_id: 'AAAAAAAAAAAAAAAAAAAAAA' },
    ]) {
      const wrongKey = await deriveBrowserKey(browser.privateKey, other);
      const sealed = await browserSeal(wrongKey, Buffer.from('x'), ad);
      expect(() => open(server.key, sealed.nonce, sealed.sealed, ad)).toThrow(
        expect.objectContaining({ code: 'DECRYPTION_FAILED' }),
      );
    }
    expect(hkdfInfo(SESSION, server.keyId)).toContain(SESSION);
  });

  it('gives each exchange its own server key, salt and key id', async () => {
    const browser = await browserKeyPair();
    const first = agreeKey(browser.publicKey, SESSION);
    const second = agreeKey(browser.publicKey, SESSION);
    expect(first.serverPublicKey.equals(second.serverPublicKey)).toBe(false);
    expect(first.salt.equals(second.salt)).toBe(false);
    expect(first.keyId).not.toBe(second.keyId);
  });

  it('refuses a public key that is not an uncompressed P-256 point', async () => {
    const { publicKey } = await browserKeyPair();
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]);
    const wrongPrefix = Buffer.from(publicKey);
    wrongPrefix[0] = 5;
    const compressed = Buffer.concat([
      Buffer.from([2 + (publicKey[64]! & 1)]),
      publicKey.subarray(1, 33),
    ]);
    for (const key of [offCurve, wrongPrefix, compressed, Buffer.alloc(0)]) {
      expect(() => agreeKey(key, SESSION)).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_ERROR',
          message: 'The public key is not a valid P-256 point',
        }),
      );
    }
  });
});
