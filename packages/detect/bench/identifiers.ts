import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Valid and invalid identifiers for the benchmark, computed here independently of the
 * recognizers (a shared helper would hide a shared mistake).
 */
export type Random = () => number;

/** A small seeded generator (mulberry32), so every run plants the same documents. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

function mod11(body: string, weights: readonly number[]): number | undefined {
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? undefined : check;
}

/** A fødselsnummer (or D-nummer) with a real date and both control digits. */
export function fodselsnummer(random: Random, dNumber = false): string {
  for (;;) {
    const year = 1940 + Math.floor(random() * 80);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * new Date(Date.UTC(year, month, 0)).getUTCDate());
    const individual = year >= 2000 ? 500 + Math.floor(random() * 500) : Math.floor(random() * 500);
    const body = `${pad(day + (dNumber ? 40 : 0))}${pad(month)}${pad(year % 100)}${pad(individual, 3)}`;
    const k1 = mod11(body, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (k1 === undefined) continue;
    const k2 = mod11(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (k2 === undefined) continue;
    return `${body}${k1}${k2}`;
  }
}

/** A synthetic test number as Skatteetaten's Tenor issues them: the month plus 80. */
export function tenorNumber(random: Random): string {
  for (;;) {
    const number = fodselsnummer(random);
    const body = `${number.slice(0, 2)}${pad(Number(number.slice(2, 4)) + 80)}${number.slice(4, 9)}`;
    const k1 = mod11(body, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (k1 === undefined) continue;
    const k2 = mod11(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (k2 !== undefined) return `${body}${k1}${k2}`;
  }
}

/** A number issued from 2032: the first control digit leaves remainder 1, 2 or 3 (not 0). */
export function fodselsnummer2032(random: Random): string {
  for (;;) {
    const body = fodselsnummer(random).slice(0, 9);
    const sum = [...body].reduce(
      (total, digit, index) => total + Number(digit) * [3, 7, 6, 1, 8, 9, 4, 5, 2][index]!,
      0,
    );
    const remainder = 1 + Math.floor(random() * 3);
    const k1 = (((remainder - sum) % 11) + 11) % 11;
    if (k1 === 10) continue;
    const k2 = mod11(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (k2 !== undefined) return `${body}${k1}${k2}`;
  }
}

/** A KID of 6–20 digits with a MOD10 or MOD11 control digit (MOD11's 10 is "-"). */
export function kid(random: Random): string {
  const body = `${1 + Math.floor(random() * 9)}${digits(random, 5 + Math.floor(random() * 14))}`;
  if (random() < 0.5) return body + luhnDigit(body);
  let sum = 0;
  [...body].reverse().forEach((digit, index) => (sum += Number(digit) * (2 + (index % 6))));
  const check = (11 - (sum % 11)) % 11;
  return body + (check === 10 ? '-' : String(check));
}

/** A DUF number: registration year, six digits, and the weighted sum modulo 11 as two digits. */
export function dufNumber(random: Random): string {
  const body = `${1990 + Math.floor(random() * 35)}${digits(random, 6)}`;
  const weights = [4, 6, 3, 2, 4, 6, 3, 2, 7, 5];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return body + pad(sum % 11);
}

/** Changes the last digit, so the control digit is wrong. */
export function breakLastDigit(value: string): string {
  const last = Number(value.at(-1));
  return `${value.slice(0, -1)}${(last + 1 + Math.floor(Math.random() * 8)) % 10}`;
}

export function bankAccount(random: Random): string {
  for (;;) {
    const body = `${1 + Math.floor(random() * 9)}${digits(random, 9)}`;
    const check = mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (check !== undefined) return `${body}${check}`;
  }
}

export function formatAccount(random: Random, account: string): string {
  const style = pick(random, ['dots', 'spaces', 'plain']);
  if (style === 'plain') return account;
  const separator = style === 'dots' ? '.' : ' ';
  return [account.slice(0, 4), account.slice(4, 6), account.slice(6)].join(separator);
}

export function organisationNumber(random: Random): string {
  for (;;) {
    const body = `${pick(random, ['8', '9'])}${digits(random, 7)}`;
    const check = mod11(body, [3, 2, 7, 6, 5, 4, 3, 2]);
    if (check !== undefined) return `${body}${check}`;
  }
}

function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An IBAN of Norway, Germany or Britain, grouped in fours or not. */
export function iban(random: Random): string {
  const country = pick(random, ['NO', 'DE', 'GB']);
  const bban =
    country === 'NO'
      ? bankAccount(random)
      : country === 'DE'
        ? digits(random, 18)
        : `${pick(random, ['NWBK', 'BARC', 'MIDL'])}${digits(random, 14)}`;
  const check = 98 - mod97(`${bban}${country}00`);
  const plain = `${country}${pad(check)}${bban}`;
  return random() < 0.5 ? plain : plain.replace(/(.{4})/g, '$1 ').trim();
}

function luhnDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let value = Number(char);
    if (index % 2 === 0) value *= 2;
    sum += value > 9 ? value - 9 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** Issuer prefixes and lengths of the card networks, with how each is grouped when printed. */
const CARD_NETWORKS = [
  { prefixes: ['4'], length: 16 }, // Visa
  { prefixes: ['51', '52', '53', '54', '55', '2221', '2720'], length: 16 }, // Mastercard
  { prefixes: ['34', '37'], length: 15 }, // American Express
  { prefixes: ['6011', '65'], length: 16 }, // Discover
  { prefixes: ['36', '38'], length: 14 }, // Diners Club
  { prefixes: ['3528', '3566', '3589'], length: 16 }, // JCB
  { prefixes: ['6759', '5018', '5020', '6304'], length: 16 }, // Maestro
  { prefixes: ['6759', '5018'], length: 19 }, // Maestro, long
  { prefixes: ['62'], length: 16 }, // UnionPay
  { prefixes: ['2200', '2204'], length: 16 }, // Mir
];

export function cardNumber(random: Random): string {
  const network = pick(random, CARD_NETWORKS);
  const prefix = pick(random, network.prefixes);
  const body = prefix + digits(random, network.length - prefix.length - 1);
  const number = body + luhnDigit(body);
  if (random() < 0.4) return number;
  if (network.length === 15)
    return `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  if (network.length === 14)
    return `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  return number.replace(/(.{4})/g, '$1 ').trim();
}

export function ipv4(random: Random): string {
  return [
    10 + Math.floor(random() * 200),
    ...Array.from({ length: 3 }, () => Math.floor(random() * 256)),
  ].join('.');
}

export function ipv6(random: Random): string {
  const groups = Array.from({ length: 8 }, () => Math.floor(random() * 65536).toString(16));
  return random() < 0.5 ? groups.join(':') : `2001:db8::${groups.slice(5).join(':')}`;
}

/** A Norwegian mobile number from the allocated series (40, 41, 45–48, 9x), grouped as people write it. */
export function phone(random: Random): string {
  const series = pick(random, ['40', '41', '45', '46', '47', '48', '9']);
  const number = `${series}${digits(random, 8 - series.length)}`;
  // Parts of the series are not allocated: draw again until the number plan has the number.
  if (!parsePhoneNumberFromString(`+47${number}`)?.isValid()) return phone(random);
  const grouped = pick(random, [
    number,
    `${number.slice(0, 3)} ${number.slice(3, 5)} ${number.slice(5)}`,
    `${number.slice(0, 2)} ${number.slice(2, 4)} ${number.slice(4, 6)} ${number.slice(6)}`,
  ]);
  return pick(random, ['', '+47 ', '0047 ']) + grouped;
}

/** Whether 11 digits pass the fødselsnummer control digits (the date is not checked). */
export function hasFodselsnummerDigits(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const k1 = mod11(value.slice(0, 9), [3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = mod11(value.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return k1 === Number(value[9]) && k2 === Number(value[10]);
}

/** Whether 11 digits pass the bank account control digit. */
export function hasAccountDigit(value: string): boolean {
  return (
    /^\d{11}$/.test(value) &&
    mod11(value.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) === Number(value[10])
  );
}
