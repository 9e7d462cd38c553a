/**
 * The parties a document names — a company, a public body or a private person — with their
 * contact data, and the pieces that print it with the type each value should get: an
 * organisation's own data in its own blocks is ORGANIZATION_*, a person's stays personal, and a
 * company that is the customer holds its data as any organisation does (decision 0083: its block
 * is headed by its name with its legal form; decision 0050 had kept it plain).
 */
import { pick, type Random } from '../identifiers';
import { addressOf, type Address } from './addresses';
import { accountOf, registrationOf, type Typed } from './ids';
import { gold, decoy, type Piece } from './lay-out';
import type { Country, GoldMeta, Holder, PartyKind, ValueKind } from './model';
import { companyOf, personOf, publicBodyOf, type Organisation, type Person } from './people';
import { phoneOf, type Phone } from './phones';

export type Party = {
  kind: PartyKind;
  country: Country;
  /** The block's first line: the organisation's or the person's name. */
  name: string;
  /** The person (a private party) or the organisation's contact person. */
  person: Person;
  organisation?: Organisation;
  address: Address;
  phone: Phone;
  mobile: Phone;
  fax: Phone;
  email: string;
  web?: string;
  registration: string[];
  account: Typed;
};

/** A party of a kind from a country, with everything its blocks may print. */
export function partyOf(random: Random, kind: PartyKind, country: Country): Party {
  const person = personOf(random, country);
  const organisation =
    kind === 'company'
      ? companyOf(random, country)
      : kind === 'public'
        ? publicBodyOf(random, country)
        : undefined;
  return {
    kind,
    country,
    name: organisation?.name ?? person.name,
    person,
    ...(organisation ? { organisation } : {}),
    address: addressOf(random, country, kind !== 'person'),
    phone: phoneOf(random, country, { isOrganisation: kind !== 'person' }),
    mobile: phoneOf(random, country, { extensionShare: 0 }),
    fax: phoneOf(random, country, { extensionShare: 0, isOrganisation: kind !== 'person' }),
    email: organisation?.mailbox ?? person.email,
    ...(organisation ? { web: organisation.web } : {}),
    registration: kind === 'person' ? [] : registrationOf(random, country),
    account: accountOf(random, country),
  };
}

/** Whose a party's data is: a person's, or an organisation's wherever it stands. */
export function holderOf(party: Party): Holder {
  return party.kind === 'person' ? 'person' : 'organisation';
}

const ORGANISATION_TYPES: Record<ValueKind, string> = {
  address: 'ORGANIZATION_ADDRESS',
  phone: 'ORGANIZATION_PHONE',
  email: 'ORGANIZATION_EMAIL',
  account: 'ORGANIZATION_ACCOUNT',
  name: 'PERSON',
  field: '',
};

/** What a party's value of a kind should be found as, in a block with a role. */
export function metaOf(
  party: Party,
  kind: ValueKind,
  role: string,
  extra: Partial<GoldMeta> = {},
): GoldMeta {
  const holder = holderOf(party);
  const plain =
    kind === 'address'
      ? party.country === 'NO'
        ? 'NO_ADDRESS'
        : 'ADDRESS'
      : kind === 'email'
        ? 'EMAIL_ADDRESS'
        : kind === 'account'
          ? party.account.type
          : kind === 'phone'
            ? party.phone.type
            : 'PERSON';
  const type = holder === 'organisation' ? ORGANISATION_TYPES[kind] : plain;
  return {
    kind,
    type,
    role,
    holder,
    party: party.kind,
    owner: party.name,
    country: party.country,
    ...extra,
  };
}

/** The postcode line with its postcode marked as a look-alike phones must not take. */
function withPostcode(line: string, postcode: string): Piece[] {
  const at = line.indexOf(postcode);
  if (at < 0) return [line];
  return [line.slice(0, at), decoy(postcode, 'postcode'), line.slice(at + postcode.length)];
}

/** An address as a block of lines, one gold span from its first line to its last. */
export function addressLines(address: Address, meta: GoldMeta, countryLine?: string): Piece[][] {
  const lines = countryLine ? [...address.lines, countryLine] : address.lines;
  return lines.map((line, index) => {
    const pieces = withPostcode(line, address.postcode);
    return [
      ...(index === 0 ? [{ open: meta }] : []),
      ...pieces,
      ...(index === lines.length - 1 ? [{ close: true } as const] : []),
    ];
  });
}

/** An address on one line, its parts joined by `separator` ("Storgata 5, 0150 Oslo"). */
export function addressLine(address: Address, meta: GoldMeta, separator = ', '): Piece[] {
  const pieces: Piece[] = [{ open: meta }];
  address.lines.forEach((line, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(...withPostcode(line, address.postcode));
  });
  pieces.push({ close: true });
  return pieces;
}

/** A party's phone (or mobile, or fax) as a gold piece. */
export function phonePiece(party: Party, which: 'phone' | 'mobile' | 'fax', meta: GoldMeta): Piece {
  const phone = party[which];
  return gold(phone.text, {
    ...meta,
    type: meta.holder === 'organisation' ? 'ORGANIZATION_PHONE' : phone.type,
    phone: phone.kind,
  });
}

/** The label an account prints under: an IBAN is called one. */
export function accountLabel(random: Random, labels: readonly string[], account: Typed): string {
  const label = pick(random, labels);
  return account.type === 'IBAN_CODE' && !/IBAN/.test(label) ? 'IBAN' : label;
}

/** The registration lines as look-alike ids (organisation, VAT, trade register numbers). */
export function registrationPieces(party: Party): Piece[][] {
  return party.registration.map((line) => {
    const match = /^(.*?)([A-Z]{0,2}[\d][\d\s./-]*[\dA-Z]*)(\s*MVA)?$/.exec(line);
    if (!match) return [line];
    return [match[1]!, decoy(match[2]!.trim(), 'id'), match[3] ?? ''];
  });
}

/** The town of an address's postcode line ("0150 OSLO" → "OSLO", "Leeds LS6 3AB" → "Leeds"). */
export function townOf(address: Address): string {
  const line = address.lines.find((one) => one.includes(address.postcode)) ?? '';
  const town = line
    .replace(address.postcode, '')
    // "Chicago, IL", "Noida, Uttar Pradesh": the town is before the comma.
    .replace(/,.*$/, '')
    .replace(/[–-]/g, ' ')
    .replace(/\([A-Z]{2}\)/, '')
    .trim()
    .replace(/\s+[A-Z]{2}$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (town !== '') return town;
  const index = address.lines.indexOf(line);
  return address.lines[index - 1] ?? '';
}

/** The street line of an address: the first with a number that is not the postcode line. */
export function streetOf(address: Address): string {
  return (
    address.lines.find((line) => /\d/.test(line) && !line.includes(address.postcode)) ??
    address.lines[0]!
  );
}
