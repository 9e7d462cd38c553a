import type { Span } from '../span';
import { CYRILLIC_GIVEN_NAMES } from './cyrillic-given-names';
import { personSpan } from './person-span';

/** A Cyrillic word written as a name: "Иванов", "ИВАНОВ", "Анна-Мария". */
const WORD = String.raw`\p{Script=Cyrillic}[\p{Script=Cyrillic}'’-]+`;
/** A patronymic: "Александрович", "Петровна", "Ильич", "Кузьминична". */
const PATRONYMIC = /(?:ович|евич|ьич|мич|кич|овна|евна|ична|инична)$/iu;
/** A Cyrillic initial with its stop: "В.", "А.". */
const INITIAL = String.raw`\p{Script=Cyrillic}\.`;

/** A Cyrillic word standing alone (not part of a longer word). */
const ALONE = new RegExp(String.raw`(?<![\p{L}\p{N}])${WORD}(?![\p{L}\p{N}])`, 'gu');
/** Two initials and a surname: "И. И. Иванов", "И.И. Иванов". */
const INITIALS_SURNAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${INITIAL}[ \u00a0]?${INITIAL}[ \u00a0](${WORD})(?![\p{L}\p{N}])`,
  'gu',
);
/** A surname and two initials: "СОЛОВЬЕВ В. А.", "Иванов И.И.". */
const SURNAME_INITIALS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${WORD})[ \u00a0]${INITIAL}[ \u00a0]?${INITIAL}(?![\p{L}\p{N}])`,
  'gu',
);

/** Whether a Cyrillic word of three letters or more, in capitals, stands right before `index`. */
function followsSurname(text: string, index: number): boolean {
  const before = /(?<![\p{L}])(\p{Script=Cyrillic}{3,})[ \u00a0]$/u.exec(
    text.slice(Math.max(0, index - 40), index),
  )?.[1];
  return before !== undefined && isCapitals(before);
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);
const isCapitals = (word: string) => word === word.toLocaleUpperCase('ru');

const isGivenName = (word: string) => CYRILLIC_GIVEN_NAMES.has(word.toLocaleLowerCase('ru'));

/** Words of one line, one space apart, each capitalised, all in capitals or none. */
function isOneName(text: string, three: readonly RegExpExecArray[]): boolean {
  const apart = three.every((word, at) => {
    if (at === 0) return true;
    const before = three[at - 1]!;
    return /^[ \u00a0]$/u.test(text.slice(before.index + before[0].length, word.index));
  });
  const forms = new Set(three.map((word) => isCapitals(word[0])));
  return apart && forms.size === 1 && three.every((word) => isCapitalised(word[0]));
}

/**
 * People named as Russian, Ukrainian and Belarusian documents name them (tickets, registers,
 * applications): surname, given name and patronymic in either order, the patronymic's ending
 * saying it is a person; or a surname with two initials. Each word capitalised.
 */
export function findSlavicNames(text: string): Span[] {
  if (!/\p{Script=Cyrillic}/u.test(text)) return [];
  const spans: Span[] = [];
  const words = [...text.matchAll(ALONE)];
  const taken = new Set<number>();
  // The patronymic follows the given name: second of three ("Анна Петровна Сидорова"), else
  // last ("МАВРОДИЕВ АЛЕКСАНДР АЛЕКСАНДРОВИЧ").
  for (const at of [1, 2]) {
    for (let index = 0; index + 2 < words.length; index++) {
      const three = words.slice(index, index + 3);
      if ([0, 1, 2].some((offset) => taken.has(index + offset))) continue;
      if (!isOneName(text, three) || !PATRONYMIC.test(three[at]![0])) continue;
      spans.push(personSpan(text, three[0]!.index, three[2]!.index + three[2]![0].length, 0.85));
      [0, 1, 2].forEach((offset) => taken.add(index + offset));
    }
  }
  // A known given name beside a capitalised word on its line: "Иван Петров", "ПЕТРЕНКО ОЛЕНА".
  for (let index = 0; index + 1 < words.length; index++) {
    if (taken.has(index) || taken.has(index + 1)) continue;
    const pair = words.slice(index, index + 2);
    if (!isOneName(text, pair) || !pair.some((word) => isGivenName(word[0]))) continue;
    if (pair.every((word) => isGivenName(word[0]))) continue;
    spans.push(personSpan(text, pair[0]!.index, pair[1]!.index + pair[1]![0].length, 0.8));
    taken.add(index).add(index + 1);
  }
  // Initials before a surname first: in "Подписал И.И. Иванов" the verb is no surname; but a
  // word in capitals before them is ("СОЛОВЬЕВ В. А. Вагон 5").
  for (const pattern of [INITIALS_SURNAME, SURNAME_INITIALS]) {
    for (const match of text.matchAll(pattern)) {
      const surname = match[1]!;
      const end = match.index + match[0].length;
      if (!isCapitalised(surname) || surname.length < 3) continue;
      if (pattern === INITIALS_SURNAME && followsSurname(text, match.index)) continue;
      if (spans.some((span) => span.start < end && match.index < span.end)) continue;
      spans.push(personSpan(text, match.index, end, 0.8));
    }
  }
  return spans;
}
