import { describe, expect, it } from 'vitest';
import {
  cryptoRecognizer,
  hasEip55Checksum,
  isValidBase58Address,
  isValidSegwitAddress,
} from './crypto.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

// Published examples: the genesis-block address, BIP 16/173/350 test vectors, EIP-55 examples.
const P2PKH = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const P2SH = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const SEGWIT_V0 = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TAPROOT = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('Bitcoin addresses', () => {
  it('verifies the base58check checksum and version', () => {
    expect(isValidBase58Address(P2PKH)).toBe(true);
    expect(isValidBase58Address(P2SH)).toBe(true);
    expect(isValidBase58Address(`${P2PKH.slice(0, -1)}b`)).toBe(false);
  });

  it('verifies bech32 for version 0 and bech32m for later versions', () => {
    expect(isValidSegwitAddress(SEGWIT_V0)).toBe(true);
    expect(isValidSegwitAddress(SEGWIT_V0.toUpperCase())).toBe(true);
    expect(isValidSegwitAddress(TAPROOT)).toBe(true);
    expect(isValidSegwitAddress(`${SEGWIT_V0.slice(0, -1)}5`)).toBe(false);
    // Version 2 with a bech32 (not bech32m) checksum: valid under BIP 173, invalid since BIP 350.
    expect(isValidSegwitAddress('bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du')).toBe(false);
    // Right checksum, wrong network.
    expect(isValidSegwitAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
  });
});

describe('Ethereum addresses', () => {
  it('verifies the EIP-55 mixed-case checksum', () => {
    expect(hasEip55Checksum(EIP55)).toBe(true);
    expect(hasEip55Checksum('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});

describe('cryptoRecognizer', () => {
  it('finds every kind with exact offsets and scores verified ones high', () => {
    const text = `Send til ${P2PKH}, ${SEGWIT_V0} eller ${EIP55}.`;
    const found = run(cryptoRecognizer, text);
    expect(found.map((one) => one.text)).toEqual([P2PKH, SEGWIT_V0, EIP55]);
    for (const one of found) expect(one.score).toBeGreaterThanOrEqual(0.9);
  });

  it('accepts one-case Ethereum addresses with a lower score and rejects bad mixed case', () => {
    const lower = EIP55.toLowerCase();
    const [found] = run(cryptoRecognizer, `adresse ${lower}`);
    expect(found).toEqual({ text: lower, score: expect.any(Number) });
    expect(found!.score).toBeLessThan(0.9);
    expect(texts(cryptoRecognizer, '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toEqual([]);
  });

  it('rejects wrong checksums and addresses inside longer strings', () => {
    expect(texts(cryptoRecognizer, `${P2PKH.slice(0, -1)}b`)).toEqual([]);
    expect(texts(cryptoRecognizer, `x${P2PKH}`)).toEqual([]);
    expect(texts(cryptoRecognizer, `${EIP55}00`)).toEqual([]);
  });
});
