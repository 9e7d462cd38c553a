import type { Span } from '../span';
import { hasCompanyForm } from './block-cues';
import {
  isContactBlock,
  ISSUER_ROLES,
  nameLine,
  holdsPersonsNumber,
  startsWithPerson,
  underPersonName,
  type RoledBlock,
} from './roled-block';

/**
 * A postcode line: "0184 OSLO", "60325 Frankfurt am Main", "SW1A 1AA London"; or one that ends
 * in its postcode, as the US, the UK and Canada write it: "Small Town, MO 12345-6789",
 * "London SW1A 1AA", "Toronto ON M5V 2T6".
 */
export const POSTCODE_LINE = new RegExp(
  String.raw`(?:^|\n)\s*(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\s+\p{L}` +
    String.raw`|\p{L}[\p{L} .'’-]*,?\s+(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]{2}\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d)[ \t]*(?:$|\n)`,
  'mu',
);
/**
 * A street and number, as the issuer prints its own ("Ecke 12", "Lilienthalallee 26"); its town
 * alone is no mark: a local business writes to neighbours in the same postcode.
 */
const STREET_NUMBER =
  /\p{Lu}[\p{L}.'’-]{2,}(?:\s\p{L}[\p{L}.'’-]+){0,2}\s\d{1,5}\s?[A-Za-z]?(?![\p{L}\p{N}])/gu;
/** Runs of a phone's digits and separators. */
const PHONE_DIGITS = /\+?\d[\d ()./-]{6,}\d/g;
/** An e-mail's or a web address's domain. */
const DOMAIN = /(?:@|www\.)([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;

/**
 * The other blocks of an organisation's document that are the issuer's: contact lines at the
 * top with no role of their own (a "Telefon" box beside the reference), blocks that repeat the
 * issuer's street and number, phone, mail or web domain or name (the letterhead under a return
 * line that names the same company), and contact lines at the foot of the page (bank details).
 * A postal address at the top may be the recipient's, and a block that starts with a person's
 * name is that person's.
 */
export function assignIssuerBlocks(
  blocks: readonly RoledBlock[],
  spans: readonly Span[],
  height: number,
  bands: { top: number; bottom: number },
): void {
  const issuers = blocks.filter(
    (block) => block.role && ISSUER_ROLES.has(block.role) && block.holder === 'organisation',
  );
  if (issuers.length === 0) return;
  const marks = issuerMarks(issuers);
  for (const block of blocks) {
    if (block.role || block.inTable || !isContactBlock(block)) continue;
    if (startsWithPerson(block, spans, 0.5) || holdsPersonsNumber(block, spans)) continue;
    if (underPersonName(block, blocks, spans)) continue;
    const isTop = block.y1 <= bands.top * height;
    const isBottom = block.y0 >= bands.bottom * height;
    const repeats = sharesMark(block.text, marks);
    if (!repeats && !isBottom && !(isTop && !POSTCODE_LINE.test(block.text))) continue;
    block.role = isBottom ? 'footer' : isTop ? 'letterhead' : 'sender';
    block.holder = 'organisation';
  }
}

type IssuerMarks = { texts: Set<string>; digits: Set<string> };

/** What the issuer's blocks print that names it: postcode and place, phones, domains, its name. */
function issuerMarks(issuers: readonly RoledBlock[]): IssuerMarks {
  const texts = new Set<string>();
  const digits = new Set<string>();
  for (const block of issuers) {
    for (const match of block.text.matchAll(STREET_NUMBER)) texts.add(squeeze(match[0]));
    for (const match of block.text.matchAll(DOMAIN)) texts.add(`@${match[1]!.toLowerCase()}`);
    for (const match of block.text.matchAll(PHONE_DIGITS)) {
      const only = match[0].replace(/\D/g, '');
      if (only.length >= 7) digits.add(only.slice(-7));
    }
    const name = nameLine(block);
    if (name && hasCompanyForm(name.text)) texts.add(squeeze(name.text.split(/[,•·●|]/)[0]!));
  }
  return { texts, digits };
}

function sharesMark(text: string, marks: IssuerMarks): boolean {
  const plain = squeeze(text);
  const domains = [...text.matchAll(DOMAIN)].map((match) => `@${match[1]!.toLowerCase()}`);
  if (domains.some((domain) => marks.texts.has(domain))) return true;
  if ([...marks.texts].some((mark) => !mark.startsWith('@') && plain.includes(mark))) return true;
  return [...text.matchAll(PHONE_DIGITS)].some((match) =>
    marks.digits.has(match[0].replace(/\D/g, '').slice(-7)),
  );
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('nb');
