/**
 * Streets written number first: English ("221B Baker Street", "1600 Pennsylvania Ave NW"),
 * French ("12 rue de la Paix", "1069, boulevard de Sainte-Adèle") and Indian ("Flat No. 12, MG
 * Road"), and a bare number and names up to a comma or line end ("93B Sai Yu Chung").
 */
import {
  alternatives,
  ENGLISH_TYPES_SURE,
  ENGLISH_TYPES_WEAK,
  FRENCH_TYPES,
  NOT_STREET_NAMES,
  STREET_SCORES,
} from './address-words';

/**
 * A street or box line: `score` is how sure its form alone makes us; a `tentative` one ("Kacza
 * 11", "93B Sai Yu Chung") is an address only with a postcode or region after it.
 */
export type StreetLine = {
  start: number;
  end: number;
  kind: 'street' | 'tentative' | 'box';
  score: number;
  /** The name as Norwegian streets are written ("Storgata", "Karl Johans gate"). */
  name: string;
};

const SP = String.raw`[ \u00a0]`;
const NAME = String.raw`\p{Lu}[\p{L}'’.-]*`;
const EN_NAME = String.raw`(?:\p{Lu}[\p{L}'’.-]*|\d{1,3}(?:st|nd|rd|th))`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?`;
const END = String.raw`(?![\p{L}\p{N}])`;
const PARTICLE = String.raw`(?:de|del|della|delle|dei|degli|di|da|des|du|la|le|les|l'|d'|sur|of|the)`;

const ENGLISH_AFTER = new RegExp(
  String.raw`(,?)(?:${SP}${DIRECTION})?((?:${SP}${EN_NAME}){1,3})${SP}(?:(${alternatives(ENGLISH_TYPES_SURE)})|${alternatives(ENGLISH_TYPES_WEAK)})(?:${SP}${DIRECTION})?${END}`,
  'uy',
);
const FRENCH_AFTER = new RegExp(
  String.raw`(?:${SP}(?:bis|ter|quater|[A-C]))?,?${SP}(?:(rue|avenue|boulevard|chemin|impasse|allée|quai|Rue|Avenue|Boulevard|Chemin|Impasse|Allée|Quai)|${alternatives(FRENCH_TYPES)})${SP}(?:${PARTICLE}${SP}?)*${NAME}(?:${SP}(?:${PARTICLE}${SP}?)*${NAME}){0,4}${END}`,
  'uy',
);
/** "93B Sai Yu Chung", "1 N Central": a number and names up to the end of the line or a comma. */
const NAMES_AFTER = new RegExp(
  String.raw`(?:${SP}${DIRECTION})?((?:${SP}${EN_NAME}){1,3})(?=[ \t\u00a0]*(?:,|\r?\n|$))`,
  'uy',
);
/** "Flat No. 12, MG Road", "H.No. 5-6-789": a unit word that leads the house number. */
const UNIT_BEFORE =
  /(?:Flat|H|House|Door|D|Plot|Shop|Office|Apt|Apartment)?\.?[ \u00a0]?No\.?[ \u00a0]?$|#[ \u00a0]?$/u;

/** The number-first street at a house number: English, French or Indian, else a bare name. */
export function streetAfter(
  text: string,
  number: { start: number; end: number },
): StreetLine | undefined {
  const lead = UNIT_BEFORE.exec(text.slice(Math.max(0, number.start - 12), number.start));
  const start = lead ? number.start - lead[0].length : number.start;
  for (const [pattern, kind] of [
    [ENGLISH_AFTER, 'english'],
    [FRENCH_AFTER, 'french'],
    [NAMES_AFTER, 'names'],
  ] as const) {
    pattern.lastIndex = number.end;
    const match = pattern.exec(text);
    if (!match) continue;
    const end = pattern.lastIndex;
    if (kind === 'names') {
      const first = match[1]!.trim().split(/[ \u00a0]/)[0]!;
      if (NOT_STREET_NAMES.has(first.toLowerCase())) return undefined;
      return { start, end, kind: 'tentative', score: 0, name: '' };
    }
    // "12, MG Road" is how India writes it; after a comma the types are less sure.
    const isSure = kind === 'french' ? match[1] !== undefined : match[3] !== undefined && !match[1];
    return {
      start,
      end,
      kind: 'street',
      score: isSure ? STREET_SCORES.sure : STREET_SCORES.plain,
      name: '',
    };
  }
  return undefined;
}
