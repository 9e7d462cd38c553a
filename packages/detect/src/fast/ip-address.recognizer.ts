import ipaddr from 'ipaddr.js';
import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

const IPV4_SCORE = 0.75;
/** "1.2.3.4" reads as a section or version number as often as an address. */
const SMALL_IPV4_SCORE = 0.35;
const IPV6_FULL_SCORE = 0.9;
const IPV6_COMPRESSED_SCORE = 0.75;

// Not after a letter, digit or dot and not before "." + digit: "v1.2.3.4" and "1.2.3.4.5" are versions.
const IPV4 = /(?<![\p{L}\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?![\p{L}\p{N}]|\.\d)/gu;
// Two or more colons between hex groups of up to four (":: " compression makes groups empty),
// optionally ending in dotted IPv4; "10:30" has one colon and never gets here, "10:30:00" is
// rejected by the parser (eight groups or "::" needed).
const IPV6 =
  /(?<![\p{L}\p{N}:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.\d{1,3}){0,3}(?![\p{L}\p{N}:]|\.\d)/gu;
const VERSION_BEFORE = /(?:versjon|version|ver\.?|v)\s?$/i;
const SMALL_OCTETS = /^\d\.\d\.\d\.\d$/;

function findIpv4(text: string): Candidate[] {
  return collectMatches(text, IPV4, (match) => {
    const value = match[0];
    // isValidFourPartDecimal rejects octets over 255 and leading zeros ("01.02.20.23").
    if (!ipaddr.IPv4.isValidFourPartDecimal(value)) return undefined;
    if (VERSION_BEFORE.test(text.slice(Math.max(0, match.index - 9), match.index)))
      return undefined;
    const score = SMALL_OCTETS.test(value) ? SMALL_IPV4_SCORE : IPV4_SCORE;
    return { start: match.index, end: match.index + value.length, score };
  });
}

function findIpv6(text: string): Candidate[] {
  return collectMatches(text, IPV6, (match) => {
    const value = match[0];
    if (value === '::' || !ipaddr.IPv6.isValid(value)) return undefined;
    const score = value.includes('::') ? IPV6_COMPRESSED_SCORE : IPV6_FULL_SCORE;
    return { start: match.index, end: match.index + value.length, score };
  });
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const ipv4 = text.includes('.') ? findIpv4(text) : [];
  if (!text.includes(':')) return ipv4;
  const ipv6 = findIpv6(text);
  // "::ffff:192.0.2.128" is one IPv6 address, not also an IPv4 one.
  const isInsideIpv6 = (one: Candidate): boolean =>
    ipv6.some((six) => six.start <= one.start && one.end <= six.end);
  return [...ipv4.filter((one) => !isInsideIpv6(one)), ...ipv6];
}

/** IPv4 and IPv6 addresses, parsed by ipaddr.js. */
export const ipAddressRecognizer: Recognizer = {
  entity: 'IP_ADDRESS',
  context: CONTEXT.IP_ADDRESS,
  find,
};
