import { isValidDate, isValidLuhn } from './checksums';
import { isValidCuit } from './cuit.recognizer';
import { isValidFodselsnummer } from './fodselsnummer.recognizer';

/**
 * What a national identity number's own check says of a value its label names: `valid`, `fails`
 * (the value has the number's form and its check digit or date is wrong: a test number, a typo,
 * or a number of another kind), or undefined when the label names no scheme we check or the value
 * does not have its form. A failing number is still suggested, with the reason (issue 65):
 * caseworkers meet test numbers in training and forms, and a typo hides a real one. `organisation`:
 * the label names numbers of people and of organisations, and the value has the organisation's
 * form (a Russian ИНН of ten digits is a company's, of twelve a person's).
 */
export type NationalIdCheck = 'valid' | 'fails' | 'organisation';

type Scheme = {
  /** The label's words, lower case, as the label regex matched them. */
  label: RegExp;
  /** The value's form, separators removed (but Finland's century sign, which may be a hyphen). */
  form: RegExp;
  keepsHyphen?: boolean;
  /** A value of this form under this label is an organisation's number. */
  organisation?: true;
  isValid(value: string): boolean;
};

const digitsAt = (value: string, from: number, to: number) => Number(value.slice(from, to));

/** Sweden: yymmdd-nnnc or yyyymmddnnnc, Luhn over the last ten digits, a real date (or +60). */
export function isValidPersonnummer(value: string): boolean {
  const ten = value.length === 12 ? value.slice(2) : value;
  const month = digitsAt(ten, 2, 4);
  const day = digitsAt(ten, 4, 6);
  const realDay = day > 60 ? day - 60 : day;
  return isValidLuhn(ten) && isValidDate(2000, month, realDay);
}

/** Finland: ddmmyy, century sign, nnn, and a check character of the nine digits mod 31. */
export function isValidHenkilotunnus(value: string): boolean {
  const digits = value.slice(0, 6) + value.slice(7, 10);
  const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(digits) % 31];
  return check === value[10] && isValidDate(2000, digitsAt(value, 2, 4), digitsAt(value, 0, 2));
}

/** The Netherlands' BSN: the "elfproef", weights 9…2 and −1. */
function isValidBsn(value: string): boolean {
  const weights = [9, 8, 7, 6, 5, 4, 3, 2, -1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 11 === 0 && sum > 0;
}

/** Germany's Steuer-ID: ISO 7064 MOD 11,10 over the first ten digits. */
function isValidSteuerId(value: string): boolean {
  let product = 10;
  for (const digit of value.slice(0, 10)) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(value[10]) && value[0] !== '0';
}

/** Poland's PESEL: weights 1 3 7 9 repeated, mod 10. */
function isValidPesel(value: string): boolean {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/** Spain's DNI (8 digits and a letter) and NIE (X, Y or Z, 7 digits and a letter): mod 23. */
export function isValidDni(value: string): boolean {
  const number = value.replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter)));
  return 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(number.slice(0, 8)) % 23] === value[8];
}

/** Brazil's CPF: two mod-11 check digits. */
export function isValidCpf(value: string): boolean {
  if (/^(\d)\1{10}$/.test(value)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index++) sum += Number(value[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(value[9]) && check(10) === Number(value[10]);
}

/** India's Aadhaar: the Verhoeff check, and never starting with 0 or 1. */
function isValidAadhaar(value: string): boolean {
  const d = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
    [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
    [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
  ];
  const p = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
  ];
  let check = 0;
  [...value].reverse().forEach((digit, index) => {
    check = d[check]![p[index % 8]![Number(digit)]!]!;
  });
  return check === 0 && /^[2-9]/.test(value);
}

/** France's NIR: 13 digits (Corsica's 2A/2B read as 19/18) and a key of 97 − n mod 97. */
function isValidNir(value: string): boolean {
  const body = value.slice(0, 13).replace('2A', '19').replace('2B', '18');
  return 97 - Number(BigInt(body) % 97n) === Number(value.slice(13));
}

/**
 * Iceland's kennitala: ddmmyy, two digits, a check digit (weights 3 2 7 6 5 4 3 2, mod 11) and
 * the century (9, 0 or 8). A company's adds 40 to the day.
 */
export function isValidKennitala(value: string): boolean {
  if (!/^\d{10}$/.test(value) || !'890'.includes(value[9]!)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  const day = digitsAt(value, 0, 2);
  return (
    check !== 10 &&
    check === Number(value[8]) &&
    isValidDate(2000, digitsAt(value, 2, 4), day > 40 ? day - 40 : day)
  );
}

/** Whether a valid kennitala is a company's (its day plus 40). */
export const isCompanyKennitala = (value: string): boolean => digitsAt(value, 0, 2) > 40;

/** The weighted sum of digits, mod 11, mod 10: Russia's ИНН check digits. */
const innDigit = (value: string, weights: readonly number[]) =>
  (weights.reduce((sum, weight, index) => sum + weight * Number(value[index]), 0) % 11) % 10;

/** Russia: a person's ИНН of twelve digits, two check digits. */
function isValidInn(value: string): boolean {
  const eleventh = innDigit(value, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  const twelfth = innDigit(value, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return eleventh === Number(value[10]) && twelfth === Number(value[11]);
}

/** Russia's СНИЛС: nine digits weighted 9…1, the sum mod 101 (100 reads 00) as the last two. */
function isValidSnils(value: string): boolean {
  const sum = [...value.slice(0, 9)].reduce(
    (total, digit, index) => total + (9 - index) * Number(digit),
    0,
  );
  return (sum % 101) % 100 === Number(value.slice(9));
}

/** Türkiye's T.C. Kimlik No: eleven digits, no leading 0, two check digits. */
function isValidKimlik(value: string): boolean {
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[0] !== 0 && tenth === d[9] && eleventh === d[10];
}

/** The schemes, by the words of their labels; the first whose label and form fit decides. */
const SCHEMES: readonly Scheme[] = [
  {
    label:
      /f(?:ø|o|oe)dsels|fnr|f\.nr|d-nummer|h-nummer|personnummer|personnr|person-?id|identitetsnummer/u,
    form: /^\d{11}$/,
    isValid: isValidFodselsnummer,
  },
  {
    label: /person(?:nummer|nr)|samordningsnummer/u,
    form: /^(?:\d{10}|\d{12})$/,
    isValid: isValidPersonnummer,
  },
  {
    label: /henkilötunnus|hetu/u,
    form: /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/,
    keepsHyphen: true,
    isValid: isValidHenkilotunnus,
  },
  { label: /bsn|burgerservice/u, form: /^\d{9}$/, isValid: isValidBsn },
  { label: /steuer|identifikationsnummer/u, form: /^\d{11}$/, isValid: isValidSteuerId },
  { label: /pesel/u, form: /^\d{11}$/, isValid: isValidPesel },
  { label: /dni|nie|nif/u, form: /^[XYZ\d]\d{7}[A-Z]$/, isValid: isValidDni },
  { label: /cpf/u, form: /^\d{11}$/, isValid: isValidCpf },
  // A company's CNPJ (14 digits) under a "CNPJ/CPF" label.
  { label: /cnpj|cpf/u, form: /^\d{14}$/, organisation: true, isValid: () => true },
  { label: /cuit|cuil/u, form: /^(?:20|23|24|27)\d{9}$/, isValid: isValidCuit },
  // A company's CUIT (prefix 30, 33 or 34).
  { label: /cuit/u, form: /^3[034]\d{9}$/, organisation: true, isValid: () => true },
  { label: /aadhaar|aadhar/u, form: /^\d{12}$/, isValid: isValidAadhaar },
  { label: /инн/u, form: /^\d{12}$/, isValid: isValidInn },
  // A company's ИНН, alone or with its КПП ("7842388475/781001001").
  { label: /инн/u, form: /^\d{10}(?:\d{9})?$/, organisation: true, isValid: () => true },
  { label: /снилс/u, form: /^\d{11}$/, isValid: isValidSnils },
  { label: /kimlik/u, form: /^\d{11}$/, isValid: isValidKimlik },
  // A company's kennitala (its day plus 40) under the same label.
  { label: /kennitala/u, form: /^[4-7]\d{9}$/, organisation: true, isValid: () => true },
  { label: /kennitala/u, form: /^\d{10}$/, isValid: isValidKennitala },
  // Mexico's RFC: a person's has four letters, a company's three.
  { label: /rfc/u, form: /^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/, organisation: true, isValid: () => true },
  { label: /rfc/u, form: /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/, isValid: () => true },
  {
    label: /sécurité sociale|securite sociale|nir/u,
    form: /^[12]\d{4}(?:\d{2}|2A|2B)\d{8}$/,
    isValid: isValidNir,
  },
];

/** What the value's own check says, by the scheme its label names (see NationalIdCheck). */
export function checkNationalId(label: string, value: string): NationalIdCheck | undefined {
  const words = label.toLowerCase().replace(/\s+/gu, ' ');
  const upper = value.toUpperCase();
  for (const scheme of SCHEMES) {
    if (!scheme.label.test(words)) continue;
    const form = upper.replace(scheme.keepsHyphen ? /\s/gu : /[\s.\-–/]/gu, '');
    if (!scheme.form.test(form)) continue;
    if (scheme.organisation) return 'organisation';
    return scheme.isValid(form) ? 'valid' : 'fails';
  }
  return undefined;
}
