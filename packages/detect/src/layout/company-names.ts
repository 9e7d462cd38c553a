import { gazetteerFlag } from '../ner/gazetteer';
import { getNerTagger } from '../ner';
import { runsIntoFirm } from '../ner/couple-names';
import type { Span } from '../span';
import { hasCompanyForm, namesCompany } from './block-cues';
import { ISSUER_ROLES, nameLine, type RoledBlock } from './roled-block';

/** How far after a name its legal form may stand on the line ("Nordmann Bygg og Anlegg AS"). */
const FORM_REACH = 30;
const FIRST_NAME = gazetteerFlag('firstNames');
/** A word of the issuer's name that can stand for it: capitalised, four letters or more. */
const NAME_WORD = /^\p{Lu}[\p{L}&'’-]{3,}$/u;

/**
 * Names the tagger took for people that are companies: one that runs into a legal form on its
 * line ("Wirtualna Polska Media Spółka Akcyjna", "Nordmann Bygg AS") or a firm's second name
 * ("Hansen & Kvam", "Schmidt & Partner"), one with a short legal form
 * as a word inside it ("Taxi-Gast AG Mitte"; not in capitals, where "AS" may be initials), or one
 * made of the issuer's own name ("Lenze Benelux" on Lenze's invoice) and no given name. A person
 * named after the company ("Max Mustermann" of "Mustermann GmbH") keeps a given name and stays a
 * person.
 */
export function companyNames(
  text: string,
  spans: readonly Span[],
  blocks: readonly RoledBlock[],
): Span[] {
  const issuerWords = issuerNameWords(blocks);
  return spans.map((span) => {
    if (span.entity_type !== 'PERSON') return span;
    const isCompany =
      runsIntoForm(text, span) ||
      runsIntoFirm(text, span) ||
      hasFormInside(span.text) ||
      isIssuersName(span, issuerWords);
    return isCompany ? { ...span, entity_type: 'ORGANIZATION' } : span;
  });
}

/**
 * The word between two parties of a case ("Jane Doe v. Acme Brands, Inc.", "Kari Nordmann mot
 * Nordmann Bygg AS", "Dupont c. Société X SARL"): the legal form after it is the other party's.
 */
const PARTY_SEPARATOR =
  /(?<![\p{L}])(?:v|vs|V|VS|versus|VERSUS|against|gegen|GEGEN|mot|MOT|contre|CONTRE|contra|CONTRA|c|tegen|mod)\.?(?![\p{L}])|\.\/\./u;

function runsIntoForm(text: string, span: Span): boolean {
  const lineEnd = text.indexOf('\n', span.end);
  const line = text.slice(
    span.end,
    Math.min(lineEnd < 0 ? text.length : lineEnd, span.end + FORM_REACH),
  );
  const separator = PARTY_SEPARATOR.exec(line);
  const after = separator ? line.slice(0, separator.index) : line;
  // The words up to the line's first comma or digit: "Clara Service Gruppen ApS, Vandtårnsvej 85".
  const lead = /^[\s\p{L}&'’.()"«»„“”-]*/u.exec(after)![0];
  return (
    hasCompanyForm(span.text) ||
    (/^[\s\p{L}&'’.,()"«»„“”-]*$/u.test(after) && hasCompanyForm(span.text + after)) ||
    hasCompanyForm(span.text + lead)
  );
}

function hasFormInside(name: string): boolean {
  return /\p{Ll}/u.test(name) && /\s/u.test(name.trim()) && namesCompany(name);
}

function isIssuersName(span: Span, issuerWords: ReadonlySet<string>): boolean {
  if (issuerWords.size === 0) return false;
  const words = span.text.split(/[\s,]+/).filter(Boolean);
  if (!words.some((word) => issuerWords.has(word.toLocaleLowerCase('nb')))) return false;
  const gazetteer = getNerTagger().gazetteer;
  return !words.some(
    (word) => (gazetteer.wordFlags(word.toLocaleLowerCase('nb')) & FIRST_NAME) !== 0,
  );
}

/**
 * The words of the issuer's name: its blocks' first lines that carry a legal form, before the
 * form.
 */
function issuerNameWords(blocks: readonly RoledBlock[]): Set<string> {
  const words = new Set<string>();
  for (const block of blocks) {
    if (!block.role || !ISSUER_ROLES.has(block.role) || block.holder !== 'organisation') continue;
    const line = nameLine(block)?.text ?? '';
    if (!hasCompanyForm(line)) continue;
    const name = line.split(/[,•·●|]/)[0]!;
    for (const word of name.split(/\s+/)) {
      if (NAME_WORD.test(word) && !hasCompanyForm(`X ${word}`))
        words.add(word.toLocaleLowerCase('nb'));
      if (hasCompanyForm(`X ${word}`)) break;
    }
  }
  return words;
}
