/**
 * National identity numbers, bank accounts and registration numbers of the countries, with their
 * own check digits computed here: a person's id for forms, an IBAN or a Norwegian account, and
 * the organisation and VAT numbers letterheads and footers print.
 */
import {
  bankAccount,
  fodselsnummer,
  formatAccount,
  hasAccountDigit,
  hasFodselsnummerDigits,
  organisationNumber,
  pick,
  type Random,
} from '../identifiers';
import type { Country } from './model';

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/** A value and the type detection should give it. */
export type Typed = { text: string; type: string };

function luhnDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let value = Number(char) * (index % 2 === 0 ? 2 : 1);
    if (value > 9) value -= 9;
    sum += value;
  });
  return (10 - (sum % 10)) % 10;
}

function birthDate(random: Random): { day: number; month: number; year: number } {
  return {
    day: between(random, 1, 28),
    month: between(random, 1, 12),
    year: between(random, 1945, 2005),
  };
}

/** Whether nine digits pass the Norwegian organisation number's check (weights 3,2,7,6,5,4,3,2). */
function isOrganisationNumber(value: string): boolean {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(value[8]);
}

/** Digits that no Norwegian check would claim, so a foreign id keeps the label's type. */
const isNorwegianLooking = (value: string) => {
  const plain = value.replace(/\D/g, '');
  return (
    hasFodselsnummerDigits(plain) ||
    hasAccountDigit(plain) ||
    (plain.length === 9 && isOrganisationNumber(plain))
  );
};

const NATIONAL_IDS: Record<Country, (random: Random) => Typed> = {
  NO: (r) => ({ text: fodselsnummer(r, r() < 0.2), type: 'NO_FODSELSNUMMER' }),
  SE: (r) => {
    const { day, month, year } = birthDate(r);
    const body = `${pad(year % 100)}${pad(month)}${pad(day)}${digits(r, 3)}`;
    const check = luhnDigit(body);
    const long = r() < 0.4;
    return {
      text: `${long ? Math.floor(year / 100) : ''}${body.slice(0, 6)}-${body.slice(6)}${check}`,
      type: 'ID_NUMBER',
    };
  },
  DK: (r) => {
    const { day, month, year } = birthDate(r);
    return {
      text: `${pad(day)}${pad(month)}${pad(year % 100)}-${digits(r, 4)}`,
      type: 'ID_NUMBER',
    };
  },
  DE: (r) => {
    const number = `${between(r, 1, 9)}${digits(r, 10)}`;
    return {
      text: `${number.slice(0, 2)} ${number.slice(2, 5)} ${number.slice(5, 8)} ${number.slice(8)}`,
      type: 'ID_NUMBER',
    };
  },
  NL: (r) => {
    for (;;) {
      const body = `${between(r, 1, 6)}${digits(r, 7)}`;
      const sum = [...body].reduce((total, char, index) => total + Number(char) * (9 - index), 0);
      const check = sum % 11;
      if (check === 10) continue;
      return { text: `${body}${check}`, type: 'ID_NUMBER' };
    }
  },
  FR: (r) => {
    const { month, year } = birthDate(r);
    const body = `${between(r, 1, 2)}${pad(year % 100)}${pad(month)}${pad(between(r, 1, 95))}${digits(r, 3)}${digits(r, 3)}`;
    const key = 97 - Number(BigInt(body) % 97n);
    return {
      text: `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10)} ${pad(key)}`,
      type: 'ID_NUMBER',
    };
  },
  GB: (r) => {
    const prefix = `${pick(r, ['A', 'B', 'C', 'E', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'W'])}${pick(r, ['A', 'B', 'C', 'E', 'H', 'J', 'K', 'L', 'M', 'P', 'R', 'S', 'T', 'W', 'Z'])}`;
    return {
      text: `${prefix} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${pick(r, ['A', 'B', 'C', 'D'])}`,
      type: 'ID_NUMBER',
    };
  },
  US: (r) => ({
    text: `${pad(between(r, 1, 665), 3)}-${pad(between(r, 1, 99))}-${pad(between(r, 1, 9999), 4)}`,
    type: 'ID_NUMBER',
  }),
  IN: (r) => ({
    text: `${between(r, 2, 9)}${digits(r, 3)} ${digits(r, 4)} ${digits(r, 4)}`,
    type: 'ID_NUMBER',
  }),
  ES: (r) => {
    const number = between(r, 10_000_000, 99_999_999);
    return { text: `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`, type: 'ID_NUMBER' };
  },
  IT: (r) => ({
    text: `RSSMRA${pad(between(r, 50, 99))}A${pad(between(r, 1, 28))}H501${pick(r, ['U', 'Z', 'X'])}`,
    type: 'ID_NUMBER',
  }),
  PL: (r) => ({
    text: `${pad(between(r, 50, 99))}${pad(between(r, 1, 12))}${pad(between(r, 1, 28))}${digits(r, 5)}`,
    type: 'ID_NUMBER',
  }),
};

/** A person's national identity number as the country's forms ask for it. */
export function nationalIdOf(random: Random, country: Country): Typed {
  for (;;) {
    const id = NATIONAL_IDS[country](random);
    if (country === 'NO' || !isNorwegianLooking(id.text)) return id;
  }
}

function mod97(value: string): number {
  let rest = 0;
  for (const char of value) {
    const code = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

const BBAN: Record<Country, (random: Random) => string> = {
  NO: (r) => bankAccount(r),
  SE: (r) => digits(r, 20),
  DK: (r) => digits(r, 14),
  DE: (r) => digits(r, 18),
  NL: (r) => `${pick(r, ['ABNA', 'INGB', 'RABO', 'SNSB'])}0${digits(r, 9)}`,
  FR: (r) => digits(r, 23),
  GB: (r) => `${pick(r, ['NWBK', 'BARC', 'LOYD', 'HBUK'])}${digits(r, 14)}`,
  US: (r) => digits(r, 18),
  IN: (r) => digits(r, 18),
  ES: (r) => digits(r, 20),
  IT: (r) => `X${digits(r, 22)}`,
  PL: (r) => digits(r, 24),
};

/** An IBAN of a European country, plain or in groups of four. */
export function ibanOf(random: Random, country: Country): string {
  const code = ['US', 'IN'].includes(country) ? 'GB' : country;
  const bban = BBAN[code](random);
  const check = 98 - mod97(`${bban}${code}00`);
  const plain = `${code}${pad(check)}${bban}`;
  return random() < 0.6 ? plain.replace(/(.{4})/g, '$1 ').trim() : plain;
}

/** A bank account as the country's documents print it: Norwegian accounts or IBANs. */
export function accountOf(random: Random, country: Country): Typed {
  if (country === 'NO' && random() < 0.75) {
    return { text: formatAccount(random, bankAccount(random)), type: 'NO_BANK_ACCOUNT' };
  }
  return { text: ibanOf(random, country), type: 'IBAN_CODE' };
}

/** An organisation's registration and VAT lines, label and number, as its country prints them. */
export function registrationOf(random: Random, country: Country): string[] {
  const org = organisationNumber(random);
  const spaced = `${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}`;
  const nine = digits(random, 9);
  switch (country) {
    case 'NO':
      return [
        pick(random, [
          `Org.nr. ${spaced}`,
          `Org.nr. ${spaced} MVA`,
          `Foretaksregisteret NO ${spaced} MVA`,
          `Org. nr.: ${org}`,
        ]),
      ];
    case 'SE':
      return [
        `Org.nr ${pick(random, ['556', '559', '802'])}${digits(random, 3)}-${digits(random, 4)}`,
        `Momsreg.nr SE${digits(random, 10)}01`,
      ];
    case 'DK':
      return [
        pick(random, [
          `CVR-nr. ${digits(random, 8)}`,
          `CVR ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`,
        ]),
      ];
    case 'DE':
      return [
        `Amtsgericht ${pick(random, ['München', 'Berlin-Charlottenburg', 'Hamburg'])} HRB ${digits(random, 6)}`,
        `USt-IdNr.: DE${nine}`,
      ];
    case 'NL':
      return [`KvK ${digits(random, 8)}`, `BTW NL${nine}B01`];
    case 'FR':
      return [
        `SIRET ${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)} ${digits(random, 5)}`,
        `TVA intracom. FR${digits(random, 2)} ${nine}`,
      ];
    case 'GB':
      return [
        `Registered in England and Wales No. ${digits(random, 8)}`,
        `VAT Reg. No. GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`,
      ];
    case 'US':
      return [`EIN ${digits(random, 2)}-${digits(random, 7)}`];
    case 'IN':
      return [`GSTIN ${digits(random, 2)}AAACB${digits(random, 4)}C1Z${digits(random, 1)}`];
    case 'ES':
      return [`CIF B${digits(random, 8)}`];
    case 'IT':
      return [`P.IVA ${digits(random, 11)}`];
    case 'PL':
      return [
        `NIP ${digits(random, 3)}-${digits(random, 3)}-${digits(random, 2)}-${digits(random, 2)}`,
      ];
  }
}
