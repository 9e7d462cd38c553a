import { FAST_RULE_TYPES, recognizeIdentifiers, recognizeLabelledNames } from './fast';
import {
  findCapitalSurnames,
  findInitialSurnames,
  findInvertedNames,
  nerModelLoading,
  tagNames,
  withInitial,
  withParticles,
  withSurnameAfterParticles,
} from './ner';
import { PUBLIC_OFFICIAL, withOfficials } from './officials';
import { ORGANISATION_TYPES, ORGANIZATION_REFERENCE, typeByLayout, typesToFind } from './layout';
import { fieldKindOf } from './layout/field-labels';
import { namesCompany } from './layout/block-cues';
import { findNaturalPersons } from './ner/natural-persons';
import { findSoleTraders } from './ner/sole-traders';
import { findSlavicNames } from './ner/slavic-names';
import { findCjkHeadNames, findKanaReadings } from './ner/cjk-names';
import { addressesUnderNames, namesOverAddresses } from './address-holders';
import { mailboxNames } from './mailbox-names';
import { withPartner } from './ner/couple-names';
import { joinedParts, nameHandles, withNameOnNextLine } from './name-handles';
import { bareNamedSites, withListedSites, withNamedSites, withOwnSites } from './named-sites';
import { birthDatesAfterNames } from './birth-after-name';
import {
  joinedRequest,
  plainLetters,
  spansInOriginal,
  withPlainPunctuation,
} from './plain-letters';
import {
  overlapsAny,
  type DetectRequest,
  type Engine,
  type PositionedWord,
  type Span,
} from './span';
import { yieldToHost } from './yield-to-host';

const NAME_TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION'];

/** Every entity type the fast engine can find. */
export const FAST_TYPES: readonly string[] = [
  ...FAST_RULE_TYPES,
  ...NAME_TYPES,
  ...new Set(Object.values(ORGANISATION_TYPES)),
  ORGANIZATION_REFERENCE,
  PUBLIC_OFFICIAL,
];

/**
 * The engine runs on the server's main thread (a browser would run it in a worker): a long text
 * is read in pieces of about this many characters (~50 ms each) with other work let in between,
 * so a page holding a million characters never stalls the server. Pieces overlap by
 * `CHUNK_OVERLAP`; each keeps the spans that start in its half of the overlaps, so an entity
 * shorter than half of it is found whole exactly once.
 */
export const CHUNK_CHARS = 16_000;
export const CHUNK_OVERLAP = 400;

/**
 * The built-in engine (method 1): validated identifiers and patterns with context scoring, plus
 * the statistical tagger for names, places and organisations. Pure TypeScript, free of Node's
 * APIs; the tagger's model comes from the host (provideModelAssets: node-host.ts in Node).
 */
export function createFastEngine(): Engine {
  return {
    name: 'fast',
    status: () => ({ state: 'ready' }),
    async detect(request) {
      const plain = withPlainPunctuation(request);
      const joined = plainLetters(plain.text);
      const spans = joined
        ? spansInOriginal(await detectFast(joinedRequest(plain, joined)), plain.text, joined)
        : await detectFast(plain);
      if (plain === request) return spans;
      return spans.map((span) => ({ ...span, text: request.text.slice(span.start, span.end) }));
    },
  };
}

/** The fast engine's reading of a request whose accents sit on their letters. */
async function detectFast({
  text,
  entities,
  words,
  fields,
  pageSize,
  signal,
}: DetectRequest): Promise<Span[]> {
  signal?.throwIfAborted();
  const loading = nerModelLoading();
  if (loading) {
    await loading;
    signal?.throwIfAborted();
  }
  const wanted = new Set(entities);
  const asked = typesToFind(wanted);
  const read = await detectInChunks(text, asked, words, signal);
  const typed =
    words && words.length > 0 ? typeByLayout(text, words, read, { fields, pageSize }) : read;
  return withOfficials(text, typed).filter((span) => wanted.has(span.entity_type));
}

/** The spans of a text read in pieces (see CHUNK_CHARS), other work let in between. */
async function detectInChunks(
  text: string,
  wanted: ReadonlySet<string>,
  words: readonly PositionedWord[] | undefined,
  signal: AbortSignal | undefined,
): Promise<Span[]> {
  if (text.length <= CHUNK_CHARS) return detectIn(text, wanted, words);
  const spans: Span[] = [];
  for (let start = 0; start < text.length;) {
    const end = Math.min(text.length, start + CHUNK_CHARS);
    const keepFrom = start === 0 ? 0 : start + CHUNK_OVERLAP / 2;
    const keepTo = end === text.length ? end : end - CHUNK_OVERLAP / 2;
    const chunkWords = words && wordsWithin(words, start, end);
    for (const span of detectIn(text.slice(start, end), wanted, chunkWords)) {
      const at = start + span.start;
      if (at >= keepFrom && at < keepTo) spans.push({ ...span, start: at, end: start + span.end });
    }
    if (end === text.length) break;
    start = end - CHUNK_OVERLAP;
    await yieldToHost();
    signal?.throwIfAborted();
  }
  return spans;
}

/** The words wholly inside characters start…end, with offsets from `start`. */
function wordsWithin(
  words: readonly PositionedWord[],
  start: number,
  end: number,
): PositionedWord[] {
  return words
    .filter((word) => word.start >= start && word.end <= end)
    .map((word) => ({ ...word, start: word.start - start, end: word.end - start }));
}

function detectIn(
  text: string,
  wanted: ReadonlySet<string>,
  words?: readonly PositionedWord[],
): Span[] {
  const identifiers: Span[] = recognizeIdentifiers(text, wanted, words);
  if (!NAME_TYPES.some((type) => wanted.has(type))) return identifiers.sort(byStart);
  // Names in register forms ("SURNAME, Given", "Given SURNAME") are found by rule; the
  // tagger's pieces of them give way.
  const ruled = wanted.has('PERSON') ? dropCovered(text, nameForms(text), identifiers) : [];
  const tagged = dropCovered(text, tagNames(text, wanted), identifiers).filter(
    (name) => !overlapsAny(name, ruled),
  );
  const joined = joinedParts(text);
  const read = [
    ...tagged.map((name) =>
      name.entity_type === 'PERSON'
        ? withNameOnNextLine(
            text,
            withPartner(
              text,
              withInitial(text, withParticles(text, withSurnameAfterParticles(text, name))),
            ),
            joined,
          )
        : name,
    ),
    ...ruled,
  ];
  const names = wanted.has('PERSON') ? mailboxNames(text, identifiers, read) : read;
  const found = addressesUnderNames(text, identifiers, names);
  found.push(
    ...(wanted.has('PERSON')
      ? withLabelledNames(text, words, found, namesOverAddresses(text, found, names))
      : names),
  );
  if (wanted.has('DATE_OF_BIRTH')) found.push(...newBirthDates(text, found));
  if (!wanted.has('SOCIAL_PROFILE')) return found.sort(byStart);
  const spans = withOwnSites(text, withListedSites(text, withNamedSites(found)));
  spans.push(...nameHandles(text, spans), ...bareNamedSites(text, spans));
  return spans.sort(byStart);
}

const byStart = (a: Span, b: Span) => a.start - b.start;

/** Dates of birth in brackets after names that no found date of birth already holds. */
function newBirthDates(text: string, spans: readonly Span[]): Span[] {
  return birthDatesAfterNames(text, spans).filter(
    (birth) =>
      !spans.some(
        (span) =>
          span.entity_type === 'DATE_OF_BIRTH' &&
          span.start <= birth.start &&
          birth.end <= span.end,
      ),
  );
}

/**
 * The names plus those a form label names ("Navn" over "Jakob"), unless a span at least as sure
 * already holds one; a label is surer than the tagger's doubt about the same words, so a name
 * the tagger scored lower in the same place gives way. A value with a legal form is a company's.
 */
export function withLabelledNames(
  text: string,
  words: readonly PositionedWord[] | undefined,
  identifiers: readonly Span[],
  names: readonly Span[],
): Span[] {
  const sureOf = (name: Span) => (span: Span) =>
    span.start <= name.start && name.end <= span.end && span.score >= name.score;
  // A label that asks for a name ("Etternavn og fornavn", "Full name") says the value is a
  // person's, whatever kind of name the tagger took it for; a role ("Kunde", "Bill to") does not.
  const asksForName = (name: Span) =>
    fieldKindOf(name.basis?.label ?? '', { roles: false }) === 'name';
  const outranks = (name: Span) => (span: Span) =>
    sureOf(name)(span) && (span.entity_type === 'PERSON' || !asksForName(name));
  const labelled = recognizeLabelledNames(text, words)
    .filter((name) => !identifiers.some(sureOf(name)) && !names.some(outranks(name)))
    .map((name) => (namesCompany(name.text) ? { ...name, entity_type: 'ORGANIZATION' } : name));
  const sameRange = (a: Span, b: Span) => a.start === b.start && a.end === b.end;
  const gives = (name: Span, other: Span) =>
    sameRange(name, other) && (name.entity_type === 'PERSON' || asksForName(other));
  return [...names.filter((name) => !labelled.some((other) => gives(name, other))), ...labelled];
}

/** Names written surname first, else with the surname in capitals after a name or an initial. */
function nameForms(text: string): Span[] {
  const inverted = [
    ...findInvertedNames(text),
    ...findNaturalPersons(text),
    ...findSoleTraders(text),
    ...findSlavicNames(text),
    ...findCjkHeadNames(text),
    ...findKanaReadings(text),
  ];
  const capitals = [...findCapitalSurnames(text), ...findInitialSurnames(text)].filter(
    (name) => !overlapsAny(name, inverted),
  );
  return [...inverted, ...capitals];
}

/**
 * A name inside an identifier's range ("Storgata 5, 0150 Oslo") is already covered; but a
 * person an address is in care of ("famoser GmbH⏎c/o Florian Moser⏎Ochsengasse 66") is named
 * apart, since the address may be a company's and the person is still a person.
 */
function dropCovered(text: string, names: readonly Span[], identifiers: readonly Span[]): Span[] {
  return names.filter(
    (name) =>
      isInCareOf(text, name) ||
      !identifiers.some((span) => span.start <= name.start && name.end <= span.end),
  );
}

const CARE_OF = /(?:^|[\s,])c\/o[ \t\u00a0]+$/iu;

function isInCareOf(text: string, name: Span): boolean {
  return (
    name.entity_type === 'PERSON' &&
    CARE_OF.test(text.slice(Math.max(0, name.start - 8), name.start))
  );
}
