import type { Span } from '../span';

/**
 * Courtesy titles written before a name, in the languages the engine reads: "Mr", "Mrs", "Ms",
 * "Dr.", "Prof.", "Herr", "Frau", "Hr.", "Fru", "M.", "Mme", "Sr.", "Sra.", "Sig.ra", "Dhr.",
 * "Mevr.". They say the person's sex or degree, so they are withheld with the name.
 */
const TITLE = String.raw`(?:mr|mrs|ms|miss|mx|dr|dra|prof|herr|frau|hr|fr|fru|frk|m|mme|mlle|me|sr|sra|srta|sig|sig\.ra|sigra|dott|dott\.ssa|dhr|mevr|mw|mej|pan|pani|ing)`;
const TITLE_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}\p{N}.])(${TITLE})(\.?)[ \u00a0]$`, 'iu');
/** A single letter as a title only in capitals with its point ("M. Dupont"): "m" is a metre. */
const ONE_LETTER = /^M$/u;

/**
 * Each person's name with the courtesy title right before it on its line taken in ("Mrs Jane
 * Smith", "MR J DOE", "Dr. Heilerin", "Herr Max Mustermann"): the title is part of what a
 * reader learns of the person. Run after the layout has read the names, which it reads without
 * their titles.
 */
export function withCourtesyTitles(text: string, spans: readonly Span[]): Span[] {
  return spans.map((span) => {
    if (span.entity_type !== 'PERSON') return span;
    const start = titlesStart(text, span.start);
    return start === span.start ? span : { ...span, start, text: text.slice(start, span.end) };
  });
}

/** Where the titles right before `start` begin ("Frau Dr. Heilerin"): `start` when none. */
function titlesStart(text: string, start: number): number {
  let at = start;
  for (let count = 0; count < 3; count++) {
    const before = TITLE_BEFORE.exec(text.slice(Math.max(0, at - 12), at));
    if (!before) break;
    const [title, dot] = [before[1]!, before[2]!];
    if (title.length === 1 && !(ONE_LETTER.test(title) && dot)) break;
    at -= 1 + dot.length + title.length;
  }
  return at;
}

const TITLE_WORD = new RegExp(String.raw`^${TITLE}\.?$`, 'iu');

/** Whether a word is a courtesy title ("Mrs", "Dr.", "Herr"): never a name's part alone. */
export function isCourtesyTitle(word: string): boolean {
  return TITLE_WORD.test(word);
}
