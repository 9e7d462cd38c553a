/** What the laid-out documents of the bench are made of and what they expect detection to find. */
import type { FormField, PositionedWord } from '../../src/span';

export type Language = 'nb' | 'nn' | 'en' | 'de' | 'fr' | 'nl' | 'sv' | 'da';
export const LANGUAGES: readonly Language[] = ['nb', 'nn', 'en', 'de', 'fr', 'nl', 'sv', 'da'];

/** The countries whose postal addresses the documents print, by ISO code. */
export type Country =
  'NO' | 'SE' | 'DK' | 'DE' | 'NL' | 'FR' | 'GB' | 'US' | 'IN' | 'ES' | 'IT' | 'PL';
export const COUNTRIES: readonly Country[] = [
  'NO',
  'SE',
  'DK',
  'DE',
  'NL',
  'FR',
  'GB',
  'US',
  'IN',
  'ES',
  'IT',
  'PL',
];

export type DocumentKind = 'letter' | 'invoice' | 'cv' | 'form';
export type Holder = 'organisation' | 'person';
/** Who stands in a block: a company, a public body or a private person. */
export type PartyKind = 'company' | 'public' | 'person';

/** What a gold value is: contact data in a block, a name, or a form field's value. */
export type ValueKind = 'address' | 'phone' | 'email' | 'account' | 'name' | 'field';

/** What a form field holds, as its label says. */
export type FieldKind =
  | 'given name'
  | 'family name'
  | 'full name'
  | "child's name"
  | "applicant's name"
  | 'address line'
  | 'postcode'
  | 'place'
  | 'phone'
  | 'email'
  | 'national id'
  | 'account'
  | 'income'
  | 'date of birth'
  | 'signature place'
  | 'signature date'
  | 'company name';

/** How the form says what a field is: only the page's label, its tooltip, or its name. */
export type Naming = 'page label' | 'tooltip' | 'field name';

/** A phone's standing with libphonenumber: known to the plan, not, or with an extension. */
export type PhoneKind = 'valid' | 'invalid' | 'extension';

export type GoldMeta = {
  kind: ValueKind;
  /** The type detection should give the value. */
  type: string;
  /** The block the value stands in ("letterhead", "recipient", "seller") or "field". */
  role: string;
  /** Whose contact data it is, when that is clear from the document. */
  holder?: Holder;
  party?: PartyKind;
  /** The block's organisation or person, to show in a failure. */
  owner?: string;
  country?: Country;
  phone?: PhoneKind;
  field?: FieldKind;
  naming?: Naming;
  /** What the page prints beside a form field ('' for nothing). */
  label?: string;
};

export type GoldValue = GoldMeta & { start: number; end: number; text: string };

/** Look-alikes beside phone labels that must not be taken for phones. */
export type DecoyKind = 'date' | 'amount' | 'postcode' | 'id';
export type Decoy = { start: number; end: number; kind: DecoyKind; text: string };

/** One laid-out page with what detection should find on it. */
export type LayoutDocument = {
  kind: DocumentKind;
  language: Language;
  /** Which of the kind's layouts the page follows. */
  layout: string;
  text: string;
  words: PositionedWord[];
  fields: FormField[];
  pageSize: { width: number; height: number };
  gold: GoldValue[];
  decoys: Decoy[];
};
