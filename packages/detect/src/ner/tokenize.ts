/** One token: `text` is exactly `source.slice(start, end)`. */
export type Token = {
  text: string;
  start: number;
  end: number;
  /** A line break lies between this token and the one before (PDF lines are joined by \n). */
  isAfterNewline: boolean;
};

/*
 * A number with inner separators (dates, amounts), a word whose parts are joined by hyphens or
 * apostrophes (Anne-Lise, O'Brien), or any other single visible character.
 */
const TOKEN_PATTERN =
  /\p{N}+(?:[.,:/]\p{N}+)+|[\p{L}\p{M}\p{N}]+(?:[-\u2010'\u2019][\p{L}\p{M}\p{N}]+)*|\S/gu;

const POSSESSIVE = /^(.+)['\u2019][sS]$/u;

/** Words whose following full stop belongs to them, so it does not end a sentence. */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms mx dr prof rev hon sr jr st mt no nr ca jf bl dvs evt mfl osv pga eks pr hr fr ' +
    'adv kl tlf ref vs etc ev fm mm stud cand dir avd jur med sen gen col capt lt sgt dept'
  ).split(' '),
);

function isLetter(code: number): boolean {
  return String.fromCharCode(code).toLowerCase() !== String.fromCharCode(code).toUpperCase();
}

/** Splits text into word and punctuation tokens with exact character offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  const push = (start: number, end: number): void => {
    const isAfterNewline = tokens.length > 0 && text.slice(previousEnd, start).includes('\n');
    tokens.push({ text: text.slice(start, end), start, end, isAfterNewline });
    previousEnd = end;
  };
  const pattern = new RegExp(TOKEN_PATTERN.source, 'gu');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index;
    const word = match[0];
    let end = start + word.length;
    const possessive = word.length > 2 ? POSSESSIVE.exec(word) : null;
    if (possessive?.[1] && isLetter(word.charCodeAt(possessive[1].length - 1))) {
      // "Ola's" is the name Ola plus a possessive: the span must stop before the apostrophe.
      push(start, start + possessive[1].length);
      push(start + possessive[1].length, end);
      continue;
    }
    if (text.charCodeAt(end) === 46 && isAbbreviation(word)) end += 1;
    push(start, end);
    pattern.lastIndex = end;
  }
  return tokens;
}

/** Initials (J.) and title-like abbreviations keep their full stop. */
function isAbbreviation(word: string): boolean {
  if (word.length === 1) return isLetter(word.charCodeAt(0));
  return word.length <= 4 && ABBREVIATIONS.has(word.toLowerCase());
}
