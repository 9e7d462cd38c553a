import type { Span } from '../span';
import { gazetteerFlag, type Gazetteer } from './gazetteer';
import { getNerTagger } from './model-loader';
import { personSpan } from './person-span';

/** A sole trader's business name is its owner's name: as sure as a name under a label. */
const SOLE_TRADER_SCORE = 0.8;

const SP = String.raw`[ \t\u00a0]`;
const NAME_WORD = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
/** Given name and surname, a second given name between them: "Jan Kowalski", "Anna Maria Nowak". */
const NAME = String.raw`(${NAME_WORD})${SP}(?:${NAME_WORD}${SP})?${NAME_WORD}`;
/**
 * Designations of a business run by one person under their own name, before the name (Poland's
 * "F.H.U.", "P.P.H.U." and "Firma Handlowa"; Germany's "Inh.") or after it (Germany's "e.K.",
 * "e.Kfm.", "e.Kfr."; Norway's "ENK"; France's "EI" and "EIRL"; the UK's "t/a").
 */
const BEFORE = String.raw`(?:P\.?P\.?H\.?U\.?|F\.?H\.?U\.?|P\.?H\.?U\.?|F\.?U\.?H\.?|P\.?U\.?H\.?|Z\.?U\.?H\.?|F\.?H\.?|Firma${SP}(?:Handlowa|Usługowa|Handlowo-Usługowa|Produkcyjno-Handlowa)|Inh\.|Inhaber(?:in)?:?)`;
const AFTER = String.raw`(?:e\.${SP}?K(?:fm|fr)?\.|ENK|EIRL|EI|t\/a)`;
/** A sole trader's designation after their name ("Max Mustermann e.K."): the trader is a person. */
export const SOLE_TRADER_AFTER = new RegExp(String.raw`(?<![\p{L}])${AFTER}(?![\p{L}])`, 'u');
const SOLE_TRADER = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(?:(${BEFORE})${SP}${NAME}|${NAME.replace('(', '(?<after>')}${SP}${AFTER})(?![\p{L}\p{N}])`,
  'gu',
);

const FIRST = gazetteerFlag('firstNames');

/**
 * Businesses a person runs under their own name ("F.H.U. Jan Kowalski", "Max Mustermann e.K.",
 * "Ola Hansen ENK"): the name is the owner's personal data, designation and all, where the
 * tagger doubts a name with letters it does not know before or after it. The name must start
 * with a known given name.
 */
export function findSoleTraders(text: string, gazetteer: Gazetteer = getNerTagger().gazetteer) {
  const spans: Span[] = [];
  for (const match of text.matchAll(SOLE_TRADER)) {
    const given = match[2] ?? match.groups?.after;
    if (!given || !(gazetteer.wordFlags(given.toLowerCase()) & FIRST)) continue;
    spans.push(personSpan(text, match.index, match.index + match[0].length, SOLE_TRADER_SCORE));
  }
  return spans;
}
