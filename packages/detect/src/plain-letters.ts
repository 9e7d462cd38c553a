import type { DetectRequest, Span } from './span';

/** Accents set as glyphs of their own and the combining marks they stand for. */
const COMBINING: Readonly<Record<string, string>> = {
  '\u00b4': '\u0301',
  '`': '\u0300',
  '\u00a8': '\u0308',
  '\u02c6': '\u0302',
  '\u02dc': '\u0303',
  '\u00b8': '\u0327',
  '\u02c7': '\u030c',
  '\u02d8': '\u0306',
  '\u02da': '\u030a',
  '\u02dd': '\u030b',
};
/** Small capitals a CV sets its name in ("Gᴜsᴛᴀᴠᴏ"), and the letters they are (x has none). */
const SMALL_CAPITALS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ'].map((small, index): [string, string] => [
    small,
    'abcdefghijklmnopqrstuvwyz'[index]!,
  ]),
);
/**
 * Radicals a Chinese font's text map gives for whole characters ("⼿机号码", "⻩超梵"): the
 * Kangxi radicals by their compatibility mapping, and the simplified forms of the supplement
 * that stand for characters of their own.
 */
const SUPPLEMENT_RADICALS: Readonly<Record<string, string>> = {
  '⺠': '民',
  '⺩': '王',
  '⺼': '月',
  '⻅': '见',
  '⻆': '角',
  '⻉': '贝',
  '⻋': '车',
  '⻑': '長',
  '⻓': '长',
  '⻔': '门',
  '⻘': '青',
  '⻚': '页',
  '⻛': '风',
  '⻜': '飞',
  '⻝': '食',
  '⻢': '马',
  '⻥': '鱼',
  '⻦': '鸟',
  '⻨': '麦',
  '⻩': '黄',
  '⻬': '齐',
  '⻮': '齿',
  '⻰': '龙',
  '⻳': '龟',
};
const RADICAL = /[\u2e80-\u2ef3\u2f00-\u2fd5]/u;
const HAN = /\p{Script=Han}/u;

/** The character a radical stands for, or undefined when it is no radical. */
function radicalCharacter(char: string): string | undefined {
  if (!RADICAL.test(char)) return undefined;
  return SUPPLEMENT_RADICALS[char] ?? (char >= '\u2f00' ? char.normalize('NFKC') : char);
}

/** What there is to read plainly: a spacing accent, a small capital, a letter and its accent. */
const TO_PLAIN =
  /[\u00b4`\u00a8\u02c6\u02dc\u00b8\u02c7\u02d8\u02da\u02dd]\p{L}|[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ]|[a-zA-Z][\u0300-\u036f]|[\u2e80-\u2ef3\u2f00-\u2fd5]/u;

/** A text with its accents joined to their letters, and where each character came from. */
export interface JoinedText {
  text: string;
  /** For each character of `text`: its first character in the original, and how many it took. */
  from: number[];
  length: number[];
}

/**
 * Letters as the recognizers and the tagger read them. LaTeX draws an accent as a glyph of its
 * own before its letter, and readers give it as a spacing accent: "T´el´ephone", "n´e le",
 * "demeurant `a"; a CV sets a name in small capitals: "Gᴜsᴛᴀᴠᴏ". Labels, words and names read so
 * match nothing; text written decomposed ("Mu\u0308ller") reads apart too. Joins each accent to
 * its letter ("´e" → "é", "u\u0308" → "ü") where the two make one letter, and reads small
 * capitals as letters, and a Chinese font's radicals as the characters they stand for; null
 * when the text has none of these.
 */
export function plainLetters(text: string): JoinedText | null {
  if (!TO_PLAIN.test(text)) return null;
  let joined = '';
  const from: number[] = [];
  const length: number[] = [];
  const add = (letter: string, at: number, taken: number) => {
    joined += letter;
    from.push(at);
    length.push(taken);
  };
  for (let index = 0; index < text.length; index++) {
    const mark = COMBINING[text[index]!];
    const next = text[index + 1];
    const spaced = mark && next && /\p{L}/u.test(next) ? (next + mark).normalize('NFC') : '';
    if (spaced.length === 1) {
      add(spaced, index++, 2);
      continue;
    }
    // A radical for a character, and the space a reader set around its odd width
    // ("个 ⼈ 信息", "⼿ 机号码"): one character, the space taken with it.
    const radical = radicalCharacter(text[index]!);
    if (radical !== undefined) {
      if (joined.endsWith(' ') && HAN.test(joined.at(-2) ?? '')) {
        joined = joined.slice(0, -1);
        from.pop();
        const space = length.pop()!;
        length[length.length - 1]! += space;
      }
      const spaceAfter = next === ' ' && HAN.test(text[index + 2] ?? '');
      add(radical, index, spaceAfter ? 2 : 1);
      if (spaceAfter) index++;
      continue;
    }
    const plain = SMALL_CAPITALS[text[index]!] ?? text[index]!;
    // A combining accent after its letter, where the two make one ("i\u0301" → "í").
    const accented = next && /\p{M}/u.test(next) ? (plain + next).normalize('NFC') : '';
    if (accented.length === 1) add(accented, index++, 2);
    else add(plain, index, 1);
  }
  return { text: joined, from, length };
}

/** The request with its text joined and its words' and fields' offsets moved to match. */
export function joinedRequest(request: DetectRequest, joined: JoinedText): DetectRequest {
  const newIndex = new Array<number>(request.text.length + 1);
  joined.from.forEach((start, index) => {
    for (let offset = 0; offset < joined.length[index]!; offset++) newIndex[start + offset] = index;
  });
  newIndex[request.text.length] = joined.text.length;
  const move = <T extends { start: number; end: number }>(item: T): T => ({
    ...item,
    start: newIndex[item.start]!,
    end: item.end > item.start ? newIndex[item.end - 1]! + 1 : newIndex[item.start]!,
  });
  return {
    ...request,
    text: joined.text,
    words: request.words?.map(move),
    fields: request.fields?.map(move),
  };
}

/** Spans found in the joined text, given back in the original's characters. */
export function spansInOriginal(
  spans: readonly Span[],
  original: string,
  joined: JoinedText,
): Span[] {
  return spans.map((span) => {
    const start = joined.from[span.start]!;
    const last = span.end - 1;
    let end = span.end > span.start ? joined.from[last]! + joined.length[last]! : start;
    // A space a character took with it is not the span's.
    while (end > start && original[end - 1] === ' ') end--;
    return { ...span, start, end, text: original.slice(start, end) };
  });
}

/**
 * Hyphens and spaces a typesetter chose over the plain ones — the non-breaking hyphen a CV
 * sets in its phone number ("183‑4087‑9772"), a minus sign, a narrow no-break space between
 * a French number's pairs — and the characters recognizers read them as, one for one.
 */
const PLAIN_PUNCTUATION: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\ufe63': '-',
  '\uff0d': '-',
  '\u2007': '\u00a0',
  '\u2009': '\u00a0',
  '\u202f': '\u00a0',
};
const TYPESET_PUNCTUATION = /[\u2010-\u2012\u2212\ufe63\uff0d\u2007\u2009\u202f]/gu;

/**
 * The request with typeset hyphens and spaces read as plain ones (PLAIN_PUNCTUATION); the
 * text keeps its length, so offsets hold. The request itself when it has none.
 */
export function withPlainPunctuation(request: DetectRequest): DetectRequest {
  TYPESET_PUNCTUATION.lastIndex = 0;
  if (!TYPESET_PUNCTUATION.test(request.text)) return request;
  const text = request.text.replace(TYPESET_PUNCTUATION, (char) => PLAIN_PUNCTUATION[char] ?? char);
  return { ...request, text };
}
