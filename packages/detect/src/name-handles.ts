import { profileHandles } from './named-sites';
import { overlapsAny, type Span } from './span';

/** How sure a handle is that spells its holder's name on a contact line with no label. */
const HANDLE_SCORE = 0.7;
/** A name part or mailbox this short is in too many words to tell a handle. */
const MIN_PART = 4;
/** A user name as networks allow them: letters, digits, dots, hyphens, underscores. */
const TOKEN = /^[\p{L}\p{N}][\p{L}\p{N}._-]{2,38}$/u;
/** What stands between a CV header's items: a bar, a bullet, an icon read as U+FFFD. */
const SEPARATED = /[^\s|·•●◦▪�\uE000-\uF8FF]+/gu;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A profile's user name again, alone between contact items ("lfkdsk" beside "lfkdsk.github.io"),
 * and user names that spell their holder's name, alone between a CV's or a signature's contact items
 * where an icon stands for the network ("kunheekimkr" beside "kunheekim@korea.ac.kr",
 * "dominik-bálint" and "Dominik-97" under "Dominik Bálint"): a token with a digit or an underscore, or
 * in lower case that holds a confident name's part or a mailbox's local part. A name itself, a
 * word of prose or a web address is not one.
 */
export function nameHandles(text: string, spans: readonly Span[]): Span[] {
  const parts = new Set<string>();
  for (const span of spans) {
    if (span.entity_type === 'PERSON' && span.score >= 0.5) {
      for (const part of fold(span.text).split(/[^\p{L}]+/u)) {
        if (part.length >= MIN_PART) parts.add(part);
      }
    } else if (span.entity_type === 'EMAIL_ADDRESS') {
      const local = fold(span.text.split('@')[0]!).replace(/[^\p{L}\p{N}]/gu, '');
      if (local.length >= MIN_PART) parts.add(local);
    }
  }
  const handles = profileHandles(spans);
  if (parts.size === 0 && handles.size === 0) return [];
  const found: Span[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const items = [...line.matchAll(SEPARATED)];
    // Alone on its line, or between separators: not a word of a sentence.
    const isItemLine = items.length === 1 || /[|·•●�\uE000-\uF8FF]/u.test(line);
    for (const match of isItemLine ? items : []) {
      const token = match[0];
      const start = lineStart + match.index;
      const candidate = { start, end: start + token.length };
      const isProfiles = TOKEN.test(token) && handles.has(fold(token));
      if (!(isProfiles || isHandle(token, parts)) || overlapsAny(candidate, spans)) continue;
      found.push({
        ...candidate,
        text: token,
        entity_type: 'SOCIAL_PROFILE',
        score: HANDLE_SCORE,
        engine: 'fast',
      });
    }
    lineStart += line.length + 1;
  }
  return found;
}

function isHandle(token: string, parts: ReadonlySet<string>): boolean {
  if (!TOKEN.test(token) || /[.]$/u.test(token)) return false;
  // A user name has a digit or an underscore, or is in lower case: "Zariski-Topologie" is a word.
  const shaped = /[_\d]/u.test(token) || token === token.toLowerCase();
  // A web address is one, whatever name it holds ("www.tedros.se").
  if (!shaped || /^www\.|\.\p{L}{2,4}$/iu.test(token)) return false;
  const folded = fold(token);
  const plain = folded.replace(/[^\p{L}\p{N}]/gu, '');
  return [...parts].some((part) => folded.includes(part) && plain !== part);
}

/** A handle or a mailbox's local part of two or more parts: "dominik-bálint", "kari.nordmann". */
const JOINED = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:[-._][\p{L}\p{N}]+)+(?=@|[^\p{L}\p{N}]|$)/gu;
/** One capitalised word alone on its line. */
const WORD_LINE = /^[ \t]*\p{Lu}[\p{L}'’-]{2,}[ \t]*$/u;

/**
 * A name set large over two lines ("Dominik", then "Bálint", a CV's head) read whole: the word
 * on the line under or over a name is its other part when a handle or mailbox on the page joins
 * the two ("dominik-bálint", "dominik.balint@…").
 */
export function withNameOnNextLine(text: string, name: Span, joined: readonly string[][]): Span {
  if (joined.length === 0 || name.text.includes('\n')) return name;
  const own = fold(name.text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const lineStart = text.lastIndexOf('\n', name.start - 1) + 1;
  const lineEnd = text.indexOf('\n', name.end);
  const isWholeLine =
    text.slice(lineStart, name.start).trim() === '' &&
    text.slice(name.end, lineEnd < 0 ? text.length : lineEnd).trim() === '';
  if (!isWholeLine) return name;
  const joins = (word: string) => {
    const part = fold(word.trim());
    return joined.some((parts) => parts.includes(part) && own.some((one) => parts.includes(one)));
  };
  if (lineEnd >= 0) {
    const nextEnd = text.indexOf('\n', lineEnd + 1);
    const next = text.slice(lineEnd + 1, nextEnd < 0 ? text.length : nextEnd);
    if (WORD_LINE.test(next) && joins(next)) {
      const end = lineEnd + 1 + next.trimEnd().length;
      return { ...name, end, text: text.slice(name.start, end) };
    }
  }
  if (lineStart > 0) {
    const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const previous = text.slice(previousStart, lineStart - 1);
    if (WORD_LINE.test(previous) && joins(previous)) {
      const start = previousStart + (previous.length - previous.trimStart().length);
      return { ...name, start, text: text.slice(start, name.end) };
    }
  }
  return name;
}

/** The parts of the page's handles and mailboxes, folded: [["dominik", "balint"], …]. */
export function joinedParts(text: string): string[][] {
  return [...text.matchAll(JOINED)]
    .map((match) =>
      fold(match[0])
        .split(/[-._\d]+/u)
        .filter((part) => part.length >= 3),
    )
    .filter((parts) => parts.length >= 2);
}
