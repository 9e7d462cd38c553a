/**
 * What a filled form's fields hold, for one applicant: the value of each field kind and the type
 * its label gives it (a postcode under "Postnummer" is an address, an id that passes its own
 * check keeps its own type).
 */
import { pick, type Random } from '../identifiers';
import { addressOf, type Address } from './addresses';
import { between, dayOf } from './compose';
import { accountOf, nationalIdOf } from './ids';
import { grouped, type Lexicon } from './lexicon';
import type { Country, FieldKind } from './model';
import { streetOf, townOf } from './parties';
import { companyOf, personOf, type Person } from './people';
import { phoneOf } from './phones';

export type FieldValue = { value: string; type: string; country: Country };

/** A home address, not military mail: forms ask for where people live. */
function homeAddress(random: Random, country: Country): Address {
  for (;;) {
    const address = addressOf(random, country, false);
    if (!/^(PSC|Unit|USS|CMR)\b/.test(address.lines[0]!)) return address;
  }
}

/** An income as people fill it in: bare digits, grouped, or with the currency. */
function income(random: Random, lexicon: Lexicon): string {
  const value = between(random, 18, 95) * 1000 + between(random, 0, 9) * 100;
  const separator = pick(random, [' ', '.', ',', '']);
  return pick(random, [
    String(value),
    grouped(value, separator === '' ? ' ' : separator),
    lexicon.amount(random, value),
  ]);
}

/** The applicant's values, one per field kind, of the form's country. */
export function applicantValues(
  random: Random,
  lexicon: Lexicon,
  country: Country,
): Record<FieldKind, FieldValue> {
  const person: Person = personOf(random, country);
  const child = personOf(random, country);
  const address = homeAddress(random, country);
  const addressType = country === 'NO' ? 'NO_ADDRESS' : 'ADDRESS';
  const phone = phoneOf(random, country, { extensionShare: 0 });
  const id = nationalIdOf(random, country);
  const account = accountOf(random, country);
  const born = { ...dayOf(random), year: between(random, 1950, 2004) };
  const value = (text: string, type: string): FieldValue => ({ value: text, type, country });
  return {
    'given name': value(person.given, 'PERSON'),
    'family name': value(person.family, 'PERSON'),
    'full name': value(pick(random, [person.name, `${person.family}, ${person.given}`]), 'PERSON'),
    "child's name": value(`${child.given} ${person.family}`, 'PERSON'),
    "applicant's name": value(person.name, 'PERSON'),
    'address line': value(streetOf(address), addressType),
    postcode: value(address.postcode.replace(/^(SE|DK|D)-/, ''), addressType),
    place: value(townOf(address), addressType),
    phone: value(phone.text, phone.type),
    email: value(person.email, 'EMAIL_ADDRESS'),
    'national id': value(id.text, id.type),
    account: value(account.text, account.type),
    income: value(income(random, lexicon), 'INCOME'),
    'date of birth': value(lexicon.date(random, born), 'DATE_OF_BIRTH'),
    'signature place': value(townOf(homeAddress(random, country)), 'LOCATION'),
    'signature date': value(lexicon.date(random, dayOf(random, 2024, 2026)), 'DATE_TIME'),
    'company name': value(companyOf(random, country).name, 'ORGANIZATION'),
  };
}
