/**
 * What documents of one language print: contact labels, a letter's reference block and phrases,
 * an invoice's headings, a CV's sections and a form's labels. Written from documents of those
 * countries, not from the engine's cue lists.
 */
import { pick, type Random } from '../identifiers';
import type { Country, FieldKind, Language } from './model';
import type { Person } from './people';

export type Day = { day: number; month: number; year: number };

export type Lexicon = {
  language: Language;
  /** Where people writing the language live, the first most often. */
  homes: Country[];
  /** A foreign country's name on the last line of an address. */
  countryNames: Record<Country, string>;
  /** A date as the language writes it, numeric or with the month's name. */
  date: (random: Random, day: Day) => string;
  /** A sum with its currency as the language writes it. */
  amount: (random: Random, value: number) => string;
  labels: {
    phone: string[];
    mobile: string[];
    fax: string[];
    switchboard: string[];
    email: string[];
    web: string[];
    /** A caseworker's or employee's direct line. */
    direct: string[];
    visit: string[];
    post: string[];
    account: string[];
  };
  letter: {
    /** Before the return-address line over the window; '' prints none. */
    returnPrefix: string[];
    caseworker: string[];
    ourRef: string[];
    yourRef: string[];
    date: string[];
    subjects: string[];
    dear: (random: Random, person: Person) => string;
    /** Paragraphs with {person}, {date}, {amount} where a name, a date or a sum goes. */
    body: string[];
    closing: string[];
    jobTitles: string[];
    /** Before a contact person's name in a company's address block. */
    attention: string[];
    /** A place and date line: "Oslo, 12. mars 2025". */
    placeDate: (town: string, date: string) => string;
  };
  invoice: {
    title: string[];
    seller: string[];
    buyer: string[];
    shipTo: string[];
    number: string[];
    date: string[];
    due: string[];
    customerNo: string[];
    columns: [string, string, string, string];
    items: string[];
    subtotal: string;
    vat: string;
    total: string;
    /** A payment line with {account} and {date}. */
    payment: string[];
  };
  cv: {
    title: string[];
    contact: string[];
    profile: string[];
    experience: string[];
    education: string[];
    languages: string[];
    references: string[];
    address: string[];
    dob: string[];
    nationality: [string, string];
    present: string;
    jobs: string[];
    degrees: string[];
    profileText: string[];
    languageLines: string[];
  };
  form: {
    titles: string[];
    sections: string[];
    instructions: string[];
    labels: Record<FieldKind, string[]>;
    /** Labels and names one of the language's countries uses instead (the US's ZIP Code). */
    byCountry?: Partial<
      Record<Country, Partial<Record<FieldKind, { labels: string[]; names: string[] }>>>
    >;
    /** The field's name as a form designer would write it in the language. */
    names: Record<FieldKind, string[]>;
    /** Tooltip frames: {label} is the label, {section} the section, {n} a number. */
    tooltips: string[];
    /** Names a designer's tool gives a field nobody renamed. */
    anonymous: string[];
    checkboxQuestions: string[];
    checked: string[];
    /** Labels of fields whose values are no one's data (counts, shares). */
    plain: [label: string, value: string][];
    signature: string;
  };
};

/** A whole number grouped in thousands with `separator`. */
export function grouped(value: number, separator: string): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A sum with decimals: "12 450,00" or "12,450.00". */
export function withCents(value: number, thousands: string, decimal: string): string {
  const total = Math.round(value * 100);
  const cents = String(total % 100).padStart(2, '0');
  return `${grouped(Math.floor(total / 100), thousands)}${decimal}${cents}`;
}

export const pad2 = (value: number) => String(value).padStart(2, '0');

/** The numeric forms most of Europe writes: 14.03.2025 and its variants. */
export function dottedDate(random: Random, { day, month, year }: Day): string {
  return pick(random, [
    `${pad2(day)}.${pad2(month)}.${year}`,
    `${day}.${month}.${year}`,
    `${pad2(day)}.${pad2(month)}.${String(year).slice(2)}`,
  ]);
}
