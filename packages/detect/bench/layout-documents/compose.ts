/**
 * Helpers the document writers share: days, the countries parties come from, paragraphs with
 * names, dates and sums filled in and wrapped to a column's width.
 */
import { pick, type Random } from '../identifiers';
import { decoy, gold, widthOf, type Piece } from './lay-out';
import type { Day, Lexicon } from './lexicon';
import { COUNTRIES, type Country } from './model';
import { personOf } from './people';

export const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
export const chance = (random: Random, share: number) => random() < share;

/** A day in the years documents of the bench are dated. */
export function dayOf(random: Random, from = 2023, to = 2026): Day {
  return {
    day: between(random, 1, 28),
    month: between(random, 1, 12),
    year: between(random, from, to),
  };
}

/**
 * Where mail abroad goes: every country, and Spain, Italy and Poland — whose languages the
 * documents are not written in — three times as often, so each has enough addresses to score.
 */
const ABROAD: readonly Country[] = [...COUNTRIES, 'ES', 'ES', 'IT', 'IT', 'PL', 'PL'];

/** A country for a party: the language's own most often, another of the twelve otherwise. */
export function countryFor(random: Random, lexicon: Lexicon, abroad = 0.25): Country {
  if (!chance(random, abroad)) return pick(random, lexicon.homes);
  return pick(
    random,
    ABROAD.filter((country) => !lexicon.homes.includes(country)),
  );
}

/** A paragraph's pieces: {person} a name (gold), {date} a date and {amount} a sum (look-alikes). */
export function fillParagraph(
  random: Random,
  template: string,
  lexicon: Lexicon,
  country: Country,
): Piece[] {
  const pieces: Piece[] = [];
  for (const part of template.split(/(\{person\}|\{date\}|\{amount\})/)) {
    if (part === '{person}') {
      pieces.push(
        gold(personOf(random, country).name, { kind: 'name', type: 'PERSON', role: 'body' }),
      );
    } else if (part === '{date}') pieces.push(decoy(lexicon.date(random, dayOf(random)), 'date'));
    else if (part === '{amount}') {
      pieces.push(
        decoy(
          lexicon.amount(random, between(random, 150, 48_000) + between(random, 0, 99) / 100),
          'amount',
        ),
      );
    } else if (part !== '') pieces.push(part);
  }
  return pieces;
}

/** Pieces wrapped into lines no wider than `width` at `size`; a value is never broken. */
export function wrap(pieces: readonly Piece[], width: number, size: number): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let used = 0;
  const push = (piece: Piece, text: string) => {
    const wide = widthOf(text, size);
    if (used > 0 && used + wide > width && text.trim() !== '') {
      lines.push(line);
      line = [];
      used = 0;
    }
    line.push(piece);
    used += wide;
  };
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      for (const word of piece.split(/(?<= )/)) push(word, word);
    } else if ('value' in piece) push(piece, `${piece.value} `);
    else line.push(piece);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const piecesWidth = (pieces: readonly Piece[], size: number) =>
  pieces.reduce(
    (sum, piece) =>
      sum +
      (typeof piece === 'string'
        ? widthOf(piece, size)
        : 'value' in piece
          ? widthOf(piece.value, size)
          : 0),
    0,
  );

/** Items ("Tel. 22 33 44 55", an address) joined by `separator` into lines no wider than `width`. */
export function joinItems(
  items: readonly Piece[][],
  separator: string,
  width: number,
  size: number,
): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  for (const item of items) {
    const next = line.length > 0 ? [...line, separator, ...item] : [...item];
    if (line.length > 0 && piecesWidth(next, size) > width) {
      lines.push(line);
      line = [...item];
    } else line = next;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}
