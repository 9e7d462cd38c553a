import type { FormField, PositionedWord, Span } from '../span';
import { addressLinesOfPersonBlocks } from './address-lines';
import { namesOfPersonBlocks } from './block-names';
import { blockRoles } from './block-roles';
import {
  ORGANIZATION_REFERENCE,
  REFERENCE_TYPES,
  typeBusinessReferences,
} from './business-references';
import { companyNames } from './company-names';
import { birthDatesOfCvHolder } from './cv-birth-dates';
import { isCvPage } from './cv-page';
import { placesOfCvHolder } from './cv-places';
import { typeFormFields } from './form-fields';
import { typeByHolder } from './holders';
import { typeMentions } from './mentions';
import { typeColumns } from './table-columns';

import { foundAs, ORGANISATION_TYPES } from './organisation-types';

export { foundAs, ORGANISATION_TYPES } from './organisation-types';
export { ORGANIZATION_REFERENCE } from './business-references';

/**
 * The spans of a laid-out page with what its layout says: form field values and table cells
 * typed by what names them, each block's role and holder on the spans in it, an organisation's
 * contact data typed as the organisation's (by its block or its sentence), the name that opens a
 * person's address block, the town a CV holder's contact lines give, and company names the
 * tagger took for people.
 */
export function typeByLayout(
  text: string,
  words: readonly PositionedWord[],
  found: readonly Span[],
  page: { fields?: readonly FormField[]; pageSize?: { width: number; height: number } } = {},
): Span[] {
  const inFields = page.fields?.length ? typeFormFields(text, words, page.fields, found) : found;
  const { spans, tables } = typeColumns(text, words, inFields);
  const blocks = blockRoles(text, words, spans, page.pageSize, tables);
  const names = namesOfPersonBlocks(text, blocks, spans);
  // A name the block makes sure of replaces the tagger's doubt about the same words.
  const doubted = (span: Span) =>
    span.entity_type === 'PERSON' &&
    names.some((name) => name.start === span.start && name.end === span.end);
  const kept = spans.filter((span) => !doubted(span));
  const addresses = addressLinesOfPersonBlocks(text, blocks, [...kept, ...names]);
  const isCv = isCvPage(blocks);
  const places = placesOfCvHolder(text, blocks, [...kept, ...names, ...addresses], isCv);
  const typed = typeByHolder(
    [...withoutInside(kept, addresses), ...names, ...addresses, ...places],
    blocks,
  );
  const named = typeBusinessReferences(
    companyNames(text, birthDatesOfCvHolder(isCv, typed), blocks),
    blocks,
  );
  return sameValueSameHolder(typeMentions(text, named, blocks, isCv)).sort(
    (a, b) => a.start - b.start,
  );
}

/** The spans, less the addresses' parts that `addresses` take in whole. */
function withoutInside(spans: readonly Span[], addresses: readonly Span[]): Span[] {
  return spans.filter(
    (span) =>
      !/ADDRESS$/.test(span.entity_type) ||
      !addresses.some((address) => address.start <= span.start && span.end <= address.end),
  );
}

const compact = (text: string) => text.replace(/[\s.,-]/g, '').toLocaleLowerCase('nb');

/**
 * An address by its street line and its postcode's digits: "Musterstr. 99⏎DE 99199" is
 * "Musterstr. 99⏎99199 MUSTERHAUSEN" printed with the country and without the town.
 */
function addressKey(text: string): string | undefined {
  const [street, ...rest] = text.split('\n');
  const postcode = /\d{4,5}/.exec(rest.join(' '))?.[0];
  if (!street || !postcode || !/\d/.test(street)) return undefined;
  return `${compact(street)}|${postcode}`;
}

/**
 * A value typed as an organisation's in one place is the organisation's wherever else the page
 * prints it: the seller's account in "Please pay to DE88 2008 …" repeats its footer's, an
 * address its sender block's with or without a comma ("London, E8 1DY", "London⏎E8 1DY").
 */
function sameValueSameHolder(spans: readonly Span[]): Span[] {
  const organisations = new Map<string, string>();
  for (const span of spans) {
    if (!span.entity_type.startsWith('ORGANIZATION_')) continue;
    organisations.set(compact(span.text), span.entity_type);
    const address = addressKey(span.text);
    if (span.entity_type === 'ORGANIZATION_ADDRESS' && address)
      organisations.set(address, span.entity_type);
  }
  if (organisations.size === 0) return [...spans];
  return spans.map((span) => {
    const address = /ADDRESS$/.test(span.entity_type) ? addressKey(span.text) : undefined;
    const type =
      organisations.get(compact(span.text)) ?? (address ? organisations.get(address) : undefined);
    const isSameKind = type !== undefined && ORGANISATION_TYPES[span.entity_type] === type;
    return isSameKind
      ? { ...span, entity_type: type, basis: { ...span.basis, holder: 'organisation' as const } }
      : span;
  });
}

/**
 * What an engine looks for to answer a request: an organisation's address, phone, e-mail
 * or account is found as any address, phone, e-mail or account and typed by its block or sentence,
 * a person's web site as any web address; the names of people and organisations help tell whose
 * it is.
 */
export function typesToFind(wanted: ReadonlySet<string>): Set<string> {
  const asked = new Set(wanted);
  for (const type of wanted) for (const base of foundAs(type)) asked.add(base);
  // A person's own web address is found as any web address and typed by the block it stands in.
  if (asked.has('SOCIAL_PROFILE')) asked.add('URL');
  // A CV's holder's birth date is found as any date and typed by the page's kind.
  if (asked.has('DATE_OF_BIRTH')) asked.add('DATE_TIME');
  // An official's name is found as any name and typed by the office printed with it.
  if (asked.has('PUBLIC_OFFICIAL')) asked.add('PERSON');
  // A company customer's numbers are found as any labelled number and typed by the page's blocks.
  if (asked.has(ORGANIZATION_REFERENCE)) for (const type of REFERENCE_TYPES) asked.add(type);
  const typedByBlock = [...asked].some(
    (type) => type in ORGANISATION_TYPES || type === ORGANIZATION_REFERENCE,
  );
  if (typedByBlock) {
    asked.add('PERSON');
    asked.add('ORGANIZATION');
  }
  return asked;
}
