/**
 * Scores detection on the laid-out documents: form values by label (exact span and type, recall
 * and precision over the spans inside field values), whole addresses per country, phones in
 * contact blocks, look-alikes taken for phones, and whose contact data a block's values were
 * typed as. Each group keeps the values it missed, to show what failed.
 */
import type { Span } from '../../src/span';
import type { GoldValue, LayoutDocument } from './model';

export type Detected = { document: LayoutDocument; spans: Span[] };

/** A value that failed: what the page printed, what was expected and what was found there. */
export type Failure = { where: string; text: string; expected: string; found: string };

/** Hits of a group and the values it missed. */
export type Tally = { hits: number; total: number; failures: Failure[] };

const FAMILIES: Record<string, string[]> = {
  address: ['ADDRESS', 'NO_ADDRESS', 'ORGANIZATION_ADDRESS'],
  phone: ['PHONE_NUMBER', 'NO_PHONE_NUMBER', 'ORGANIZATION_PHONE'],
  email: ['EMAIL_ADDRESS', 'ORGANIZATION_EMAIL'],
  account: ['IBAN_CODE', 'NO_BANK_ACCOUNT', 'ORGANIZATION_ACCOUNT'],
};
/** Types that differ only by country: Norway's own and every other country's. */
const COUNTRY_TWINS = [
  ['ADDRESS', 'NO_ADDRESS'],
  ['PHONE_NUMBER', 'NO_PHONE_NUMBER'],
];

const sameType = (expected: string, found: string) =>
  expected === found ||
  COUNTRY_TWINS.some((twins) => twins.includes(expected) && twins.includes(found));

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

const describe = (spans: readonly Span[]) =>
  spans.length === 0
    ? 'nothing'
    : spans.map((span) => `${span.entity_type} ${JSON.stringify(span.text)}`).join(', ');

const whereOf = (document: LayoutDocument, value: GoldValue) =>
  `${document.language} ${document.kind} ${document.layout}, ${value.role}${value.owner ? ` of ${value.owner}` : ''}`;

function tally(
  groups: Map<string, Tally>,
  key: string,
  isHit: boolean,
  failure: () => Failure,
): void {
  const group = groups.get(key) ?? { hits: 0, total: 0, failures: [] };
  group.total++;
  if (isHit) group.hits++;
  else group.failures.push(failure());
  groups.set(key, group);
}

export type FormScores = {
  recall: Map<string, Tally>;
  /** Spans inside field values: hits are exact matches of a value's span and type. */
  precision: Map<string, Tally>;
};

/** Form values by label: recall per field kind, naming and language, and precision. */
export function scoreForms(detected: readonly Detected[]): FormScores {
  const recall = new Map<string, Tally>();
  const precision = new Map<string, Tally>();
  for (const { document, spans } of detected) {
    const values = document.gold.filter((value) => value.kind === 'field');
    for (const value of values) {
      const isHit = spans.some(
        (span) =>
          span.start === value.start &&
          span.end === value.end &&
          sameType(value.type, span.entity_type),
      );
      const field = document.fields.find((one) => one.start === value.start);
      const failure = () => ({
        where: `${document.language} form ${document.layout}: ${value.field} named by ${value.naming} (label ${JSON.stringify(value.label)}, name ${JSON.stringify(field?.name)}${field?.tooltip ? `, tooltip ${JSON.stringify(field.tooltip)}` : ''})`,
        text: value.text,
        expected: value.type,
        found: describe(spans.filter((span) => overlaps(span, value))),
      });
      for (const key of [
        'all',
        `kind ${value.field}`,
        `naming ${value.naming}`,
        `language ${document.language}`,
      ])
        tally(recall, key, isHit, failure);
    }
    for (const span of spans) {
      const field = document.fields.find((one) => overlaps(one, span));
      if (!field) continue;
      const isHit = values.some(
        (value) =>
          span.start === value.start &&
          span.end === value.end &&
          sameType(value.type, span.entity_type),
      );
      const value = values.find((one) => overlaps(one, span));
      const failure = () => ({
        where: `${document.language} form ${document.layout}: ${field.kind} field ${JSON.stringify(field.name)}${field.tooltip ? ` (tooltip ${JSON.stringify(field.tooltip)})` : ''}`,
        text: span.text,
        expected: value ? `${value.type} ${JSON.stringify(value.text)}` : 'nothing',
        found: `${span.entity_type}`,
      });
      const kind =
        field.kind === 'checkbox' ? 'check boxes' : value ? `kind ${value.field}` : 'other fields';
      for (const key of ['all', kind, `language ${document.language}`])
        tally(precision, key, isHit, failure);
    }
  }
  return { recall, precision };
}

/** Whole values of a kind (address, phone) found exactly with a type of their family, by group. */
export function scoreValues(
  detected: readonly Detected[],
  kind: 'address' | 'phone',
  groupsOf: (value: GoldValue) => string[],
): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  const family = FAMILIES[kind]!;
  for (const { document, spans } of detected) {
    for (const value of document.gold.filter((one) => one.kind === kind)) {
      const isHit = spans.some(
        (span) =>
          span.start === value.start && span.end === value.end && family.includes(span.entity_type),
      );
      const failure = () => ({
        where: whereOf(document, value),
        text: value.text,
        expected: value.type,
        found: describe(spans.filter((span) => overlaps(span, value))),
      });
      for (const key of groupsOf(value)) tally(groups, key, isHit, failure);
    }
  }
  return groups;
}

/** Addresses whose every character lies in an address span (whole, if not exactly). */
export function coveredAddresses(detected: readonly Detected[]): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  for (const { document, spans } of detected) {
    const addresses = spans.filter((span) => FAMILIES.address!.includes(span.entity_type));
    for (const value of document.gold.filter((one) => one.kind === 'address')) {
      let isCovered = true;
      for (let at = value.start; at < value.end && isCovered; at++) {
        if (/\s/.test(document.text[at]!)) continue;
        isCovered = addresses.some((span) => span.start <= at && at < span.end);
      }
      const failure = () => ({
        where: whereOf(document, value),
        text: value.text,
        expected: value.type,
        found: describe(addresses.filter((span) => overlaps(span, value))),
      });
      for (const key of [value.country!, 'all']) tally(groups, key, isCovered, failure);
    }
  }
  return groups;
}

/** Look-alikes (dates, sums, postcodes, ids) overlapped by a phone span; a hit is one NOT taken. */
export function scoreDecoys(detected: readonly Detected[]): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  for (const { document, spans } of detected) {
    const phones = spans.filter((span) => FAMILIES.phone!.includes(span.entity_type));
    for (const decoy of document.decoys) {
      const taken = phones.filter((phone) => overlaps(phone, decoy));
      tally(groups, decoy.kind, taken.length === 0, () => ({
        where: `${document.language} ${document.kind} ${document.layout}`,
        text: decoy.text,
        expected: 'no phone',
        found: describe(taken),
      }));
    }
  }
  return groups;
}

/** A customer's blocks: a company there holds its data as any organisation (decision 0083). */
const CUSTOMER_ROLES = new Set(['recipient', 'buyer']);

/** Roles whose values count in the headline shares (a payment line is not a block). */
const INFO_ROLES = new Set(['payment']);

/**
 * Whose a block's contact values were typed as, among values found at all (any span of the
 * value's family over it): organisations' typed ORGANIZATION_*, persons' not. Keys are
 * "<group>|<role>|<language>"; group is organisation, person, company customer or payment line.
 */
export function scoreHolders(detected: readonly Detected[]): {
  shares: Map<string, Tally>;
  missed: Map<string, number>;
} {
  const shares = new Map<string, Tally>();
  const missed = new Map<string, number>();
  for (const { document, spans } of detected) {
    for (const value of document.gold) {
      const family = FAMILIES[value.kind];
      if (!family || !value.holder) continue;
      const group = INFO_ROLES.has(value.role)
        ? 'payment line'
        : value.party === 'company' && CUSTOMER_ROLES.has(value.role)
          ? 'company customer'
          : value.holder === 'organisation'
            ? 'organisation'
            : 'person';
      const over = spans.filter(
        (span) => family.includes(span.entity_type) && overlaps(span, value),
      );
      if (over.length === 0) {
        missed.set(group, (missed.get(group) ?? 0) + 1);
        continue;
      }
      const isOrganisation = over.some((span) => span.entity_type.startsWith('ORGANIZATION_'));
      const isHit = value.holder === 'organisation' ? isOrganisation : !isOrganisation;
      const failure = () => ({
        where: whereOf(document, value),
        text: value.text,
        expected: value.type,
        found: describe(over),
      });
      for (const key of [
        `${group}|all|all`,
        `${group}|${value.role}|all`,
        `${group}|${value.role}|${document.language}`,
        `${group}|all|${document.language}`,
      ]) {
        tally(shares, key, isHit, failure);
      }
    }
  }
  return { shares, missed };
}
