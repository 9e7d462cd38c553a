/**
 * Labelled identifiers of nine languages for the benchmark, beyond the seven types' first labels:
 * subscriber, client, contract, member, patient, claim and booking numbers as invoices, insurers'
 * letters and hospital forms print them, values with letters included ("FO1234567890",
 * "A-2023-0045", "MBR-884213"), on the label's line or the next; and sentences with the same
 * labels that name no identifier (prose, a label after a label, a date or sum after a label).
 */
import { pick, type Random } from './identifiers';

/** A label's template and the type its value has; `{}` is where the value goes. */
export type LabelledPlant = {
  type: string;
  value: (random: Random) => string;
  nb: string[];
  en: string[];
};

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** A code with letters or digits as customer, member and patient systems issue them. */
function code(random: Random): string {
  return pick(random, [
    () => `${1 + Math.floor(random() * 9)}${digits(random, 4 + Math.floor(random() * 5))}`,
    () =>
      `${pick(random, ['FO', 'CL', 'XGH', 'K'])}${digits(random, 8 + Math.floor(random() * 3))}`,
    () =>
      `${pick(random, ['A', 'V', 'P', 'CMD', 'CLM'])}-${2018 + Math.floor(random() * 8)}-${digits(random, 4)}`,
    () => `${pick(random, ['MBR', 'AD', 'KN'])}-${digits(random, 6)}`,
    () => `${digits(random, 5)}-${1 + Math.floor(random() * 9)}`,
  ])();
}

export const MORE_LABELLED_PLANTS: LabelledPlant[] = [
  {
    type: 'CUSTOMER_NUMBER',
    value: code,
    nb: [
      'Abonnementsnummer: {}',
      'Klientnummer {} er registrert.',
      'Kundenummer:\n{}',
      'Kunden-ID: {}',
    ],
    en: [
      'Identifiant : {}',
      'N° abonné : {}',
      'Référence client : {}',
      'Subscriber ID: {}',
      'Relatienummer {}',
      'Nº de cliente: {}',
      'Codice cliente: {}',
    ],
  },
  {
    type: 'ORDER_NUMBER',
    value: code,
    nb: ['Beställningsnummer: {}', 'Bestillingsreferanse {}'],
    en: ['N° de commande : {}', 'Commande n° {}', 'Booking reference: {}', 'PO #: {}'],
  },
  {
    type: 'CASE_NUMBER',
    value: code,
    nb: ['Skadenummer: {}', 'Sagsnummer {}'],
    en: ['Claim No. {} is being handled.', 'Schadennummer {}'],
  },
  {
    type: 'POLICY_NUMBER',
    value: code,
    nb: ['Avtalsnummer {}', 'Aftalenummer: {}', 'Vertragsnummer:\n{}'],
    en: ['Numéro de contrat : {}', 'Contract No. {}', 'Número de póliza: {}'],
  },
  {
    type: 'MEMBER_NUMBER',
    value: code,
    nb: ['Medlemsnummer: {}', 'Mitgliedsnummer {}', 'Lidnummer: {}'],
    en: ['Member ID: {}', "N° d'adhérent : {}", 'Versichertennummer: {}'],
  },
  {
    type: 'PATIENT_NUMBER',
    value: code,
    nb: ['Pasient-ID: {}', 'Patienten-ID: {}', 'Patiëntnummer {}'],
    en: ['Patient No. {} was admitted.', 'N° de patient : {}', 'MRN: {}'],
  },
];

/** Sentences with the labels above and no identifier: every finding in them is a false one. */
export const LABEL_NEGATIVES = {
  nb: [
    'Oppgi medlemsnummeret ditt når du ringer oss.',
    'Pasient-ID og fødselsdato står på henvisningen.',
    'Medlemsnummer: se kortet, gyldig fra 01.01.2024.',
    'Ordrenummer: NOK 1 200 ble trukket fra kortet.',
    'Bitte geben Sie Ihre Mitgliedsnummer an.',
  ],
  en: [
    'The order number is printed on the label.',
    'Your member ID and date of birth are on the card.',
    'Customer number\nInvoice number',
    'Patient No. 12:30 appointment was moved.',
    'Identifiant fiscal : voir votre avis.',
  ],
};
