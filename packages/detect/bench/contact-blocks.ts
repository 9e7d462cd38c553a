/**
 * Contact blocks for the benchmark, written the way e-mail signatures, letterheads, imprints and
 * CV headers print them: phone numbers after labels of nine languages, beside an e-mail address
 * or under a "Contact" heading, many of them test numbers or unassigned ranges that libphonenumber
 * rejects, some with extensions; and beside them the dates, sums, organisation and account
 * numbers, IBANs, invoice numbers, ISBNs, opening hours and versions that must not be taken for
 * phones. The type of each phone is decided here with libphonenumber, not with the recognizers.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { bankAccount, iban, organisationNumber, pick, type Random } from './identifiers';

/** A phone's context in the block: after its label, elsewhere on a contact line, or in the block. */
export type PhoneContext = 'label' | 'line' | 'block';
/** Something planted in a block: its range in the block and what it is. */
export type BlockPart = { start: number; end: number; type: string; group?: string };
/** A block of lines with its gold findings and its look-alikes ("date", "amount", "other"). */
export type ContactBlock = { text: string; gold: BlockPart[]; decoys: BlockPart[] };

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const d = (random: Random) => digits(random, 1);

/** A number in one of the layouts of the English PII sets and real contact data. */
function phoneNumber(random: Random): string {
  const area = `${2 + Math.floor(random() * 8)}${digits(random, 2)}`;
  const exchange = pick(random, ['555', `${2 + Math.floor(random() * 8)}${digits(random, 2)}`]);
  const line = digits(random, 4);
  return pick(random, [
    () => `${area}-${exchange}-${line}`,
    () => `(${area})${exchange}-${line}`,
    () => `(${area}) ${exchange}-${line}`,
    () => `${area}.${exchange}.${line}`,
    () => `+1-${area}-${exchange}-${line}`,
    () => `001-${area}-${exchange}-${line}`,
    () => `+1 (${area}) ${exchange}-${line}`,
    () =>
      `+${1 + Math.floor(random() * 98)} (${d(random)})${digits(random, 2)} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`,
    () => `+44 20 7946 0${digits(random, 3)}`,
    () => `+49 (0)30 ${digits(random, 7)}-0`,
    () => `0${pick(random, ['151', '160', '171'])} ${digits(random, 8)}`,
    () =>
      `+33 ${1 + Math.floor(random() * 7)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`,
    () =>
      `0${6 + Math.floor(random() * 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`,
    () => `+46 8 ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 2)}`,
    () => `+45 ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`,
    () =>
      `+47 ${pick(random, ['22', '4', '9', '12', '1'])}${digits(random, 1)} ${digits(random, 2)} ${digits(random, 3)}`,
    () => `${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`,
  ])();
}

/** "x123", "ext. 12", "#123", ", Durchwahl -12", " – poste 214". */
function extension(random: Random): string {
  const number = digits(random, 1 + Math.floor(random() * 4));
  return pick(random, [
    `x${number}`,
    ` x${number}`,
    ` ext. ${number}`,
    ` ext ${number}`,
    ` #${number}`,
    `, Durchwahl -${number}`,
    ` – poste ${number}`,
  ]);
}

/** NO_PHONE_NUMBER for +47 and what Norway's plan has, PHONE_NUMBER for the rest. */
function phoneType(number: string): string {
  const plain = number.replace(/[^\d+]/g, '');
  if (plain.startsWith('+47')) return 'NO_PHONE_NUMBER';
  if (/^\d{8}$/.test(plain) && parsePhoneNumberFromString(plain, 'NO')?.isValid()) {
    return 'NO_PHONE_NUMBER';
  }
  return 'PHONE_NUMBER';
}

/** Whether libphonenumber knows the number: the recall of the rest is what context adds. */
function isPlanValid(number: string): boolean {
  const international = number.replace(/^001-/, '+1-').replace(/^00/, '+');
  if (international.startsWith('+')) {
    return parsePhoneNumberFromString(international)?.isValid() ?? false;
  }
  return (['US', 'GB', 'DE', 'FR', 'NO', 'SE', 'DK'] as const).some(
    (country) => parsePhoneNumberFromString(number, country)?.isValid() ?? false,
  );
}

const LABELS = [
  ...['Phone:', 'Tel.:', 'Mobile:', 'Cell:', 'Desk:', 'Office:', 'Fax:', 'Ph.', '☎'],
  ...['Tlf.', 'Telefon:', 'Mobil:', 'Faks:', 'Sentralbord:'],
  ...['Tel.:', 'Handy:', 'Telefax:', 'Durchwahl:'],
  ...['Tél. :', 'Portable :', 'GSM :', 'Mobiel:', 'Telefoon:', 'Tfn:', 'Växel:'],
  ...['Teléfono:', 'Móvil:', 'Cellulare:'],
];

type Builder = {
  text: string;
  gold: BlockPart[];
  decoys: BlockPart[];
  add(part: string): void;
  phone(context: PhoneContext): void;
  plant(value: string, type: string, isDecoy?: boolean): void;
};

function builder(random: Random): Builder {
  const block: Builder = {
    text: '',
    gold: [],
    decoys: [],
    add(part) {
      block.text += part;
    },
    phone(context) {
      const number = phoneNumber(random);
      const ext = random() < 0.2 ? extension(random) : '';
      const kind = ext ? 'ext' : isPlanValid(number) ? 'valid' : 'invalid';
      block.plant(number + ext, phoneType(number));
      block.gold.at(-1)!.group = `${context}, ${kind}`;
    },
    plant(value, type, isDecoy = false) {
      const part = { start: block.text.length, end: block.text.length + value.length, type };
      (isDecoy ? block.decoys : block.gold).push(part);
      block.text += value;
    },
  };
  return block;
}

const NAMES = ['Sarah Johnson', 'Kari Nordmann', 'Jan de Vries', 'Marie Dubois', 'Lars Berg'];
const EMAILS = ['sarah.j@northwind.example', 'post@fjordbygg.no', 'info@musterfirma.de'];

/** A date, a sum, opening hours or another number near a phone label. */
function decoy(block: Builder, random: Random): void {
  const day = `${1 + Math.floor(random() * 28)}`.padStart(2, '0');
  const month = `${1 + Math.floor(random() * 12)}`.padStart(2, '0');
  const kind = pick(random, ['date', 'amount', 'other'] as const);
  if (kind === 'date') {
    block.add(pick(random, ['Dato: ', 'Date: ', 'Datum: ', 'Fakturadato ']));
    block.plant(
      pick(random, [`${day}.${month}.2024`, `2024-${month}-${day}`, `${day}-${month}-2024`]),
      'date',
      true,
    );
  } else if (kind === 'amount') {
    block.add(pick(random, ['Beløp: ', 'Total: ', 'Summe: ', 'Montant : ']));
    const amount = `${1 + Math.floor(random() * 9)}.${digits(random, 3)}.${digits(random, 3)}`;
    block.plant(
      pick(random, [`${amount},00 kr`, `${amount},50 €`, `NOK ${amount.replaceAll('.', ' ')}`]),
      'amount',
      true,
    );
  } else {
    block.add(pick(random, ['ISBN ', 'Åpningstider ', 'Version ', 'pages ']));
    block.plant(
      pick(random, ['978-3-16-148410-0', '08.00-15.30', '2.14.1020', '123-456']),
      'other',
      true,
    );
  }
}

/** One contact block: a signature, a letterhead footer, an imprint, a CV header or a list. */
export function contactBlock(random: Random): ContactBlock {
  const block = builder(random);
  const layout = pick(random, ['signature', 'footer', 'imprint', 'cv', 'heading'] as const);
  if (layout === 'signature') {
    block.add(`${pick(random, NAMES)}\nAccount Manager, Northwind Traders\n`);
    for (let line = 0; line < 1 + Math.floor(random() * 3); line++) {
      block.add(`${pick(random, LABELS)} `);
      block.phone('label');
      if (random() < 0.3) {
        block.add(' · ');
        decoy(block, random);
      }
      block.add('\n');
    }
    block.plant(pick(random, EMAILS), 'EMAIL_ADDRESS');
  } else if (layout === 'footer') {
    block.add(`Fjord Bygg AS · Oslo\n${pick(random, LABELS)} `);
    block.phone('label');
    block.add(' · ');
    block.phone('line');
    block.add(' · ');
    block.plant(pick(random, EMAILS), 'EMAIL_ADDRESS');
    block.add('\nOrg.nr. ');
    const org = organisationNumber(random);
    block.plant(`${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}`, 'NO_ORGANIZATION_NUMBER');
    block.add(' MVA · Kontonr. ');
    const account = bankAccount(random);
    block.plant(
      `${account.slice(0, 4)}.${account.slice(4, 6)}.${account.slice(6)}`,
      'NO_BANK_ACCOUNT',
    );
    block.add(' · ');
    decoy(block, random);
  } else if (layout === 'imprint') {
    block.add('Musterfirma GmbH, Berlin\nTel.: ');
    block.phone('label');
    block.add('\nFax: ');
    block.phone('label');
    block.add('\nE-Mail: ');
    block.plant(pick(random, EMAILS), 'EMAIL_ADDRESS');
    block.add('\nIBAN: ');
    block.plant(iban(random), 'IBAN_CODE');
    block.add('\n');
    decoy(block, random);
  } else if (layout === 'cv') {
    block.add(`${pick(random, NAMES)}\n`);
    block.phone('line');
    block.add(' | ');
    block.plant(pick(random, EMAILS), 'EMAIL_ADDRESS');
    block.add(' | ');
    block.plant('linkedin.com/in/someone', 'URL');
  } else {
    block.add(
      `${pick(random, ['Contact', 'Kontakt', 'Contactgegevens', 'Coordonnées'])}\n${pick(random, NAMES)}\n`,
    );
    block.phone('block');
    block.add('\n');
    decoy(block, random);
  }
  return { text: block.text, gold: block.gold, decoys: block.decoys };
}
