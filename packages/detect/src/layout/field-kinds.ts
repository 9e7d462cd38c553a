import { getNerTagger } from '../ner';
import { gazetteerFlag } from '../ner/gazetteer';
import type { FieldKind } from './field-labels';

/** What a value of each kind looks like: a label that does not fit its value names something else. */
const VALUE_SHAPES: Readonly<Record<FieldKind, RegExp>> = {
  name: /^(?=(?:.*\p{L}){2})[\p{L}'’.,\- ]{2,80}$/u,
  organisation: /\p{L}{2}/u,
  email: /@[\p{L}\p{N}-]+\./u,
  // Not a date ("- 2014/08/20" under "PHONE NUMBER EXPIRES"), nor a number with one.
  phone:
    /^(?=(?:\D*\d){5})(?!.*(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{4})(?!\d))[\d +()./\-–x#ext]{5,30}$/iu,
  // Digits, with an IBAN's country letters at most: "Form 1099-DIV" under "Account number" is
  // the form's name.
  account: /^(?=(?:\D*\d){4})(?!.*\p{L}{3})[\p{L}\d .-]{6,40}$/u,
  income:
    /^(?=(?:\D*\d){3})(?:(?:kr\.?|nok|sek|dkk|eur|usd|gbp|chf|€|\$|£)\s?)?\d[\d .,'’]*(?:,-)?\s?(?:kr\.?|kroner|kronor|nok|sek|dkk|eur|euro|usd|gbp|€|\$|£)?$/iu,
  postcode: /^(?=.*\d)[\p{L}\d -]{3,10}$/u,
  place: /^\p{L}[\p{L}'’.\- ]{1,60}$/u,
  street: /[\p{L}\d]{2}/u,
  // A date: digits with separators, an ISO date, a month's name with a number, or a year alone
  // ("VKE/Geb." is a sales unit's label, and "15,0000 Stk. 20" under it no birth date).
  'birth-date':
    /^(?:\D{0,12})(?:\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}|\d{4}-\d{2}-\d{2}|\d{6}|\d{8}|(?:19|20)\d{2})\D{0,12}$|\d.*(?:january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|mars|mai|juni|juli|oktober|desember|dezember|janvier|février|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|okt|nov|dec|des|dez)|(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+\d/iu,
  'birth-place': /\p{L}{2}/u,
  'id-number': /^(?=(?:\D*\d){4})[\p{L}\d .\-/]{5,30}$/u,
  'signature-date': /[\p{L}\p{N}]/u,
  'signature-place': /^\p{L}[\p{L}'’.\- ]{1,60}$/u,
  'place-or-signature': /^\p{L}[\p{L}'’.\- ]{1,60}$/u,
  date: /\d/u,
};

/** The entity type a kind of value is found as. */
export function typeOfKind(kind: FieldKind, value: string): string {
  const compact = value.replace(/[\s.-]/g, '');
  switch (kind) {
    case 'name':
      return 'PERSON';
    case 'organisation':
      return 'ORGANIZATION';
    case 'email':
      return 'EMAIL_ADDRESS';
    case 'phone':
      return 'PHONE_NUMBER';
    case 'account':
      return /^[A-Z]{2}\d{2}[A-Z\d]{8,}$/i.test(compact) ? 'IBAN_CODE' : 'NO_BANK_ACCOUNT';
    case 'income':
      return 'INCOME';
    case 'birth-date':
      return 'DATE_OF_BIRTH';
    case 'birth-place':
      return 'LOCATION';
    case 'id-number':
      return 'ID_NUMBER';
    case 'signature-date':
      return /\d/.test(value) ? 'DATE_TIME' : 'LOCATION';
    case 'signature-place':
      return 'LOCATION';
    case 'date':
      return 'DATE_TIME';
    default:
      return 'ADDRESS';
  }
}

const FIRST_NAME = gazetteerFlag('firstNames');
const LAST_NAME = gazetteerFlag('lastNames');
/** "BAIN, J MATTHEW", "Nordmann, Kari": a name written surname first. */
const INVERTED = /^\p{Lu}[\p{L}'’-]+,\s+\p{Lu}/u;

/** Whether a value fits what its label says it is ("-1" is no income, "Total" no name). */
export function fitsKind(kind: FieldKind, value: string): boolean {
  return VALUE_SHAPES[kind].test(value);
}

/**
 * Whether a cell under a column of people named by their role ("Patient", "Member") is a
 * person's name: written surname first, or two words or more with a known given name. One known
 * word is not enough there ("Silver Plus" under "Member" is a level).
 */
export function isPersonCell(value: string): boolean {
  if (!fitsKind('name', value)) return false;
  if (INVERTED.test(value)) return true;
  const words = value.split(/[\s,]+/).filter(Boolean);
  const gazetteer = getNerTagger().gazetteer;
  return (
    words.length >= 2 &&
    words.some((word) => (gazetteer.wordFlags(word.toLocaleLowerCase('nb')) & FIRST_NAME) !== 0)
  );
}

/**
 * Whether a table cell under a name column is a person's name: shaped like one, and written
 * surname first or holding a known given or family name ("CITIBANK - TRAVEL CBA CARD" is not).
 */
export function isNameCell(value: string): boolean {
  if (!fitsKind('name', value)) return false;
  if (INVERTED.test(value)) return true;
  const gazetteer = getNerTagger().gazetteer;
  return value
    .split(/[\s,]+/)
    .some(
      (word) =>
        (gazetteer.wordFlags(word.toLocaleLowerCase('nb')) & (FIRST_NAME | LAST_NAME)) !== 0,
    );
}
