import type { Span } from '../span';

/** A word of a name: an initial, or a capitalised word (which may go on after a line-end hyphen). */
const WORD = String.raw`(?:\p{Lu}\.|\p{Lu}[\p{L}’'-]*\p{L}(?:-\n\p{Ll}+)?)`;
const PARTICLE = String.raw`(?:van|von|de|der|den|da|di|du|del|della|la|le|el|al|ter|ten|af|zu|dos|das|do)`;
const CONJUNCTION = String.raw`(?:and|or|og|eller|und|oder|et|ou|en|och|y|e|&)`;
/** Between two items: a comma (inside or outside a closing quote) or a conjunction, or both. */
const SEPARATOR = String.raw`(?:(?:,[”"’]?|[”"’],)\s+(?:${CONJUNCTION}\s+)?|[”"’]?\s+${CONJUNCTION}\s+)`;
/** The next item of a list: up to four words of a name, maybe in quotes (a nickname). */
const NEXT_ITEM = new RegExp(
  String.raw`${SEPARATOR}[“"‘]?(${WORD}(?:\s+(?:${PARTICLE}\s+)*${WORD}){0,3})`,
  'uy',
);

/** Capitalised words that start a sentence after a list, not another name in it. */
const SENTENCE_WORDS = new Set(
  `The A An In On At This That These Those It He She They We I You But And Or Of For To From With
   By As If When Then There Here Det Den De Han Hun Vi Jeg Der Die Das Er Sie Wir Le La Les Il Elle`.split(
    /\s+/,
  ),
);

/** Fewer names than this in a row make no list of names. */
const MIN_NAMES = 3;
/** Share of a list's items the tagger must have found as names. */
const MIN_SHARE = 0.6;
/** As sure as an item of a list of names can be that the tagger did not find. */
const ITEM_SCORE = 0.75;

type Item = { start: number; end: number };

/** The item without a sentence's first word after a line break ("Roger\nWood\nThe" → "Roger\nWood"). */
function trimmed(text: string, item: Item): Item {
  const words = [...text.slice(item.start, item.end).matchAll(/\S+/g)];
  const cut = words.findIndex((word, index) => index > 0 && SENTENCE_WORDS.has(word[0]));
  if (cut < 0) return item;
  const last = words[cut - 1]!;
  return { start: item.start, end: item.start + last.index + last[0].length };
}

/** The items that follow `from` in a list (", A B, “C,” and D E"). */
function itemsAfter(text: string, from: number): Item[] {
  const items: Item[] = [];
  NEXT_ITEM.lastIndex = from;
  for (let match = NEXT_ITEM.exec(text); match; match = NEXT_ITEM.exec(text)) {
    const end = NEXT_ITEM.lastIndex;
    const item = trimmed(text, { start: end - match[1]!.length, end });
    items.push(item);
    if (item.end < end) break;
    NEXT_ITEM.lastIndex = end;
  }
  return items;
}

const inside = (span: Span, item: Item) => span.start >= item.start && span.end <= item.end;
const overlaps = (span: Span, item: Item) => span.start < item.end && item.start < span.end;

/**
 * Names in a list of names that the tagger missed or cut short: in "Matt Wasserman, Miljenko
 * Williams, “Wink,” Roger Wood, “Ximmbo da Jazz,” and Richard Yanco" most items are names the
 * tagger found, so the others ("Wink", "Ximmbo da Jazz", "Richard" of "Richard Yanco") are names
 * too. An item another type holds (an organisation, a place) stays as it is.
 */
export function withNameLists(text: string, spans: readonly Span[]): Span[] {
  const persons = spans.filter((span) => span.entity_type === 'PERSON');
  const others = spans.filter((span) => span.entity_type !== 'PERSON');
  const added: Span[] = [];
  const replaced = new Set<Span>();
  let listEnd = -1;
  for (const first of persons) {
    if (first.start < listEnd) continue;
    const items: Item[] = [first, ...itemsAfter(text, first.end)];
    listEnd = items.at(-1)!.end;
    const named = items.filter((item) =>
      persons.some((span) => span.score >= ITEM_SCORE && inside(span, item)),
    );
    if (named.length < MIN_NAMES || named.length < items.length * MIN_SHARE) continue;
    for (const item of items) {
      // An item another type is sure of (an institution among the names) stays as it is.
      if (others.some((span) => span.score >= ITEM_SCORE && overlaps(span, item))) continue;
      const touching = spans.filter((span) => overlaps(span, item));
      // Held whole already, or by a name that goes on past the item: left as it is.
      const whole = (span: Span) => span.start === item.start && span.end === item.end;
      if (touching.some((span) => !inside(span, item) || (whole(span) && span.score >= ITEM_SCORE)))
        continue;
      for (const span of touching) replaced.add(span);
      const score = Math.max(
        ITEM_SCORE,
        ...touching.filter((span) => span.entity_type === 'PERSON').map((span) => span.score),
      );
      const { start, end } = item;
      const name = text.slice(start, end);
      added.push({ start, end, text: name, entity_type: 'PERSON', score, engine: first.engine });
    }
  }
  if (added.length === 0) return [...spans];
  return [...spans.filter((span) => !replaced.has(span)), ...added].sort(
    (a, b) => a.start - b.start,
  );
}
