import type { Span } from '../span';
import { isGivenName } from './given-names';
import { isOnlyLabelWords } from './not-names';

/**
 * "& Deepshikha Thirugnanasampanthamoorthy", "og Ola Nordmann": a joiner and one to three
 * capitalised words after a person's name, on its line or over one line break, that end the line
 * or stand before a comma — a couple addressed together on a letter, bill or form. In a sentence
 * ("Kari og Ola reiste") the two stay two names.
 */
const PARTNER =
  /^[ \u00a0]+(?:&|og|OG|und|UND|och|OCH)[ \u00a0]+(\p{Lu}[\p{L}'’-]+(?:(?:[ \u00a0]|\r?\n)\p{Lu}[\p{L}'’-]+){0,2})(?=[ \u00a0]*(?:[,;]|\r?\n|$))/u;

/** What follows "&" in a firm's name, not a second person's: "Schmidt & Partner", "Smith & Sons". */
const FIRM_WORDS = new Set(
  `partner partners partnere partnerin co cie sons son söhne sønner søn fils hijos figli associates
   associés company kompagni compagnie gesellschaft`.split(/\s+/),
);

/**
 * A person's name with the partner named after it ("Annegret Karin & Hansruedi
 * Frischknecht-Bernhardsgrütter", "Kari og Ola Nordmann"): both are the people a letter or bill
 * is for. A firm's second word ("& Partner"), a label, or a word the line runs on with is none.
 * English "and" is left out: name corpora count "Charles and Mary Ellen Keys" as two people, and
 * the tagger finds each (bench:detect's English and UNER scores fell with it).
 */
export function withPartner(text: string, span: Span): Span {
  const partner = PARTNER.exec(text.slice(span.end, span.end + 120));
  if (!partner) return span;
  const words = partner[1]!.split(/\s+/u);
  if (words.some((word) => FIRM_WORDS.has(word.toLowerCase()))) return span;
  if (isOnlyLabelWords(words)) return span;
  // One word alone after the joiner is a partner's given name ("Ola & Kari"), or a firm's
  // second name ("Hansen & Kvam", "Smith Jones & Engineering").
  if (words.length === 1 && !isGivenName(words[0]!)) return span;
  const end = span.end + partner[0].length;
  return { ...span, end, text: text.slice(span.start, end) };
}

/**
 * Whether a firm's second name follows the name on its line: "& Partner", "& Co", or one
 * capitalised word that is no given name and ends the line or the item ("Hansen & Kvam",
 * "Smith Jones & Engineering"): the whole is a company's name.
 */
export function runsIntoFirm(text: string, span: Span): boolean {
  const after =
    /^[ \u00a0]+&[ \u00a0]+(\p{Lu}[\p{L}'’.-]*)(?:[ \u00a0]+(\p{Lu}[\p{L}'’.-]*))?/u.exec(
      text.slice(span.end, span.end + 60),
    );
  if (!after) return false;
  const [whole, first, second] = after;
  if (FIRM_WORDS.has(first!.toLowerCase().replace(/\.$/u, ''))) return true;
  const rest = text.slice(span.end + whole.length, span.end + whole.length + 3);
  return !second && /^(?:[ \u00a0]*(?:[,;|•·–-]|\r?\n|$))/u.test(rest) && !isGivenName(first!);
}
