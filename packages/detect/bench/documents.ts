import { contactBlock, type ContactBlock } from './contact-blocks';
import { ADDRESS_COUNTRIES, foreignPhone, PHONE_COUNTRIES, postalAddress } from './contact-data';
import {
  bankAccount,
  breakLastDigit,
  cardNumber,
  dufNumber,
  fodselsnummer,
  fodselsnummer2032,
  formatAccount,
  iban,
  ipv4,
  ipv6,
  kid,
  organisationNumber,
  phone,
  pick,
  type Random,
  tenorNumber,
} from './identifiers';
import { LABEL_NEGATIVES, MORE_LABELLED_PLANTS } from './labelled-plants';

/** `group` splits a type for the report: the country of a phone, the language of an address. */
export type Gold = { start: number; end: number; entity_type: string; group?: string };
/** `decoys` are look-alikes planted beside phone labels (dates, sums, other numbers), by kind. */
export type BenchDocument = { language: 'nb' | 'en'; text: string; gold: Gold[]; decoys: Gold[] };

type Planted = { value: string; group?: string };
type Plant = {
  type: string;
  value: (random: Random) => string | Planted;
  nb: string[];
  en: string[];
};

const foreignPhoneOf =
  (national: boolean) =>
  (random: Random): Planted => {
    for (;;) {
      const country = pick(random, PHONE_COUNTRIES);
      const phone = foreignPhone(random, country);
      if (phone.national === national) return { value: phone.value, group: country };
    }
  };

/** A postal address of a country other than Norway, grouped by country and layout. */
const foreignAddressOf =
  (layout: 'line' | 'block') =>
  (random: Random): Planted => {
    const country = pick(
      random,
      ADDRESS_COUNTRIES.filter((one) => one !== 'NO'),
    );
    const value = postalAddress(random, country, layout);
    return { value, group: layout === 'block' ? `${country} block` : country };
  };

// `{}` marks where the identifier goes; the sentences carry the context words people write.
const PLANTS: Plant[] = [
  {
    type: 'NO_FODSELSNUMMER',
    value: (r) => fodselsnummer(r),
    nb: [
      'Søker har fødselsnummer {} og bor i kommunen.',
      'Fnr. {} er oppgitt i søknaden.',
      'Barnet ({}) går i barnehage.',
    ],
    en: [
      'The applicant, national identity number {}, lives in Bergen.',
      'Her Norwegian ID {} was checked.',
    ],
  },
  {
    type: 'NO_FODSELSNUMMER',
    value: (r) => fodselsnummer(r, true),
    nb: ['D-nummer {} er registrert på søkeren.'],
    en: ['His D-number {} was issued in 2019.'],
  },
  {
    type: 'NO_FODSELSNUMMER',
    value: (r) => pick(r, [tenorNumber, fodselsnummer2032])(r),
    nb: ['Testpersonen har fødselsnummer {} i Tenor.', 'Fnr: {}'],
    en: ['The test person has national ID {} in the register.'],
  },
  {
    type: 'NO_KID',
    value: kid,
    nb: ['Bruk KID {} ved betaling.', 'KID-nummer: {}'],
    en: ['Pay with KID {} by the due date.'],
  },
  {
    type: 'NO_DUF_NUMBER',
    value: dufNumber,
    nb: ['Søkeren har DUF-nummer {} hos UDI.', 'DUF-nr.: {}'],
    en: ['The applicant’s DUF number {} is on file.'],
  },
  {
    type: 'PHONE_NUMBER',
    value: foreignPhoneOf(false),
    nb: ['Hun kan nås på {} etter klokka fire.', 'Ring {} ved spørsmål.'],
    en: ['You can reach her at {} after four.', 'Contact: {}'],
  },
  {
    type: 'PHONE_NUMBER',
    value: foreignPhoneOf(true),
    nb: ['Telefon: {}', 'Mobil {} (privat).'],
    en: ['Phone: {}', 'Tel. {} (mobile).'],
  },
  {
    type: 'ADDRESS',
    value: foreignAddressOf('line'),
    nb: ['Brevet ble sendt til {} i fjor.', 'Adresse: {}'],
    en: ['The letter went to {} last year.', 'Address: {}'],
  },
  {
    type: 'ADDRESS',
    value: foreignAddressOf('block'),
    nb: ['Mottaker:\nKari Nordmann\n{}\n', 'Leveres til\nFjord Bygg AS\n{}\n'],
    en: ['Ship to:\nJane Smith\n{}\n', 'Bill to\nAcme Trading Ltd.\n{}\n'],
  },
  {
    type: 'NO_ADDRESS',
    value: (r) => ({ value: postalAddress(r, 'NO', 'line'), group: 'NO' }),
    nb: ['Han bor i {} sammen med familien.', 'Adresse: {}'],
    en: ['He lives at {} with his family.'],
  },
  {
    type: 'NO_ADDRESS',
    value: (r) => ({ value: postalAddress(r, 'NO', 'block'), group: 'NO block' }),
    nb: ['Mottaker:\nOla Nordmann\n{}\n'],
    en: ['Send to:\nOla Nordmann\n{}\n'],
  },
  {
    type: 'NO_BANK_ACCOUNT',
    value: (r) => formatAccount(r, bankAccount(r)),
    nb: ['Beløpet utbetales til kontonummer {} innen fem dager.', 'Bankkonto: {}'],
    en: ['Payment goes to bank account {} next week.'],
  },
  {
    type: 'IBAN_CODE',
    value: iban,
    nb: ['Vennligst betal til IBAN {} innen fristen.'],
    en: ['Please transfer the amount to IBAN {} before Friday.'],
  },
  {
    type: 'CREDIT_CARD',
    value: cardNumber,
    nb: ['Kortnummer {} ble brukt ved kjøpet.'],
    en: ['The card {} was charged twice.'],
  },
  {
    type: 'NO_ORGANIZATION_NUMBER',
    value: organisationNumber,
    nb: ['Arbeidsgiver har org.nr. {} i Enhetsregisteret.', 'Organisasjonsnummer: {}'],
    en: ['The employer (organisation number {}) replied.'],
  },
  {
    type: 'NO_ORGANIZATION_NUMBER',
    value: (r) => {
      const number = organisationNumber(r);
      return `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
    },
    nb: ['Leverandør: Fjord Bygg AS, {}.', 'Fakturert av NO {} MVA i mars.'],
    en: ['Supplier: Fjord Bygg AS, NO {} MVA.', 'Invoiced by {} in March.'],
  },
  {
    type: 'EMAIL_ADDRESS',
    value: (r) =>
      `${pick(r, ['kari.nordmann', 'ola', 'post', 'j.smith', 'anne-lise.berg'])}@${pick(r, ['nav.no', 'example.com', 'kommune.no', 'mail.co.uk'])}`,
    nb: ['Kontakt oss på {} hvis noe er uklart.', 'Svar sendes til {}.'],
    en: ['Write to {} with any questions.'],
  },
  {
    type: 'URL',
    value: (r) =>
      pick(r, [
        'https://www.nav.no/skjema/123',
        'http://example.com/a?b=1',
        'https://lovdata.no/dokument/NL/lov/1997-02-28-19',
        'www.regjeringen.no/no/id4/',
      ]),
    nb: ['Se {} for mer informasjon.'],
    en: ['Read more at {} today.'],
  },
  {
    type: 'IP_ADDRESS',
    value: (r) => (r() < 0.6 ? ipv4(r) : ipv6(r)),
    nb: ['Innloggingen kom fra IP-adressen {} i går.'],
    en: ['The request came from {} at night.'],
  },
  {
    type: 'NO_PHONE_NUMBER',
    value: phone,
    nb: ['Ring meg på tlf. {} etter klokka fire.', 'Mobil: {}'],
    en: ['Call her on phone {} tomorrow.'],
  },
];

/** A code as invoices and case files print them: "10045", "AB-77812", "2023/14521". */
function code(random: Random): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  return pick(random, [
    () => `${1 + Math.floor(random() * 9)}${digits(3 + Math.floor(random() * 6))}`,
    () => `${pick(random, ['AB', 'INV', 'KN', 'P', 'SO'])}-${digits(5)}`,
    () => `${2015 + Math.floor(random() * 10)}/${digits(5)}`,
    () => `${digits(2)}/${digits(5)}-${1 + Math.floor(random() * 9)}`,
  ])();
}

/** A yearly or monthly sum as written after "Lønn" or "Salary". */
function amount(random: Random): string {
  const thousands = 20 + Math.floor(random() * 980);
  const sum = `${thousands} ${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
  return pick(random, [`kr ${sum}`, `NOK ${sum}`, `${sum},00 kr`, `${sum} kr`]);
}

/** Values a label names, in the languages the workbench reads. */
const LABELLED_PLANTS: Plant[] = [
  {
    type: 'CUSTOMER_NUMBER',
    value: code,
    nb: [
      'Kundenummer: {}',
      'Oppgi kundenr. {} når du kontakter oss.',
      'Kundennummer {} (Rechnung).',
    ],
    en: ['Customer ID {} is on file.', 'Klantnummer: {}'],
  },
  {
    type: 'INVOICE_NUMBER',
    value: code,
    nb: ['Fakturanummer {} forfaller om 14 dager.', 'Rechnungsnr.: {}'],
    en: ['Invoice no. {} is overdue.', 'N° de facture : {}'],
  },
  {
    type: 'ORDER_NUMBER',
    value: code,
    nb: ['Ordrenummer {} er sendt.', 'Bestellnummer: {}'],
    en: ['Order number {} has shipped.', 'Order no. {}'],
  },
  {
    type: 'CASE_NUMBER',
    value: code,
    nb: ['Saksnummer: {}', 'Vi viser til sak nr. {} hos oss.'],
    en: ['Case no. {} was closed.', 'Aktenzeichen: {}'],
  },
  {
    type: 'REFERENCE_NUMBER',
    value: code,
    nb: ['Vår referanse {} må oppgis.', 'Deres ref.: {}'],
    en: ['Our ref. {} applies.', 'Your reference: {}'],
  },
  {
    type: 'POLICY_NUMBER',
    value: code,
    nb: ['Polisenummer {} gjelder innbo.', 'Forsikringsnummer: {}'],
    en: ['Policy number {} covers the car.', 'Versicherungsnummer {}'],
  },
  {
    type: 'ID_NUMBER',
    value: code,
    nb: ['Passnummer: {}', 'ID-nummer {} er registrert.', 'Ausweisnummer {}'],
    en: ['Passport No. {} was checked.', 'ID number: {}', 'Social security no. {}'],
  },
  {
    type: 'INCOME',
    value: amount,
    nb: ['Årslønn: {}', 'Inntekt {} i 2023.', 'Bruttoinntekt: {}'],
    en: ['Annual salary: {}', 'Gross income {} last year.'],
  },
];

const FILLER = {
  nb: [
    'Saken ble behandlet 12.03.2023 etter de vanlige reglene.',
    'Beløpet er kr 12 450,00 per måned fra og med januar.',
    'Vedtaket ble fattet med hjemmel i folketrygdloven § 11-5.',
    'Klagefristen er seks uker fra du mottok dette brevet.',
    'Du må gi beskjed dersom inntekten din endrer seg med mer enn 10 prosent.',
    'Vi har mottatt dokumentasjonen og vil behandle saken så snart som mulig.',
    'Saksbehandlingstiden er for tiden omtrent 14 uker.',
    'Opplysningene er hentet fra Folkeregisteret og Skatteetaten.',
  ],
  en: [
    'The case was decided on 12 March 2023 under the usual rules.',
    'The invoice total is 1 234.50 NOK, due in 30 days.',
    'You may appeal within six weeks of receiving this letter.',
    'Tell us if your income changes by more than 10 percent.',
    'We have received the documents and will process the case soon.',
    'Processing currently takes about 14 weeks.',
    'Room 4012 on floor 3 is reserved from 09:00 to 11:30.',
    'The information was obtained from the national registry.',
  ],
};

/** Numbers shaped like identifiers whose check digits are wrong: none may be reported. */
const DECOYS = {
  nb: ['Tallet {} er ikke gyldig.', 'Løpenummeret {} gjelder en annen sak.'],
  en: ['Ticket {} is not an identifier.', 'Serial {} belongs to the printer.'],
};

function decoy(random: Random, isValidAnywhere: (value: string) => boolean): string {
  for (;;) {
    const value = pick(random, [
      () => breakLastDigit(fodselsnummer(random)),
      () => breakLastDigit(organisationNumber(random)),
      () => breakLastDigit(cardNumber(random).replace(/ /g, '')),
    ])();
    if (!isValidAnywhere(value)) return value;
  }
}

/** One document of about `words` words with identifiers planted among ordinary sentences. */
export function makeDocument(
  random: Random,
  language: 'nb' | 'en',
  words: number,
  isValidAnywhere: (value: string) => boolean,
): BenchDocument {
  let text = '';
  const gold: Gold[] = [];
  const decoys: Gold[] = [];
  // A contact block stands on lines of its own, as in a letter or an e-mail.
  const addBlock = (block: ContactBlock) => {
    const start = text ? text.length + 1 : 0;
    text += `${text ? '\n' : ''}${block.text}\n`;
    const shift = ({ start: from, end, type, group }: ContactBlock['gold'][number]): Gold => ({
      start: start + from,
      end: start + end,
      entity_type: type,
      group,
    });
    gold.push(...block.gold.map(shift));
    decoys.push(...block.decoys.map(shift));
  };
  const add = (sentence: string, value?: string, type?: string, group?: string) => {
    const prefix = text ? (random() < 0.15 ? '\n' : ' ') : '';
    const at = sentence.indexOf('{}');
    if (value !== undefined && type) {
      const start = text.length + prefix.length + at;
      gold.push({ start, end: start + value.length, entity_type: type, group });
    }
    text += prefix + (value === undefined ? sentence : sentence.replace('{}', value));
  };
  while (text.split(/\s+/).length < words) {
    const roll = random();
    if (roll < 0.03) addBlock(contactBlock(random));
    else if (roll < 0.4) {
      const plant = pick(
        random,
        roll < 0.32 ? PLANTS : [...LABELLED_PLANTS, ...MORE_LABELLED_PLANTS],
      );
      const planted = plant.value(random);
      const { value, group } = typeof planted === 'string' ? { value: planted } : planted;
      add(pick(random, plant[language]), value, plant.type, group);
    } else if (roll < 0.5) {
      add(pick(random, DECOYS[language]), decoy(random, isValidAnywhere));
    } else if (roll < 0.53) add(pick(random, LABEL_NEGATIVES[language]));
    else add(pick(random, FILLER[language]));
  }
  return { language, text, gold, decoys };
}
