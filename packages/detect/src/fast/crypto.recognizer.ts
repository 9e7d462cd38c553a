import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/** A verified checksum (base58check, bech32, EIP-55 mixed case) leaves no doubt. */
const VERIFIED_SCORE = 0.95;
/** 0x + 40 hex in one case has no checksum: most likely an address, possibly another hash. */
const UNVERIFIED_ETHEREUM_SCORE = 0.7;

const BASE58 = /(?<![\p{L}\p{N}])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\p{L}\p{N}])/gu;
const BECH32 =
  /(?<![\p{L}\p{N}])(?:bc1[02-9ac-hj-np-z]{8,87}|BC1[02-9AC-HJ-NP-Z]{8,87})(?![\p{L}\p{N}])/gu;
const ETHEREUM = /(?<![\p{L}\p{N}])0x[0-9a-fA-F]{40}(?![\p{L}\p{N}])/gu;

const base58check = createBase58check(sha256);
/** Version bytes of mainnet pay-to-pubkey-hash (1…) and pay-to-script-hash (3…) addresses. */
const BITCOIN_VERSIONS = new Set([0x00, 0x05]);

/** Whether a 1…/3… string is a Bitcoin address whose double-SHA256 checksum holds. */
export function isValidBase58Address(value: string): boolean {
  try {
    const payload = base58check.decode(value);
    return payload.length === 21 && BITCOIN_VERSIONS.has(payload[0]!);
  } catch {
    return false;
  }
}

/** Whether a bc1… string is a segwit address: bech32 for version 0, bech32m after (BIP 173/350). */
export function isValidSegwitAddress(value: string): boolean {
  const lower = value.toLowerCase();
  const decoded = bech32.decodeUnsafe(lower) ?? bech32m.decodeUnsafe(lower);
  if (!decoded || decoded.prefix !== 'bc' || decoded.words.length === 0) return false;
  const version = decoded.words[0]!;
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1));
  if (!program || program.length < 2 || program.length > 40 || version > 16) return false;
  const isBech32m = !bech32.decodeUnsafe(lower);
  if (version === 0) return !isBech32m && (program.length === 20 || program.length === 32);
  return isBech32m;
}

/** Whether a mixed-case 0x address carries a correct EIP-55 checksum. */
export function hasEip55Checksum(value: string): boolean {
  const hex = value.slice(2);
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())));
  for (let i = 0; i < hex.length; i += 1) {
    const char = hex.charAt(i);
    if (char >= '0' && char <= '9') continue;
    const shouldBeUpper = Number.parseInt(hash.charAt(i), 16) >= 8;
    if ((char === char.toUpperCase()) !== shouldBeUpper) return false;
  }
  return true;
}

function ethereumScore(value: string): number | undefined {
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return UNVERIFIED_ETHEREUM_SCORE;
  return hasEip55Checksum(value) ? VERIFIED_SCORE : undefined;
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const span = (match: RegExpExecArray, score: number): Candidate => ({
    start: match.index,
    end: match.index + match[0].length,
    score,
  });
  return [
    ...collectMatches(text, BASE58, (match) =>
      isValidBase58Address(match[0]) ? span(match, VERIFIED_SCORE) : undefined,
    ),
    ...collectMatches(text, BECH32, (match) =>
      isValidSegwitAddress(match[0]) ? span(match, VERIFIED_SCORE) : undefined,
    ),
    ...collectMatches(text, ETHEREUM, (match) => {
      const score = ethereumScore(match[0]);
      return score === undefined ? undefined : span(match, score);
    }),
  ];
}

/** Bitcoin (base58check and bech32/bech32m) and Ethereum addresses. */
export const cryptoRecognizer: Recognizer = {
  entity: 'CRYPTO',
  context: CONTEXT.CRYPTO,
  find,
};
