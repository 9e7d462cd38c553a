import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/**
 * A street and house number alone: "Vurdering 2" and "Brigade 2" take the same form, so without a
 * postcode and place only an address word before ("Address:", "wohnhaft") lifts it over the
 * default threshold. Foreign addresses in Norwegian documents nearly always carry their postcode.
 */
const STREET_SCORE = 0.45;
/** "12 rue de la Paix": the French street words leave little doubt. */
const FRENCH_STREET_SCORE = 0.55;
/** "Am Markt 3" alone: a postcode and place must follow to pass the default threshold. */
const WEAK_STREET_SCORE = 0.3;
/** Street, number, postcode and place together are an address beyond doubt. */
const FULL_ADDRESS_SCORE = 0.85;

const alternatives = (words: string): string =>
  words
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/\./g, '\\.'))
    .join('|');

/** Endings of one-word street names in German, Dutch, Swedish and Danish ("Hauptstraße"). */
const STREET_ENDINGS = alternatives(`
  straße strasse str. weg gasse platz allee damm ufer chaussee steig pfad markt
  straat laan gracht plein kade singel dijk steeg dreef
  gatan vägen gränd torget stigen backen allén leden
  gade gaden vej vejen stræde strædet plads pladsen torv torvet vænget`);
/** Endings that close ordinary words too ("Spring"): only after a longer stem ("Kaiserring"). */
const LONG_STEM_ENDINGS = alternatives('ring');
/** Words that lead a one-word street name ("Västra Hamngatan", "Nieuwe Binnenweg"). */
const QUALIFIERS = alternatives(`
  Alte Neue Obere Untere Große Kleine Hohe Lange Nieuwe Oude Korte Hoge Lage Grote
  Västra Östra Norra Södra Stora Lilla Gamla Nya Vester Øster Nørre Søndre Store Lille Gamle Nye
  Sankt St. Sint`);
/** Street words written apart after the name ("Berliner Straße", "Nieuwe Binnenweg"). */
const STREET_WORDS = alternatives(`
  Straße Strasse Str. Weg Gasse Platz Allee Ring Damm Ufer Chaussee
  Straat Laan Gracht Plein Kade Singel Dijk
  Gata Gatan Väg Vägen Gränd Torg Torget
  Gade Vej Allé Plads Torv Boulevard`);
/** English street types, after the name ("221B Baker Street", "1600 Pennsylvania Ave NW"). */
const ENGLISH_STREET_TYPES = alternatives(`
  Street St. St Road Rd. Rd Avenue Ave. Ave Lane Ln. Ln Drive Dr. Dr Boulevard Blvd. Blvd
  Court Ct. Ct Place Pl. Pl Way Close Crescent Terrace Square Sq. Parkway Pkwy Highway Hwy
  Row Gardens Grove Mews Walk Circle Cir. Trail Park Hill`);
/** French street types, before the name ("rue de la Paix", "boulevard Saint-Michel"). */
const FRENCH_STREET_TYPES = alternatives(`
  rue avenue av. boulevard bd bd. place chemin impasse allée quai route cours square passage
  Rue Avenue Boulevard Place Chemin Impasse Allée Quai Route Cours`);

const NAME = String.raw`\p{Lu}[\p{L}'’.-]*`;
const LOWER_OR_NAME = String.raw`[\p{L}'’.-]+`;
const HOUSE = String.raw`\d{1,5}[A-Za-z]?(?:[-–/]\d{1,5}[A-Za-z]?)?`;
const SPACE = String.raw`[ \u00a0]`;
const PLACE_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
/** "Berlin", "Frankfurt am Main", "Newcastle upon Tyne": a second word only after a joiner. */
const PLACE = String.raw`(?:(?:Den|De|Le|La|Les|Los|Las|New|San|Santa|Saint|St\.|Sankt|Bad|Port|Fort|El)${SPACE})?${PLACE_WORD}(?:${SPACE}(?:am|an${SPACE}der|im|upon|on|sur|en|i)${SPACE}${PLACE_WORD})?`;
const END = String.raw`(?![\p{L}\p{N}])`;

/** "Hauptstraße 12", "Berliner Straße 5a", "Am Markt 3", "Keizersgracht 123-II". */
const NAME_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])(?:(?:(?:${QUALIFIERS})${SPACE})?(?:\p{Lu}[\p{L}'-]*?(?:${STREET_ENDINGS})|\p{Lu}[\p{L}'-]{3,}?(?:${LONG_STEM_ENDINGS}))|(?:${NAME}${SPACE}){1,3}(?:${STREET_WORDS}))${SPACE}${HOUSE}${END}`,
  'gu',
);
/** "Am Markt 3", "An der Alster 12": common in German, but "Am Montag 5" too, so weak alone. */
const GERMAN_PREPOSITIONAL = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])(?:Am|Im|Zum|Zur|An${SPACE}der|An${SPACE}den|Auf${SPACE}der|Auf${SPACE}dem|In${SPACE}der|Unter${SPACE}den)${SPACE}${NAME}${SPACE}${HOUSE}${END}`,
  'gu',
);
/** "221B Baker Street", "10 Downing St", "1600 Pennsylvania Avenue NW". */
const ENGLISH = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])${HOUSE}${SPACE}(?:${NAME}${SPACE}){1,3}(?:${ENGLISH_STREET_TYPES})(?:${SPACE}(?:N|S|E|W|NE|NW|SE|SW))?(?:,?${SPACE}(?:Apt\.?|Suite|Unit|Flat|#)${SPACE}?[\dA-Z]{1,5})?${END}`,
  'gu',
);
/** "12 rue de la Paix", "5 bis, avenue des Champs-Élysées". */
const FRENCH = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])${HOUSE}(?:${SPACE}(?:bis|ter))?,?${SPACE}(?:${FRENCH_STREET_TYPES})${SPACE}(?:(?:de${SPACE}la|de${SPACE}l'|du|des|de|d'|la|le|les)${SPACE}?)?${NAME}(?:${SPACE}${LOWER_OR_NAME}){0,3}?(?=,|\r?\n|$|${SPACE}\d{5}${SPACE})`,
  'gu',
);

/** A post-office box: "Postbus 14", "P.O. Box 2526", "Postfach 10 01 23", "Boîte postale 12". */
const POST_BOX = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])(?:Postbus|Postfach|P\.${SPACE}?O\.${SPACE}?Box|PO${SPACE}Box|Boîte${SPACE}postale|Case${SPACE}postale)${SPACE}\d{1,6}(?:${SPACE}\d\d){0,2}${END}`,
  'giu',
);
/** A post box alone is a way to reach someone, weaker than a street; with a postcode, sure. */
const POST_BOX_SCORE = 0.55;
/**
 * A Dutch postcode and place starting a line ("4870 AA ETTEN-LEUR"): four digits and two
 * capitals (never SA, SD or SS) leave little doubt even without the street above it.
 */
const DUTCH_POSTCODE_LINE = new RegExp(
  String.raw`(?<=^|\n)[ \t\u00a0]*[1-9]\d{3}${SPACE}(?!SA|SD|SS)[A-Z]{2}${SPACE}${PLACE}${END}`,
  'gu',
);
const DUTCH_POSTCODE_SCORE = 0.6;

const YEAR_AT_END = /(?<!\d)(?:19|20)\d\d$/;
const YEAR_AT_START = /^(?:19|20)\d\d(?!\d)/;

/** Postcode and place after a street: on the same line after a comma or space, or on the next. */
const POSTCODE_AFTER = new RegExp(
  String.raw`(?:,${SPACE}*(?:\r?\n${SPACE}*)?|${SPACE}*\r?\n${SPACE}*|${SPACE}+)(?:` +
    [
      // Germany, France ("10115 Berlin", "D-10115 Berlin", "75002 Paris"); Sweden ("111 51 Stockholm").
      String.raw`(?:[A-Z]{1,2}-)?\d{5}${SPACE}${PLACE}`,
      String.raw`(?:SE-)?\d{3}${SPACE}\d{2}${SPACE}${PLACE}`,
      // Netherlands ("1015 CJ Amsterdam"), Denmark ("1160 København K", "DK-8000 Aarhus C").
      String.raw`\d{4}${SPACE}?[A-Z]{2}${SPACE}${PLACE}`,
      String.raw`(?:DK-)?\d{4}${SPACE}${PLACE}(?:${SPACE}[A-ZÆØÅ]{1,2}${END})?`,
      // Britain ("London SW1A 2AA", "London, W1U 6TY"), the United States ("Washington, DC 20500").
      String.raw`(?:${PLACE},?${SPACE})?[A-Z]{1,2}\d[A-Z\d]?${SPACE}\d[A-Z]{2}`,
      String.raw`${PLACE_WORD}(?:${SPACE}${PLACE_WORD}){0,2},?${SPACE}[A-Z]{2}${SPACE}\d{5}(?:-\d{4})?`,
    ].join('|') +
    `)${END}`,
  'uy',
);

function withPostcode(text: string, start: number, end: number, score: number): Candidate {
  POSTCODE_AFTER.lastIndex = end;
  const postcode = POSTCODE_AFTER.exec(text);
  return postcode
    ? { start, end: end + postcode[0].length, score: FULL_ADDRESS_SCORE }
    : { start, end, score };
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found: Candidate[] = [];
  for (const [pattern, score] of [
    [NAME_FIRST, STREET_SCORE],
    [ENGLISH, STREET_SCORE],
    [FRENCH, FRENCH_STREET_SCORE],
    [GERMAN_PREPOSITIONAL, WEAK_STREET_SCORE],
    [POST_BOX, POST_BOX_SCORE],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const address = withPostcode(text, match.index, match.index + match[0].length, score);
      // "Frühling 2024", "In 2019 Supreme Court": a year is no house number.
      const isYear = YEAR_AT_END.test(match[0]) || YEAR_AT_START.test(match[0]);
      if (address.score < FULL_ADDRESS_SCORE && isYear) continue;
      found.push(address);
    }
  }
  for (const match of text.matchAll(DUTCH_POSTCODE_LINE)) {
    const start = match.index + match[0].length - match[0].trimStart().length;
    const end = match.index + match[0].length;
    // The postcode line of an address found above is part of it already.
    if (found.some((one) => one.start < end && start < one.end)) continue;
    found.push({ start, end, score: DUTCH_POSTCODE_SCORE });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Street addresses as German, Dutch, Swedish, Danish, English and French write them, with
 * postcode and place when they follow. Norwegian ones are NO_ADDRESS.
 */
export const foreignAddressRecognizer: Recognizer = {
  entity: 'ADDRESS',
  context: CONTEXT.ADDRESS,
  find,
};
