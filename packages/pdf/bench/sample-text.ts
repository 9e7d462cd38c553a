/**
 * Case-file prose for the generated PDFs: Norwegian and English words with the personal data a
 * redaction tool is used for (names, national identity numbers, phone and account numbers).
 */
const WORDS = (
  'saken gjelder søknad om kontantstøtte for barnet og vedtak fra kommunen the ' +
  'applicant was informed that decision will be sent by post within three weeks ' +
  'barnehage plass ble tildelt i august etter møte med saksbehandler dokumentasjon ' +
  'mottatt per e-post payment to account has been approved according regulations ' +
  'section utbetaling til kontonummer skjer månedlig klage må fremmes innen seks ' +
  'uker report on income and housing costs for the year fødselsnummer adresse ' +
  'telefon lege erklæring vedlagt under behandling'
).split(' ');

const FIRST_NAMES = ['Kari', 'Ola', 'Bjørn', 'Åse', 'Lars', 'Ingrid', 'Øystein', 'Sigrid', 'Jon'];
const LAST_NAMES = ['Nordmann', 'Hansen', 'Ødegård', 'Kristiansen', 'Sæther', 'Berg', 'Dahl'];
const PLACES = ['Tromsø', 'Bærum', 'Ålesund', 'Bergen', 'Trondheim', 'Oslo', 'Bodø'];

/** Terms the search figure looks for: names, places, keywords, a number prefix, one absent term. */
export const SEARCH_TERMS = [
  'Kari Nordmann',
  'Ødegård',
  'Tromsø',
  'fødselsnummer',
  'kontonummer',
  'vedtak om',
  '+47',
  'barnehage plass',
  'Sæther',
  'not present anywhere',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function digits(random: () => number, count: number): string {
  let result = '';
  for (let index = 0; index < count; index++) result += String(Math.floor(random() * 10));
  return result;
}

function day(random: () => number): string {
  return String(1 + Math.floor(random() * 28)).padStart(2, '0');
}

/** One personal-data phrase: a name, an identity number, a phone or account number, an amount. */
function entity(random: () => number): string {
  switch (Math.floor(random() * 6)) {
    case 0:
      return `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    case 1:
      return `fødselsnummer ${digits(random, 11)}`;
    case 2:
      return `telefon +47 ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 3)}`;
    case 3:
      return `kontonummer ${digits(random, 4)}.${digits(random, 2)}.${digits(random, 5)}`;
    case 4:
      return `kr ${digits(random, 2)} ${digits(random, 3)},00 den ${day(random)}.03.2023`;
    default:
      return pick(random, PLACES);
  }
}

/** `count` lines of about `wordsPerLine` words each. */
export function makeLines(random: () => number, count: number, wordsPerLine = 12): string[] {
  return Array.from({ length: count }, () => {
    const parts: string[] = [];
    let words = 0;
    while (words < wordsPerLine) {
      const part = random() < 0.18 ? entity(random) : pick(random, WORDS);
      parts.push(part);
      words += part.split(' ').length;
    }
    return parts.join(' ');
  });
}
