import { isGivenName } from '../ner/given-names';
import type { BlockRole, Holder, Span } from '../span';
import { cueAt, organisationEvidence, type OrganisationEvidence } from './block-cues';
import type { Block, Segment } from './page-blocks';

/** A block of the page, with the role its place and cue words give it and whose it is. */
export type RoledBlock = Block & {
  text: string;
  role?: BlockRole;
  holder?: Holder;
  evidence: OrganisationEvidence;
  /** It stands in a table of people's rows (see tableArea): its place gives it no role. */
  inTable?: boolean;
  /** A form's box label names its holder as an organisation ("Employer’s name, address"). */
  ownerLabelled?: boolean;
  /** A recipient's or buyer's block headed by a company's name: the customer is a company. */
  company?: boolean;
};

/** The issuer's roles: what the sender, seller or issuing body prints about itself. */
export const ISSUER_ROLES: ReadonlySet<BlockRole> = new Set([
  'letterhead',
  'sender',
  'seller',
  'footer',
  'signature',
]);

/** A block with its text and what it prints about its holder. */
export function roled(block: Block, role?: BlockRole): RoledBlock {
  const text = block.segments.map((segment) => segment.text).join('\n');
  return { ...block, text, evidence: organisationEvidence(text), ...(role ? { role } : {}) };
}

/** The box around some segments. */
export function boundsOf(segments: readonly Segment[]) {
  return {
    x0: Math.min(...segments.map((segment) => segment.x0)),
    y0: Math.min(...segments.map((segment) => segment.y0)),
    x1: Math.max(...segments.map((segment) => segment.x1)),
    y1: Math.max(...segments.map((segment) => segment.y1)),
  };
}

/** How far two ranges overlap (negative: the gap between them). */
export const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.min(a1, b1) - Math.max(a0, b0);

/** Anything an organisation prints about itself, a legal form included. */
export const hasEvidence = (evidence: OrganisationEvidence) =>
  evidence.companyForm || hasIssuerEvidence(evidence);

/**
 * What only the issuer prints about itself: a registration, a public body's name, a mailbox, a
 * switchboard. A legal form alone is not enough: a customer is often a company too.
 */
export const hasIssuerEvidence = (evidence: OrganisationEvidence) =>
  evidence.registration || evidence.publicBody || evidence.weak;

/** A block of more or longer lines than these is running text, not a contact block. */
const MAX_CONTACT_LINES = 10;
const MAX_CONTACT_LINE_CHARS = 160;

/** A line of running text: seven words or more, most of them in lower case. */
function isSentence(line: string): boolean {
  const lineWords = line.split(/\s+/).filter(Boolean);
  return lineWords.length >= 7 && lineWords.filter((word) => /^\p{Ll}/u.test(word)).length >= 4;
}

/** Few, short lines that are not sentences: an address, a letterhead, a footer. */
export function isContactBlock(block: Block): boolean {
  const lines = block.segments.map((segment) => segment.text);
  return (
    lines.length <= MAX_CONTACT_LINES &&
    lines.every((line) => line.length <= MAX_CONTACT_LINE_CHARS) &&
    lines.filter(isSentence).length * 3 <= lines.length
  );
}

/** A person's name this sure on a block's first line makes the block a person's. */
const PERSON_SCORE = 0.7;

/** A block's first line after its cue word: the name of whoever holds the block. */
export function nameLine(block: RoledBlock): Segment | undefined {
  return block.segments.find((segment) => !cueAt(segment.text)?.alone);
}

/** Whether the block's first line (after a cue) is a person's name found with confidence. */
export function startsWithPerson(
  block: RoledBlock,
  spans: readonly Span[],
  minimum = PERSON_SCORE,
): boolean {
  const first = nameLine(block);
  return !!first && isPersonLine(first, spans, minimum);
}

/** Whether a person's name found with confidence fills most of a line. */
export function isPersonLine(
  line: { start: number; end: number },
  spans: readonly Span[],
  minimum = PERSON_SCORE,
): boolean {
  return spans.some(
    (span) =>
      span.entity_type === 'PERSON' &&
      span.score >= minimum &&
      span.start >= line.start &&
      span.end <= line.end &&
      span.end - span.start >= 0.6 * (line.end - line.start),
  );
}

/**
 * Whether the block's first line is a person's full name: a known given name and a surname
 * ("Max Mustermann"), as a sole trader heads their own letterhead.
 */
export function startsWithFullName(block: RoledBlock, spans: readonly Span[]): boolean {
  const first = nameLine(block);
  if (!first || !startsWithPerson(block, spans)) return false;
  const words = first.text.trim().split(/[ \u00a0]+/u);
  return words.length >= 2 && words.length <= 4 && isGivenName(words[0]!);
}

/**
 * Whether a block that prints nothing of an organisation stands right under a person's name
 * that is a block of its own — a CV's or a letter's heading, the name set larger, its phone and
 * mailbox in the line under it — so it is that person's.
 */
export function underPersonName(
  block: RoledBlock,
  blocks: readonly RoledBlock[],
  spans: readonly Span[],
): boolean {
  const height = block.segments[0]!.height;
  return blocks.some(
    (other) =>
      other !== block &&
      other.segments.length <= 2 &&
      other.y1 <= block.y0 + 0.3 * height &&
      block.y0 - other.y1 <= 2.5 * height &&
      overlap(other.x0, other.x1, block.x0, block.x1) > 0 &&
      !hasEvidence(other.evidence) &&
      startsWithPerson(other, spans),
  );
}

/** Numbers only a person has: a national identity number, validated. */
const PERSONS_NUMBERS: ReadonlySet<string> = new Set(['NO_FODSELSNUMMER']);
const PERSONS_NUMBER_SCORE = 0.85;

/**
 * Whether a block prints a person's national identity number ("RAUS ERT⏎30063104414⏎ADALSVEIEN
 * 11, 3185 SKOPPUM" under an agency's form title): no organisation has one, so the block is the
 * person's, unless it also prints an organisation's registration or legal form.
 */
export function holdsPersonsNumber(block: RoledBlock, spans: readonly Span[]): boolean {
  // A registration or a legal form beside it ("Organisasjonsnummer 974 760 673, se
  // www.brreg.no" in the same lines) still says an organisation prints there too.
  if (block.evidence.registration || block.evidence.companyForm) return false;
  return spans.some(
    (span) =>
      PERSONS_NUMBERS.has(span.entity_type) &&
      span.score >= PERSONS_NUMBER_SCORE &&
      block.segments.some((segment) => segment.start <= span.start && span.end <= segment.end),
  );
}
