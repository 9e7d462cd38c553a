/**
 * Labels of the numbers that register an organisation with the state: company registers, tax
 * and VAT numbers ("Org.nr.", "CVR", "KvK", "HRB", "USt-IdNr.", "SIRET", "EIN", "VAT Reg. No.").
 * Letterheads and footers print them beside the phone, often in the same groups of digits
 * ("CVR 45 77 23 58", "EIN 07-1185389", "KvK 70505747"): a number right after one is never a
 * phone number, whatever its shape, its number plan or the contact line it stands on.
 */

import { byFirstLetter } from './regex-alternatives';

/** Labels written in any case: words and abbreviations that are no ordinary word. */
const WORD_LABELS = [
  // Norwegian, Swedish, Danish, Finnish
  String.raw`org(?:anisa(?:sjons|tions))?\.?[ \u00a0]?(?:nr|nummer|no)|orgnr|organisasjonsnummer|organisationsnummer|foretaks(?:registeret|nummer)|enhetsregisteret|momsreg(?:istrerings)?\.?[ \u00a0-]?(?:nr|nummer)|moms(?:nr|nummer)|mva(?:-?nr|-?nummer)?|cvr(?:[ \u00a0-]?(?:nr|nummer))?|se-?nr|y-tunnus|alv-?nro`,
  // German, Austrian, Swiss
  String.raw`handelsregister(?:nummer)?|ust\.?[ \u00a0-]?id(?:\.?[ \u00a0-]?nr)?|ust-?idnr|umsatzsteuer-?id(?:entifikationsnummer)?|steuer(?:nummer|-?nr)|st\.?[ \u00a0-]?nr|w-?idnr|firmenbuch(?:nummer)?|mwst(?:-?nr)?`,
  // Dutch, Belgian
  String.raw`kvk(?:[ \u00a0-]?(?:nummer|nr))?|btw(?:[ \u00a0-]?(?:nummer|nr|id))?|rsin|ondernemingsnummer`,
  // French
  String.raw`siret|siren|tva(?:[ \u00a0]intra(?:com(?:munautaire)?)?\.?)?|n[°º][ \u00a0]?tva|num[ée]ro[ \u00a0]de[ \u00a0]tva`,
  // English: "VAT Reg. No.", "Company No.", "Registered in England and Wales No.", "Tax ID"
  String.raw`vat(?:[ \u00a0](?:reg(?:istration)?\.?[ \u00a0]?)?(?:no|number|id|nr)\.?)?|tax[ \u00a0](?:id|no|number|reference)|company[ \u00a0](?:reg(?:istration)?\.?[ \u00a0])?(?:no|number)|reg(?:istration)?\.?[ \u00a0](?:no|number)|registered[ \u00a0](?:in(?:[ \u00a0]\p{L}+){1,4}[ \u00a0])?(?:no|number)|companies[ \u00a0]house(?:[ \u00a0](?:no|number))?`,
  // Spanish, Italian, Polish
  String.raw`nif-?iva|p\.?[ \u00a0]?iva|partita[ \u00a0]iva|codice[ \u00a0]fiscale|regon`,
];

/**
 * Acronyms that are also words in some language ("EIN" is German for "a", "tin", "pan"): only in
 * capitals, as registers print them.
 */
const CAPITAL_LABELS = String.raw`EIN|FEIN|TIN|EIN\/TIN|DUNS|NPI|HRB|HRA|RCS|FN|UID|KBO|BCE|RPR|RPM|NAF|APE|ABN|ACN|CRN|UTR|GSTIN|CIN|PAN|CIF|NIF|NIP|KRS|REA|C\.F\.`;

/** Registers whose place may stand before the number: "RCS Paris B 123 456 789", "KvK Amsterdam". */
const PLACE_LABELS = new Set(['rcs', 'kvk', 'hrb', 'hra', 'rpr', 'rpm']);

/** A number word and a colon after a label: "-nr.", " No.", " :". */
const NUMBER_WORD = String.raw`(?:[ \u00a0]?[-.]?[ \u00a0]?(?:nr|no|nummer|number|n[°º]|id)\.?)?[ \u00a0]*[:#]?[ \u00a0]*$`;

const WORD_LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${byFirstLetter(WORD_LABELS)})\.?${NUMBER_WORD}`,
  'iu',
);
const CAPITAL_LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${CAPITAL_LABELS})\.?${NUMBER_WORD}`,
  'u',
);
/** A country's letters before a VAT number: "GB 123 4567 89", "FR12 123456789", "NO 923 456 789". */
const COUNTRY_LETTERS = /(?<=[ \u00a0:#])\p{Lu}{1,3}\d{0,2}[ \u00a0]$/u;
const PLACE = /(?<=[ \u00a0])\p{Lu}[\p{Ll}-]{2,19}[ \u00a0]*$/u;

/** How far back on its line a label is looked for. */
const LOOKBACK = 64;

/** The label that ends `before`, if one does. */
function labelAtEnd(before: string): string | undefined {
  return (WORD_LABEL.exec(before) ?? CAPITAL_LABEL.exec(before))?.[1];
}

/**
 * Whether the number that starts at `start` follows an organisation's registration, tax or VAT
 * label on its line ("CVR 45 77 23 58", "Org.nr. 923 456 789", "EIN: 07-1185389").
 */
export function isAfterOrgIdLabel(text: string, start: number): boolean {
  const window = text.slice(Math.max(0, start - LOOKBACK), start);
  // Only the window is searched for its line's start: a page of one long line stays linear.
  const before = window.slice(window.lastIndexOf('\n') + 1);
  // Most numbers stand after no letter at all: the patterns only run when a label can end here.
  if (!/[\p{L}.:#°º][ \u00a0]*$/u.test(before)) return false;
  if (labelAtEnd(before) !== undefined) return true;
  const country = COUNTRY_LETTERS.exec(before);
  const label = before.slice(0, country?.index ?? before.length);
  if (country && labelAtEnd(label) !== undefined) return true;
  const place = PLACE.exec(label);
  const placeLabel = place ? labelAtEnd(label.slice(0, place.index)) : undefined;
  return placeLabel !== undefined && PLACE_LABELS.has(placeLabel.toLowerCase());
}
