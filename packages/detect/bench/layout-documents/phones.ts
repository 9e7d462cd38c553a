/**
 * Phone numbers as the twelve countries print them on letterheads, invoices and CVs: national
 * and international forms, switchboards and mobiles, test ranges (555-01xx, Ofcom's drama
 * numbers) and unassigned numbers that libphonenumber rejects, and extensions. libphonenumber
 * only sorts them into valid, invalid and with an extension for the report.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { pick, type Random } from '../identifiers';
import type { Country, PhoneKind } from './model';

export type Phone = { text: string; kind: PhoneKind; type: string };

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/** A subscriber number after an area code: it never starts with 0 or 1. */
const local = (random: Random, count: number) =>
  `${between(random, 2, 9)}${digits(random, count - 1)}`;

/** Numbers of a country's shape: a list of writers, each a form the country prints. */
const FORMS: Record<Country, ((random: Random) => string)[]> = {
  NO: [
    (r) => `${between(r, 2, 7)}${digits(r, 1)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) => `+47 ${between(r, 2, 7)}${digits(r, 1)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) => `${pick(r, ['4', '9'])}${digits(r, 2)} ${digits(r, 2)} ${digits(r, 3)}`,
    (r) => `+47 ${pick(r, ['4', '9'])}${digits(r, 2)} ${digits(r, 2)} ${digits(r, 3)}`,
    (r) => `(+47) ${pick(r, ['4', '9'])}${digits(r, 7)}`,
  ],
  SE: [
    (r) => `08-${local(r, 3)} ${digits(r, 3)} ${digits(r, 2)}`,
    (r) => `+46 8 ${local(r, 3)} ${digits(r, 3)} ${digits(r, 2)}`,
    (r) => `07${pick(r, ['0', '2', '3', '6'])}-${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) => `+46 (0)7${pick(r, ['0', '2', '3'])} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) => `031-${local(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  ],
  DK: [
    (r) => `+45 ${between(r, 2, 9)}${digits(r, 1)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) =>
      `${pick(r, ['33', '35', '70', '86', '20', '40', '60'])} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) => `+45 ${pick(r, ['33', '20', '70'])}${digits(r, 6)}`,
  ],
  DE: [
    (r) => `030 ${local(r, 8)}`,
    (r) => `+49 30 ${local(r, 5)}-0`,
    (r) => `+49 (0)89 ${local(r, 4)} ${digits(r, 4)}`,
    (r) => `0${pick(r, ['151', '160', '171', '176'])} ${digits(r, 7)}`,
    (r) =>
      `(0${pick(r, ['221', '40', '69', '711'])}) ${local(r, 3)} ${digits(r, 3)}-${digits(r, 2)}`,
    (r) => `0${pick(r, ['221', '40', '69'])} / ${local(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
  ],
  NL: [
    (r) => `020 - ${local(r, 3)} ${digits(r, 4)}`,
    (r) => `+31 (0)${pick(r, ['20', '10', '30'])} ${local(r, 3)} ${digits(r, 4)}`,
    (r) => `06-${between(r, 1, 5)}${digits(r, 7)}`,
    (r) => `+31 6 ${between(r, 1, 5)}${digits(r, 3)} ${digits(r, 4)}`,
    (r) => `0${pick(r, ['10', '30', '70'])}-${local(r, 7)}`,
  ],
  FR: [
    (r) => `0${between(r, 1, 5)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) =>
      `+33 ${between(r, 1, 7)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) => `0${between(r, 6, 7)}.${digits(r, 2)}.${digits(r, 2)}.${digits(r, 2)}.${digits(r, 2)}`,
    (r) =>
      `+33 (0)${between(r, 6, 7)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  ],
  GB: [
    (r) => `020 7946 0${digits(r, 3)}`,
    (r) => `+44 (0)20 ${between(r, 3, 8)}${digits(r, 3)} ${digits(r, 4)}`,
    (r) => `0161 ${between(r, 2, 9)}${digits(r, 2)} ${digits(r, 4)}`,
    (r) => `07${between(r, 4, 9)}${digits(r, 2)} ${digits(r, 6)}`,
    (r) => `+44 7${between(r, 4, 9)}${digits(r, 2)} ${digits(r, 6)}`,
    (r) => `01632 960${digits(r, 3)}`,
    (r) => `0113 496 0${digits(r, 3)}`,
  ],
  US: [
    (r) => `(${pick(r, ['212', '415', '617', '312', '206', '303'])}) 555-01${digits(r, 2)}`,
    (r) =>
      `${pick(r, ['212', '415', '617', '312'])}-${between(r, 2, 9)}${digits(r, 2)}-${digits(r, 4)}`,
    (r) =>
      `+1 ${pick(r, ['415', '206', '512'])} ${between(r, 2, 9)}${digits(r, 2)} ${digits(r, 4)}`,
    (r) => `${pick(r, ['202', '303', '404'])}.${between(r, 2, 9)}${digits(r, 2)}.${digits(r, 4)}`,
    (r) =>
      `(${between(r, 2, 9)}${digits(r, 2)}) ${between(r, 2, 9)}${digits(r, 2)}-${digits(r, 4)}`,
  ],
  IN: [
    (r) => `+91 ${between(r, 7, 9)}${digits(r, 4)} ${digits(r, 5)}`,
    (r) => `0${pick(r, ['80', '22', '44'])}-${local(r, 4)} ${digits(r, 4)}`,
    (r) => `+91-${pick(r, ['80', '22', '11'])}-${local(r, 4)}-${digits(r, 4)}`,
  ],
  ES: [
    (r) => `+34 91${digits(r, 1)} ${digits(r, 3)} ${digits(r, 3)}`,
    (r) => `9${between(r, 1, 5)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) => `6${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  ],
  IT: [
    (r) => `+39 06 ${local(r, 4)} ${digits(r, 4)}`,
    (r) => `02 ${local(r, 7)}`,
    (r) => `+39 3${between(r, 2, 4)}${digits(r, 1)} ${digits(r, 3)} ${digits(r, 4)}`,
  ],
  PL: [
    (r) => `+48 22 ${local(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    (r) =>
      `+48 ${pick(r, ['50', '60', '69', '79'])}${digits(r, 1)} ${digits(r, 3)} ${digits(r, 3)}`,
    (r) => `(22) ${local(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
  ],
};

/** Free-phone numbers only organisations have. */
const TOLL_FREE: Partial<Record<Country, ((random: Random) => string)[]>> = {
  NO: [(r) => `800 ${digits(r, 2)} ${digits(r, 3)}`],
  US: [(r) => `1-800-${between(r, 2, 9)}${digits(r, 2)}-${digits(r, 4)}`],
  GB: [(r) => `0800 ${digits(r, 3)} ${digits(r, 4)}`],
};

/** A number with its extension as each place prints it; the number alone where it takes none. */
const EXTENSIONS: Partial<Record<Country, ((random: Random, number: string) => string)[]>> = {
  US: [
    (r, n) => `${n} ext. ${digits(r, 3)}`,
    (r, n) => `${n} x${digits(r, 4)}`,
    (r, n) => `${n} Ext ${digits(r, 2)}`,
  ],
  GB: [(r, n) => `${n} ext. ${digits(r, 3)}`, (r, n) => `${n} (ext ${digits(r, 4)})`],
  IN: [(r, n) => `${n} Extn. ${digits(r, 3)}`],
  // A German direct line replaces the switchboard's -0, or follows a number written without one.
  DE: [
    (r, n) =>
      /-0$/.test(n)
        ? `${n.slice(0, -1)}${digits(r, 3)}`
        : n.includes('-')
          ? n
          : `${n}-${digits(r, 2)}`,
  ],
  FR: [(r, n) => `${n} poste ${digits(r, 3)}`],
  NL: [(r, n) => `${n} toestel ${digits(r, 3)}`],
  SE: [(r, n) => `${n} ankn. ${digits(r, 3)}`],
};

function isPlanValid(text: string, country: Country): boolean {
  const plain = text.replace(/\(0\)/, '');
  const parsed = plain.trim().startsWith('+')
    ? parsePhoneNumberFromString(plain)
    : parsePhoneNumberFromString(plain, country);
  return parsed?.isValid() ?? false;
}

/**
 * A phone number of a country, an extension now and then where the country writes them; an
 * organisation's may be a free-phone number.
 */
export function phoneOf(
  random: Random,
  country: Country,
  { extensionShare = 0.12, isOrganisation = false } = {},
): Phone {
  const forms = isOrganisation
    ? [...FORMS[country], ...(TOLL_FREE[country] ?? [])]
    : FORMS[country];
  const number = pick(random, forms)(random);
  const extensions = EXTENSIONS[country];
  const text =
    extensions && random() < extensionShare ? pick(random, extensions)(random, number) : number;
  const kind: PhoneKind =
    text !== number ? 'extension' : isPlanValid(number, country) ? 'valid' : 'invalid';
  return { text, kind, type: country === 'NO' ? 'NO_PHONE_NUMBER' : 'PHONE_NUMBER' };
}
