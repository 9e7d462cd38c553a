import { fold } from './layout/field-labels';
import type { Span } from './span';

/** A name this sure names someone whose site it may be. */
const MIN_NAME_SCORE = 0.5;
/** Second-level labels of country domains ("carmoreno.com.co", "kari.co.uk"). */
const SECOND_LEVEL = new Set(['com', 'co', 'org', 'net', 'gov', 'ac', 'edu', 'or', 'ne']);

/** The letters of a web address's own name: "https://www.carmoreno.com.co/blog" → "carmoreno". */
function siteName(url: string): string {
  const host = url
    .replace(/^[a-z]+:\/\//iu, '')
    .split(/[/?#:]/u)[0]!
    .replace(/^www\d?\./iu, '');
  const labels = host.split('.');
  labels.pop();
  while (labels.length > 1 && SECOND_LEVEL.has(labels[labels.length - 1]!.toLowerCase())) {
    labels.pop();
  }
  return fold(labels.join('')).replace(/[^\p{L}]/gu, '');
}

/**
 * The ways a site's name spells a person's: given name and surname in either order, or the
 * surname after the given name's first letters ("carmoreno", "jdoe", "karinordmann").
 */
function spellings(name: string): string[] {
  const words = fold(name)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 2);
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const given = words[i]!;
      const surname = words[j]!;
      if (surname.length < 3) continue;
      found.push(surname + given);
      for (let letters = 1; letters <= given.length; letters++) {
        found.push(given.slice(0, letters) + surname);
      }
    }
  }
  return found;
}

/**
 * Web addresses that spell the name of a person on the same page are that person's own site
 * ("https://carmoreno.com.co" in Carlos Moreno's CV, "johndoe.com" under John Doe): a personal
 * profile, as the preset removes it. A site named by a surname alone may be a company's
 * ("ford.com" beside Henry Ford) and stays a web address.
 */
export function withNamedSites(spans: readonly Span[]): Span[] {
  if (!spans.some((span) => span.entity_type === 'URL')) return [...spans];
  const names = new Set(
    spans
      .filter((span) => span.entity_type === 'PERSON' && span.score >= MIN_NAME_SCORE)
      .flatMap((span) => spellings(span.text)),
  );
  if (names.size === 0) return [...spans];
  return spans.map((span) => {
    if (span.entity_type !== 'URL' || !names.has(siteName(span.text))) return span;
    return { ...span, entity_type: 'SOCIAL_PROFILE' };
  });
}
