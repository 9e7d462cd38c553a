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

/** The ways the page's sure names of people can be spelt as a site's or a handle's name. */
function nameSpellings(spans: readonly Span[]): string[] {
  return spans
    .filter((span) => span.entity_type === 'PERSON' && span.score >= MIN_NAME_SCORE)
    .flatMap((span) => spellings(span.text));
}

/** A handle this short is in too many words and sites to tell its holder's. */
const MIN_HANDLE = 4;
/** Hosts of code whose first path segment is the owner's user name. */
const CODE_HOST =
  /^(?:https?:\/\/)?(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\/([^/?#\s]+)/iu;
/** A user's own pages on a code host: "kari.github.io". */
const USER_PAGES = /^(?:https?:\/\/)?([^./\s]+)\.(?:github|gitlab|codeberg)\.(?:io|page)/iu;

/**
 * The user names of the page's profiles, folded: "@posquit0", "github.com/posquit0",
 * "lfkdsk.github.io", "linkedin.com/in/kari-nordmann" → "posquit0", "lfkdsk", "kari-nordmann".
 * A profile of digits (an ORCID) or of fewer than MIN_HANDLE letters names no handle.
 */
export function profileHandles(spans: readonly Span[]): Set<string> {
  const handles = new Set<string>();
  for (const span of spans) {
    if (span.entity_type !== 'SOCIAL_PROFILE' || span.score < MIN_NAME_SCORE) continue;
    const text = span.text.trim().replace(/\/+$/u, '');
    const user = text.startsWith('@')
      ? text.slice(1).split('@')[0]!
      : (USER_PAGES.exec(text)?.[1] ?? text.split(/[/=]/u).pop()!);
    const handle = fold(user);
    if (handle.replace(/[^\p{L}]/gu, '').length >= MIN_HANDLE) handles.add(handle);
  }
  return handles;
}

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '');

/**
 * Web addresses that spell the name of a person on the same page are that person's own site
 * ("https://carmoreno.com.co" in Carlos Moreno's CV, "johndoe.com" under John Doe): a personal
 * profile, as the preset removes it. So are a site named by one of the page's profile handles
 * ("www.posquit0.com" beside "@posquit0") and a repository under such a handle
 * ("github.com/lfkdsk/HobbyScript" beside "lfkdsk.github.io"): the handle names its holder
 * wherever it stands. A site named by a surname alone may be a company's ("ford.com" beside
 * Henry Ford) and stays a web address, as does a repository of anyone else.
 */
export function withNamedSites(spans: readonly Span[]): Span[] {
  if (!spans.some((span) => span.entity_type === 'URL')) return [...spans];
  const handles = [...profileHandles(spans), ...repeatedOwners(spans)];
  const names = new Set([...nameSpellings(spans), ...handles.map(letters)]);
  if (names.size === 0) return [...spans];
  const owners = new Set(handles);
  return spans.map((span) => {
    if (span.entity_type !== 'URL') return span;
    const owner = CODE_HOST.exec(span.text)?.[1];
    const isOwn =
      owner !== undefined
        ? owners.has(fold(owner)) || names.has(letters(fold(owner)))
        : names.has(siteName(span.text));
    return isOwn ? { ...span, entity_type: 'SOCIAL_PROFILE' } : span;
  });
}

/**
 * Words by which a writer names a site their own, in the languages the engine reads: "my
 * website", "min hjemmeside", "min webbsida", "meine Homepage", "mijn website", "mon site",
 * "mi página web", "il mio sito", "minun kotisivuni".
 */
const MY_SITE = new RegExp(
  String.raw`(?<![\p{L}])(?:my|min|mitt|mine|meine?n?|mijn|mon|ma|mi|mio|mia|minun)[ \u00a0]+(?:own[ \u00a0]+|egen[ \u00a0]+|eigene[ \u00a0]+)?(?:personal[ \u00a0]+)?(?:web[ \u00a0-]?site|website|site|homepage|home[ \u00a0]page|blog|portfolio|hjemmeside|nettside|webside|webbsida|webbplats|hemsida|blogg|webseite|internetseite|sito(?:[ \u00a0]+web)?|página(?:[ \u00a0]+web)?|sitio(?:[ \u00a0]+web)?|site[ \u00a0]+(?:web|internet)|kotisivu(?:ni)?|verkkosivu(?:ni)?)(?![\p{L}])`,
  'iu',
);
/** How far before a web address its owner's words are read: the sentence or the line over it. */
const MY_SITE_REACH = 100;

/**
 * Web addresses their writer calls their own ("Visit my website: https://…", "Besök min
 * webbsida för mer information:⏎https://…"): a personal profile, as the preset removes it.
 */
export function withOwnSites(text: string, spans: readonly Span[]): Span[] {
  return spans.map((span) => {
    if (span.entity_type !== 'URL') return span;
    const before = text.slice(Math.max(0, span.start - MY_SITE_REACH), span.start);
    // Within the sentence, and over one line break at most.
    const sentence = before.split(/[.!?](?:[ \u00a0]|\n)|\n[ \t]*\n/u).at(-1)!;
    if (sentence.split('\n').length > 2 || !MY_SITE.test(sentence)) return span;
    return { ...span, entity_type: 'SOCIAL_PROFILE' };
  });
}

/**
 * The owners of two or more of the page's repositories on a code host ("github.com/ivan7/chat",
 * "github.com/ivan7/parser"): a CV's or an application's list of its holder's own work, under
 * the holder's user name.
 */
function repeatedOwners(spans: readonly Span[]): string[] {
  const repositories = new Map<string, Set<string>>();
  for (const span of spans) {
    if (span.entity_type !== 'URL') continue;
    const owner = CODE_HOST.exec(span.text)?.[1];
    const path = span.text.replace(/^[a-z]+:\/\//iu, '').split('/');
    if (owner === undefined || path.length < 3 || !path[2]) continue;
    const key = fold(owner);
    repositories.set(key, (repositories.get(key) ?? new Set()).add(path[2].toLowerCase()));
  }
  return [...repositories]
    .filter(([owner, names]) => names.size >= 2 && letters(owner).length >= MIN_HANDLE)
    .map(([owner]) => owner);
}

/**
 * A domain printed without scheme, "www" or path ("janedoe.dev", "kari-nordmann.no"): a web
 * address only when it spells a name on the page, as a CV's or a signature's own site.
 */
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@./:_-])[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.(?:com|net|org|no|se|dk|fi|is|de|nl|fr|eu|uk|io|dev|me|co|ai|app|info|site|online|page|tech|xyz)(?![\p{L}\p{N}@_-]|\.[\p{L}\p{N}])/giu;
/** A bare domain that spells a name is as sure as a site named by one. */
const BARE_SITE_SCORE = 0.8;

/** A bare domain listed among a person's own contact items: likely theirs, less sure. */
const LISTED_BARE_SCORE = 0.7;
/** Mail services people sign up to themselves: an address there is a person's own. */
const FREE_MAIL =
  /@(?:gmail|googlemail|hotmail|outlook|live|msn|yahoo|ymail|icloud|me|mac|aol|proton|protonmail|pm|gmx|web|mail|yandex|qq|163|126|naver|hanmail|online|seznam|libero|orange|free|wanadoo|t-online)\.[a-z.]{2,6}$/iu;

/**
 * Bare domains that spell the name of a person on the page ("janedoe.dev" under Jane Doe), or
 * that stand within two lines of a person's own contact item — a profile on a network of
 * people's pages, an address at a mail service people sign up to ("jane.doe@gmail.com |
 * janedoe.dev") — not inside a span already found: the person's own site, a profile the preset
 * removes.
 */
export function bareNamedSites(text: string, spans: readonly Span[]): Span[] {
  const names = new Set(nameSpellings(spans));
  const ownLines = ownContactLines(text, spans);
  if (names.size === 0 && ownLines.size === 0) return [];
  const found: Span[] = [];
  for (const match of text.matchAll(BARE_DOMAIN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (spans.some((span) => span.start < end && start < span.end && span.entity_type !== 'PERSON'))
      continue;
    const line = ownLines.size > 0 ? lineNumbers(text, start) : -1;
    const listed = [line - 2, line - 1, line, line + 1, line + 2].some((one) => ownLines.has(one));
    const score = names.has(siteName(match[0])) ? BARE_SITE_SCORE : listed ? LISTED_BARE_SCORE : 0;
    if (score === 0) continue;
    found.push({
      start,
      end,
      text: match[0],
      entity_type: 'SOCIAL_PROFILE',
      score,
      engine: 'fast',
    });
  }
  return found;
}

/** The lines of a person's own contact items: a people's network profile, a free mailbox. */
function ownContactLines(text: string, spans: readonly Span[]): Set<number> {
  const own = spans.filter(
    (span) =>
      isPeoplesProfile(span) || (span.entity_type === 'EMAIL_ADDRESS' && FREE_MAIL.test(span.text)),
  );
  return new Set(own.map((span) => lineNumbers(text, span.start)));
}

/** A repository's or a user's pages' address in a text: "https://github.com/lfkdsk/HobbyScript". */
const CODE_ADDRESS =
  /(?<![\p{L}\p{N}@./-])(?:https?:\/\/)?(?:(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\/[\p{L}\p{N}_.-]+|[\p{L}\p{N}_-]+\.(?:github|gitlab|codeberg)\.(?:io|page))(?:\/[^\s<>()[\]"']*)?/giu;
/** What no address ends with: the sentence's stop, a comma after it. */
const TRAILING_STOP = /[.,;:!?]+$/u;

/**
 * The repositories and user pages of a document's profile handles wherever the document prints
 * them ("github.com/lfkdsk/…" on page 2 of a CV whose page 1 holds "lfkdsk.github.io"): the
 * holder's, as on the page of the profile (withNamedSites). `covered` are the page's spans.
 */
export function handleSites(
  text: string,
  handles: ReadonlySet<string>,
  covered: readonly Span[],
  score: number,
): Span[] {
  if (handles.size === 0) return [];
  const found: Span[] = [];
  for (const match of text.matchAll(CODE_ADDRESS)) {
    const address = match[0].replace(TRAILING_STOP, '');
    const owner = CODE_HOST.exec(address)?.[1] ?? USER_PAGES.exec(address)?.[1];
    if (owner === undefined || !handles.has(fold(owner))) continue;
    const start = match.index;
    const end = start + address.length;
    if (covered.some((span) => span.start <= start && end <= span.end)) continue;
    found.push({ start, end, text: address, entity_type: 'SOCIAL_PROFILE', score, engine: 'fast' });
  }
  return found;
}

/** A profile this sure is a person's page on a network (its address, not a bare handle). */
const PROFILE_ADDRESS_SCORE = 0.9;
/**
 * Networks whose pages are people's: a professional profile, a developer's, a researcher's.
 * Organisations have pages on the social networks too ("facebook.com/nav" beside "www.nav.no").
 */
const PERSONS_NETWORK =
  /linkedin\.com\/(?:in|pub)\/|(?:github|gitlab|codeberg)\.(?:com|org)\/|\.(?:github|gitlab)\.io|stackoverflow\.com\/users\/|orcid\.org\/|scholar\.google\.|keybase\.io\/|about\.me\//iu;

/** A sure profile's address on a network of people's pages. */
const isPeoplesProfile = (span: Span) =>
  span.entity_type === 'SOCIAL_PROFILE' &&
  span.score >= PROFILE_ADDRESS_SCORE &&
  PERSONS_NETWORK.test(span.text);

/**
 * Web addresses listed with a person's profiles: on the line of a profile's address, or within
 * two lines of it ("LinkedIn⏎https://…/in/carmoreno1⏎Qwiklabs⏎https://bit.ly/395guA9", a label
 * read above each value), a CV's or a signature's list of the holder's pages. Only a network of people's pages counts
 * (PERSONS_NETWORK).
 */
export function withListedSites(text: string, spans: readonly Span[]): Span[] {
  const lineOf = (offset: number) => lineNumbers(text, offset);
  const profileLines = new Set(spans.filter(isPeoplesProfile).map((span) => lineOf(span.start)));
  if (profileLines.size === 0) return [...spans];
  return spans.map((span) => {
    // A repository is its owner's (withNamedSites), not whoever lists it.
    if (span.entity_type !== 'URL' || CODE_HOST.test(span.text)) return span;
    const line = lineOf(span.start);
    const listed = [line - 2, line - 1, line, line + 1, line + 2].some((one) =>
      profileLines.has(one),
    );
    return listed ? { ...span, entity_type: 'SOCIAL_PROFILE' } : span;
  });
}

/** The line an offset stands on, counted from 0. */
function lineNumbers(text: string, offset: number): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1))
    count++;
  return count;
}
