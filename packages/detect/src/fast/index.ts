import type { PositionedWord, Span } from '../span';
import { addressRecognizer } from './address.recognizer';
import { bankAccountRecognizer } from './bank-account.recognizer';
import { brazilAddressRecognizer } from './brazil-address.recognizer';
import { enhanceScore } from './context-enhancer';
import { codiceFiscaleRecognizer } from './codice-fiscale.recognizer';
import { creditCardRecognizer } from './credit-card.recognizer';
import { maskedCardRecognizer } from './masked-card.recognizer';
import { cpfRecognizer } from './cpf.recognizer';
import { cuitRecognizer } from './cuit.recognizer';
import { cryptoRecognizer } from './crypto.recognizer';
import { dateTimeRecognizer } from './date-time.recognizer';
import { dufNumberRecognizer } from './duf-number.recognizer';
import { emailRecognizer } from './email.recognizer';
import { fodselsnummerRecognizer } from './fodselsnummer.recognizer';
import { foreignAddressRecognizer } from './foreign-address.recognizer';
import { ibanRecognizer } from './iban.recognizer';
import { internationalPhoneRecognizer } from './international-phone.recognizer';
import { ipAddressRecognizer } from './ip-address.recognizer';
import { japaneseAddressRecognizer } from './japanese-address.recognizer';
import { cjkAddressRecognizer } from './cjk-address.recognizer';
import { cyrillicAddressRecognizer } from './cyrillic-address.recognizer';
import { socialProfileRecognizer } from './social-profile.recognizer';
import { kidRecognizer } from './kid.recognizer';
import { LABELLED_TYPES, NAME_LABELS } from './labelled-types';
import { labelledValueRecognizer } from './labelled-values';
import { licensePlateRecognizer } from './license-plate.recognizer';
import { maskedBirthIdRecognizer } from './masked-birth-id.recognizer';
import { medicalLicenseRecognizer } from './medical-license.recognizer';
import { organizationNumberRecognizer } from './organization-number.recognizer';
import { phoneRecognizer } from './phone.recognizer';
import type { Candidate, Recognizer } from './recognizer';
import { createScanInput } from './recognizer';
import { resolveOverlaps } from './resolve-overlaps';
import { urlRecognizer } from './url.recognizer';
import { usernameRecognizer } from './username.recognizer';
import { usSsnRecognizer } from './us-ssn.recognizer';
import { vehicleIdRecognizer } from './vehicle-id.recognizer';
import { writtenIdsRecognizer } from './written-ids.recognizer';

const RECOGNIZERS: readonly Recognizer[] = [
  fodselsnummerRecognizer,
  codiceFiscaleRecognizer,
  cuitRecognizer,
  cpfRecognizer,
  writtenIdsRecognizer,
  usSsnRecognizer,
  maskedBirthIdRecognizer,
  bankAccountRecognizer,
  ibanRecognizer,
  creditCardRecognizer,
  maskedCardRecognizer,
  organizationNumberRecognizer,
  kidRecognizer,
  dufNumberRecognizer,
  ipAddressRecognizer,
  cryptoRecognizer,
  phoneRecognizer,
  internationalPhoneRecognizer,
  addressRecognizer,
  foreignAddressRecognizer,
  brazilAddressRecognizer,
  japaneseAddressRecognizer,
  cjkAddressRecognizer,
  cyrillicAddressRecognizer,
  licensePlateRecognizer,
  dateTimeRecognizer,
  emailRecognizer,
  // Before URL: a profile's address is found as both, and of equal scores the first gives the type.
  socialProfileRecognizer,
  urlRecognizer,
  medicalLicenseRecognizer,
  vehicleIdRecognizer,
  usernameRecognizer,
  ...LABELLED_TYPES.map(labelledValueRecognizer),
];

/** The entity types the fast engine's rules can produce. */
export const FAST_RULE_TYPES: readonly string[] = [
  ...new Set(RECOGNIZERS.map((recognizer) => recognizer.entity)),
];

/** Scores are kept to two decimals so that 0.6 + 0.35 reads 0.95, not 0.9499999. */
function roundScore(score: number): number {
  return Math.round(score * 100) / 100;
}

/**
 * Finds identifiers of the requested types with rules, checksums and context words. Only the
 * recognizers of requested types run; a finding inside another of higher or equal score is
 * dropped, and of equal ranges the higher score gives the label. Partial overlaps are all kept.
 * `words` (the page's words with boxes) let labelled values be read from a form's layout.
 */
export function recognizeIdentifiers(
  text: string,
  entities: ReadonlySet<string>,
  words?: readonly PositionedWord[],
): Span[] {
  const wanted = RECOGNIZERS.filter((recognizer) => entities.has(recognizer.entity));
  if (wanted.length === 0 || text.length === 0) return [];
  const input = createScanInput(text, words);
  const candidates: Span[] = [];
  for (const recognizer of wanted) {
    for (const candidate of recognizer.find(input)) {
      // A number whose check fails stays a suggestion with its reason, whatever its label says.
      const hasContext =
        !candidate.basis?.doubt && input.hasContext(candidate.start, recognizer.context);
      const score = roundScore(enhanceScore(candidate.score, hasContext));
      candidates.push(fastSpan(text, candidate, recognizer.entity, score));
    }
  }
  return resolveOverlaps(withoutDatesOfBirthAsDates(candidates));
}

/**
 * A date a label names as someone's birth is a date of birth, however sure the plain date's
 * context words make it ("Date of birth: 12.12.2018" is no DATE_TIME when all types are asked).
 */
function withoutDatesOfBirthAsDates(candidates: readonly Span[]): readonly Span[] {
  const births = candidates.filter((span) => span.entity_type === 'DATE_OF_BIRTH');
  if (births.length === 0) return candidates;
  return candidates.filter(
    (span) =>
      span.entity_type !== 'DATE_TIME' ||
      !births.some((birth) => birth.start === span.start && birth.end === span.end),
  );
}

const nameRecognizer = labelledValueRecognizer(NAME_LABELS);

/**
 * Names a label names ("Navn: Kari Nordmann", a value under "Family name"), as PERSON spans: the
 * tagger's complement for forms, where a name stands without the sentence that tells it is one.
 */
export function recognizeLabelledNames(text: string, words?: readonly PositionedWord[]): Span[] {
  return nameRecognizer
    .find(createScanInput(text, words))
    .map((candidate) => fastSpan(text, candidate, 'PERSON', candidate.score));
}

/** A recognizer's candidate as a span of the fast engine. */
function fastSpan(
  text: string,
  { start, end, basis }: Candidate,
  entity_type: string,
  score: number,
): Span {
  const span: Span = {
    start,
    end,
    text: text.slice(start, end),
    entity_type,
    score,
    engine: 'fast',
  };
  return basis ? { ...span, basis } : span;
}
