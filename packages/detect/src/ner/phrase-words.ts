import type { Token } from './tokenize';

/** Lower-case words that belong inside a person's name: "Ludwig van Beethoven", "Joan of Arc". */
const PARTICLES = new Set(
  'van von de di da do dos das du del della le el al bin ibn ben ter ten te zu y af av of the'.split(
    ' ',
  ),
);
/** Articles that join a name only after a particle: "van der Berg", "von der Leyen", "de la Cruz". */
const AFTER_PARTICLE = new Set('der den des la las los'.split(' '));
const ARTICLE_HOSTS = new Set(['van', 'von', 'de']);
/**
 * German articles and article-prepositions: the capitalised word after one is a noun ("der
 * Rechnung", "zur Lieferung"), never the start of a person's name.
 */
const GERMAN_ARTICLES = new Set(
  'der die das dem des ein eine einer eines einem einen zum zur vom beim'.split(' '),
);

/**
 * German, Dutch and French function words (pronouns, prepositions, conjunctions, adverbs of
 * letters), which start sentences and headings but no name: "Nach Ablauf", "Ihre Angaben",
 * "Hierbij ontvangt u", "Aucune". Particles that start names (von, van, de, la) are not here.
 */
export const FOREIGN_FUNCTION_WORDS = new Set(
  `und oder aber mit für bei auf aus nach vor über unter gegen ohne durch bis seit während wegen
   gemäß laut ihre ihr ihrem ihren ihrer ihres sie wir uns unser unsere unserem unseren unserer
   sehr bitte nicht nur auch noch schon hiermit anbei falls wenn dass sowie alle keine
   het een en met voor naar bij tot uit onder tegen zonder door sinds tijdens uw onze ons wij
   hierbij graag hartelijk niet ook nog als dat deze dit
   les une un et ou avec pour par sur sous chez sans dans vers depuis pendant selon votre vos
   notre nos nous vous aucune aucun veuillez merci cordialement ne pas plus cette ces`.split(/\s+/),
);

const LOWER_START = /^\p{Ll}/u;
const HAS_LETTER = /\p{L}/u;

/**
 * Whether the words decoded as a person's name read as a phrase of a sentence instead: a
 * lower-case word in it that no name holds ("Beträge sind Gutschriftenpositionen", "Erhalt der
 * Rechnung", "nur zu den Akten"), or a German article in front ("der Rechnung wenden"). Names
 * in the labelled Norwegian and English text hold only particles ("van", "of", "av").
 */
export function readsAsPhrase(tokens: readonly Token[], first: number, last: number): boolean {
  const before = tokens[first - 1]?.text;
  if (before !== undefined && GERMAN_ARTICLES.has(before)) return true;
  // A name written all in lower case (a user name, "justin bieber") is the tagger's call.
  if (!tokens.slice(first, last + 1).some((token) => /^\p{Lu}/u.test(token.text))) return false;
  for (let index = first; index <= last; index++) {
    const word = tokens[index]!.text;
    if (!HAS_LETTER.test(word) || !LOWER_START.test(word)) continue;
    if (PARTICLES.has(word)) continue;
    const previous = tokens[index - 1]?.text.toLowerCase() ?? '';
    if (AFTER_PARTICLE.has(word) && index > first && ARTICLE_HOSTS.has(previous)) continue;
    return true;
  }
  return false;
}
