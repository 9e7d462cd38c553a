/** How the address recognizer tells a street name from any word followed by a number. */

const words = (list: string): string[] => list.trim().split(/\s+/);

/** Endings of one-word street names that are hardly anything else. */
const STRONG_SUFFIXES = words(`
  veien vegen vei veg gata gate gaten plass plassen allé alle alléen stien svingen tunet ringen
  kroken toppen torget torg bryggen brygge kaia kaien stredet smuget terrasse terrassen promenaden`);
/** Endings shared with surnames and place names ("Haugen", "Bakken"): a weaker street signal. */
const WEAK_SUFFIXES = words(`
  bakken bakke lia haugen åsen dalen jordet løkka lunden hagen enga myra sletta bråten kollen
  berget grenda marka hola`);
/** Street words written apart after the name they belong to ("Karl Johans gate"). */
const GENERIC_WORDS = new Set(
  words(`
  gate gata gaten vei veien veg vegen allé alle alléen plass plassen terrasse brygge bryggen torg
  torget sti stien bakke bakken`),
);
/** Words that may come before a one-word street name and belong to it ("Øvre Slottsgate"). */
const QUALIFIERS = new Set(
  words('øvre nedre søndre nordre vestre østre store lille gamle nye indre ytre sankt st.'),
);
/** A post-office box is a postal address too ("Postboks 6600 Etterstad, 0607 Oslo"). */
const POSTBOX_WORDS = new Set(words('postboks pb. boks postbox'));

export type StreetStrength = 'strong' | 'weak';

/** How strongly a one-word name reads as a street by its ending; the stem must not be empty. */
export function suffixStrength(word: string): StreetStrength | undefined {
  const lower = word.toLowerCase();
  const fits = (suffix: string): boolean =>
    lower.length >= suffix.length + 2 && lower.endsWith(suffix);
  if (STRONG_SUFFIXES.some(fits)) return 'strong';
  return WEAK_SUFFIXES.some(fits) ? 'weak' : undefined;
}

/** Whether a word is a street word written apart ("gate" in "Karl Johans gate"). */
export function isGenericStreetWord(word: string): boolean {
  return GENERIC_WORDS.has(word.toLowerCase());
}

/** Whether a word may lead a one-word street name ("Øvre"). */
export function isQualifier(word: string): boolean {
  return QUALIFIERS.has(word.toLowerCase());
}

/** Whether a word introduces a post-office box number. */
export function isPostboxWord(word: string): boolean {
  return POSTBOX_WORDS.has(word.toLowerCase());
}
