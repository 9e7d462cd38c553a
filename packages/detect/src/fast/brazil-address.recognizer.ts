import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

const SP = String.raw`[ \t\u00a0]`;
/**
 * Street types of Brazil and Portugal, as written and in capitals: "Rua", "Av.", "Tv."; a bare
 * "R" only before a name in capitals ("R GEREMIAS EUGENIO DA SILVA, 85", not "R Jones, 12").
 */
const STREET_TYPE = String.raw`(?:Rua|RUA|R\.?(?=${SP}\p{Lu}{2,}(?!\p{Ll}))|Avenida|AVENIDA|Av\.?|AV\.?|Alameda|ALAMEDA|Al\.|AL\.|Travessa|TRAVESSA|Tv\.|TV\.|Praça|PRAÇA|Pça\.|PÇA\.|Rodovia|RODOVIA|Rod\.|ROD\.|Estrada|ESTRADA|Estr\.|Largo|LARGO|Ladeira|LADEIRA|Viela|VIELA)`;
/** A word of a street's or a place's name: capitalised, a number ("Rua 21"), or a particle. */
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’.-]*|\d{1,4}(?![\p{L}\p{N}]|[.,]\d)|d[aeo]s?|D[AEO]S?|de|DE|e)`;
const NAME = String.raw`${NAME_WORD}(?:${SP}${NAME_WORD}){0,5}`;
/** The house: ", 99", " 214", ", nº 5", ", s/n"; a complement may stand before it (", Casa, 123"). */
const HOUSE = String.raw`(?:,${SP}*\p{Lu}\p{Ll}{2,}(?=,))?,?${SP}*(?:n[º°o]\.?${SP}*)?(?:\d{1,5}[A-Z]?|s\/n|S\/N)(?![\p{L}\p{N}]|[.,]\d)`;
const STREET = new RegExp(`(?<![\\p{L}\\p{N}])${STREET_TYPE}${SP}${NAME}${HOUSE}`, 'gu');

/** Brazil's states, the last part of a place ("Tijucas - SC", "BLUMENAU SC", "Recife/PE"). */
const UF = String.raw`(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)`;
const PLACE = String.raw`\p{Lu}[\p{L}'’.]*(?:${SP}(?:d[aeo]s?|D[AEO]S?|de|DE|\p{Lu}[\p{L}'’.]*)){0,3}`;
/** A CEP: "01415-000", "12.345-678", or eight digits after "CEP" or before a place. */
const CEP = String.raw`(?:CEP:?${SP}*)?(?:\d{5}-\d{3}|\d{2}\.\d{3}-\d{3}|\d{8})(?![\p{L}\p{N}])`;
const CITY = String.raw`${PLACE}(?:${SP}*[-–/]${SP}*|${SP})${UF}(?![\p{L}\p{N}])|${PLACE}\/(?=${SP}*[-–])`;
/** A flat, house, room or block after the number: "Apto 45", "Casa", "2 CASA", "Sala 101". */
const COMPLEMENT = String.raw`(?:\d{1,4}${SP})?(?:Apto|APTO|Apt|Ap|AP|Casa|CASA|Sala|SALA|Bloco|BLOCO|Bl|Lote|LOTE|Lt|Quadra|QUADRA|Qd|QD|Conj|CONJ|Andar|ANDAR|Loja|LOJA|Fundos|FUNDOS|Térreo|Cj)\.?(?:${SP}?[\dA-Z]{1,5}(?![\p{L}\p{N}]))?`;
const SEPARATOR = String.raw`(?:,${SP}*|${SP}+[-–]${SP}+|${SP}*[-–]${SP}*(?=CEP)|${SP}+)`;

type PartKind = 'anchor' | 'complement' | 'district';
const PART_KINDS: readonly [PartKind, string][] = [
  ['anchor', CEP],
  ['anchor', CITY],
  ['complement', COMPLEMENT],
  ['district', PLACE],
];
const PARTS = PART_KINDS.map(
  ([kind, source]) => [kind, new RegExp(`${SEPARATOR}(?:${source})`, 'uy')] as const,
);
const FIRST_PARTS = PART_KINDS.map(
  ([kind, source]) => [kind, new RegExp(`${SP}*(?:${source})`, 'uy')] as const,
);

/** A street and house number alone: an address already, by the street's type word. */
const STREET_SCORE = 0.6;
/** With the place and state or the CEP: beyond doubt. */
const FULL_SCORE = 0.85;
/** Lines under the street that may continue it: district, city and state, CEP. */
const MAX_LINES_UNDER = 2;

type Parsed = { end: number; anchored: boolean; complete: boolean };

/**
 * The parts of an address from `at` to the end of the line: districts, complements, a city with
 * its state, a CEP. It ends after the last anchor (or complement, when none) so that a district
 * word alone is never taken from the text that follows; `complete` says the whole line was read.
 */
function readParts(text: string, at: number, isLineStart: boolean): Parsed {
  const lineEnd = endOfLine(text, at);
  let position = at;
  let end = at;
  let anchored = false;
  let first = isLineStart;
  while (position < lineEnd) {
    const part = nextPart(text, position, first ? FIRST_PARTS : PARTS);
    if (!part || part.end > lineEnd) break;
    first = false;
    position = part.end;
    if (part.kind === 'anchor') anchored = true;
    if (part.kind !== 'district') end = part.end;
  }
  const complete = /^[ \t\u00a0]*$/u.test(text.slice(position, lineEnd));
  return { end: anchored || !complete ? end : Math.max(end, position), anchored, complete };
}

function nextPart(
  text: string,
  at: number,
  patterns: readonly (readonly [PartKind, RegExp])[],
): { kind: PartKind; end: number } | undefined {
  for (const [kind, pattern] of patterns) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match && match[0].length > 0) return { kind, end: at + match[0].length };
  }
  return undefined;
}

function endOfLine(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

/**
 * A Brazilian (or Portuguese) street address: a street by its type word and its house number
 * ("Av. Bayer Filho, 1999", "RUA 123, 123", "Rua 21 214"), with what follows on its line and on
 * up to two lines under it when they hold a district, a city with its state or a CEP ("Centro,
 * Tijucas - SC", "89037710 - TESTE - BLUMENAU SC", "Bairro do Remetente - 12.345-678").
 */
function find({ text }: ScanInput): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(STREET)) {
    const start = match.index;
    const streetEnd = start + match[0].length;
    const line = readParts(text, streetEnd, false);
    let end = line.end;
    let anchored = line.anchored;
    let next = endOfLine(text, streetEnd);
    // The lines under continue it only when this line's address ran to its end, and only up
    // to a line with a city and state or a CEP (a district's line alone may come before it).
    for (let count = 0; line.complete && count < MAX_LINES_UNDER && next < text.length; count++) {
      const under = readParts(text, next + 1, true);
      if (!under.complete || under.end === next + 1) break;
      next = endOfLine(text, next + 1);
      if (!under.anchored) continue;
      end = under.end;
      anchored = true;
    }
    found.push({ start, end, score: anchored ? FULL_SCORE : STREET_SCORE });
  }
  return found;
}

export const brazilAddressRecognizer: Recognizer = {
  entity: 'ADDRESS',
  context: compileContext(''),
  find,
};
