import type { Span } from '../span';
import { cueAt, hasCompanyForm, ORGANISATION_MAILBOX } from './block-cues';
import { ORGANISATION_TYPES, PERSONAL_MAILBOX } from './organisation-types';
import { isGivenName } from '../ner/given-names';
import { nameLine, overlap, type RoledBlock } from './roled-block';

/**
 * The spans with what their block says: the block's role and holder as the span's basis, and an
 * organisation's contact data typed as the organisation's (`ORGANIZATION_ADDRESS`, …). A
 * person's name stays a person's wherever it stands (a caseworker signing for an agency); the
 * first line of an organisation's block is the organisation's name when it ends in a legal form.
 */
export function typeByHolder(spans: readonly Span[], blocks: readonly RoledBlock[]): Span[] {
  if (blocks.every((block) => !block.role)) return [...spans];
  const companies = companyWords(blocks);
  const surnames = personSurnames(spans, companies);
  return spans
    .filter((span) => !inCue(blocks, span))
    .map((span) => {
      // The block of the span's end: an address is its postcode line's, whatever line above
      // a recognizer took with it.
      const block = blocks.find((one) => one.role && inBlock(one, span.end - 1));
      if (!block) return span;
      const basis = {
        ...span.basis,
        block: block.role,
        ...(block.holder ? { holder: block.holder } : {}),
      };
      // A web address in a person's own block is their site (a CV's head, a private sender's).
      if (block.holder === 'person' && span.entity_type === 'URL') {
        return { ...span, entity_type: 'SOCIAL_PROFILE', basis };
      }
      if (block.holder !== 'organisation') return { ...span, basis };
      // An organisation prints its own account and phone whole for people to use; a value
      // masked but for a few digits is its customer's ("DE54 5004 **** **** **** 00").
      if (MASKED.test(span.text))
        return { ...span, basis: { ...basis, holder: 'person' as const } };
      if (isContactPersons(span, block, spans, companies)) return { ...span, basis };
      if (isOnPersonsCard(span, block, blocks, spans)) return { ...span, basis };
      return { ...span, entity_type: organisationType(span, block, surnames), basis };
    });
}

/** Three masking characters or more in a row (not a BIC's "XXX" branch): a value shown in part. */
const MASKED = /[*•]{3}|(?<![\p{L}])(?:X{3,}|x{3,})(?![\p{L}])/u;

/** A full name this sure in a seller's block is its contact person. */
const CONTACT_SCORE = 0.7;
const DIRECT_LINES = new Set(['PHONE_NUMBER', 'NO_PHONE_NUMBER', 'EMAIL_ADDRESS']);

/**
 * Whether a phone or mailbox in a seller's block follows the contact person it names
 * ("Ansprechpartner: Max Mustermann", then "Telefon:" and "E-Mail:"): their direct line, as an
 * e-invoice's seller contact holds it, not the company's. A "name" whose words name the company
 * ("Lenze Benelux" beside "Lenze B.V.") is no contact person.
 */
function isContactPersons(
  span: Span,
  block: RoledBlock,
  spans: readonly Span[],
  companies: ReadonlySet<string>,
): boolean {
  if (block.role !== 'seller' || !DIRECT_LINES.has(span.entity_type)) return false;
  return spans.some((name) => {
    if (name.entity_type !== 'PERSON' || name.score < CONTACT_SCORE) return false;
    const parts = name.text
      .toLocaleLowerCase('nb')
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    return (
      parts.length >= 2 &&
      !parts.some((part) => companies.has(part)) &&
      name.end <= span.start &&
      inBlock(block, name.start)
    );
  });
}

const PHONES = new Set(['PHONE_NUMBER', 'NO_PHONE_NUMBER']);

/**
 * Whether a phone stands in a block, or a block of the same role on its row, whose mailbox is
 * a named person's own ("Contact", "Freya De Schamphelaere", "freya.deschamphelaere@…", "+32
 * (0)471 48 34 52" in a footer's columns): that person's card in the organisation's block, and
 * the phone their direct line. The mailbox's name holds the person's given name and surname.
 */
function isOnPersonsCard(
  span: Span,
  block: RoledBlock,
  blocks: readonly RoledBlock[],
  spans: readonly Span[],
): boolean {
  if (!PHONES.has(span.entity_type)) return false;
  const row = blocks.filter(
    (other) =>
      other === block ||
      (other.role === block.role && overlap(other.y0, other.y1, block.y0, block.y1) > 0),
  );
  const inRow = (at: number) => row.some((other) => inBlock(other, at));
  const names = spans
    .filter((name) => name.entity_type === 'PERSON' && name.score >= CONTACT_SCORE)
    .filter((name) => inRow(name.start))
    .map((name) =>
      name.text
        .toLocaleLowerCase('nb')
        .split(/[^\p{L}]+/u)
        .filter(Boolean),
    )
    .filter((parts) => parts.length >= 2 && isGivenName(parts[0]!));
  return spans.some((mail) => {
    if (mail.entity_type !== 'EMAIL_ADDRESS' || !inRow(mail.start)) return false;
    const local = mail.text.toLocaleLowerCase('nb').split('@')[0]!;
    return names.some((parts) => local.includes(parts[0]!) && local.includes(parts.at(-1)!));
  });
}

function organisationType(span: Span, block: RoledBlock, surnames: readonly string[]): string {
  const type = ORGANISATION_TYPES[span.entity_type];
  if (type === 'ORGANIZATION_EMAIL') {
    const address = span.text.toLocaleLowerCase('nb');
    const isPersons =
      (PERSONAL_MAILBOX.test(span.text) && !ORGANISATION_MAILBOX.test(span.text)) ||
      surnames.some((surname) => address.includes(surname));
    return isPersons ? span.entity_type : type;
  }
  if (type) return type;
  if (span.entity_type === 'PERSON' && isNameLine(block, span)) return 'ORGANIZATION';
  return span.entity_type;
}

/** A person's surname this sure names their own mailbox: "info@martin-thoma.de" is Martin Thoma's. */
const SURNAME_SCORE = 0.7;

/** The surnames that make a mailbox on their domain a person's own (see personSurnames). */
export function mailboxSurnames(spans: readonly Span[], blocks: readonly RoledBlock[]): string[] {
  return personSurnames(spans, companyWords(blocks));
}

/**
 * The surnames (four letters or more) of the confident full names on the page, in lower case;
 * not one that names a company on the page ("Hetzner" of "Hetzner Online GmbH", whose founder
 * "Martin Hetzner" the footer names): its mailbox is the company's.
 */
function personSurnames(spans: readonly Span[], companies: ReadonlySet<string>): string[] {
  return (
    spans
      .filter((span) => span.entity_type === 'PERSON' && span.score >= SURNAME_SCORE)
      .map((span) => span.text.split(/\s+/))
      // A given name and a surname: a word the tagger took alone may be a company's ("Lenze").
      .filter((parts) => parts.length >= 2)
      .map((parts) => parts.at(-1)!.toLocaleLowerCase('nb'))
      .filter((surname) => /^\p{L}{4,}$/u.test(surname) && !companies.has(surname))
  );
}

/** The words, in lower case, of the lines of the page's blocks that end in a legal form. */
function companyWords(blocks: readonly RoledBlock[]): Set<string> {
  const lines = blocks.flatMap((block) => block.segments).map((segment) => segment.text);
  return new Set(
    lines
      .filter(hasCompanyForm)
      .flatMap((line) => line.toLocaleLowerCase('nb').split(/[^\p{L}]+/u))
      .filter(Boolean),
  );
}

/** Whether the span stands on the block's first line after its cue, one with a legal form. */
function isNameLine(block: RoledBlock, span: Span): boolean {
  const first = nameLine(block);
  if (!first) return false;
  return span.start >= first.start && span.end <= first.end && hasCompanyForm(first.text);
}

const TAGGED = new Set(['PERSON', 'ORGANIZATION', 'LOCATION']);

/** Whether a name the tagger found is a block's cue word ("Bill" of "Bill to:"). */
function inCue(blocks: readonly RoledBlock[], span: Span): boolean {
  if (!TAGGED.has(span.entity_type)) return false;
  return blocks.some((block) =>
    block.segments.some((segment) => {
      const cue = block.role && cueAt(segment.text);
      return cue && span.start >= segment.start && span.end <= segment.start + cue.end;
    }),
  );
}

function inBlock(block: RoledBlock, index: number): boolean {
  return block.segments.some((segment) => segment.start <= index && index < segment.end);
}
