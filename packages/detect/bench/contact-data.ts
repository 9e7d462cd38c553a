/**
 * Phone numbers of ten countries and street addresses of seven languages for the benchmark,
 * written the way each country prints them, from the countries' own number plans and
 * postcode formats (not from the recognizers); libphonenumber only weeds out numbers no carrier
 * could have issued.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { pick, type Random } from './identifiers';

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

export type PhoneCountry = 'GB' | 'US' | 'DE' | 'SE' | 'DK' | 'NL' | 'FR' | 'PL' | 'ES' | 'IT';
/** One number in international form and, where it cannot be read as Norwegian, national form. */
type Phone = { international: string; national?: string };

const PHONES: Record<PhoneCountry, (random: Random) => Phone> = {
  GB: (r) => {
    const rest = `7${between(r, 4, 9)}${digits(r, 2)}`;
    const line = digits(r, 6);
    return { international: `+44 ${rest} ${line}`, national: `0${rest} ${line}` };
  },
  US: (r) => {
    const area = pick(r, ['212', '415', '617', '312', '202', '303', '206', '512']);
    const exchange = `${between(r, 2, 9)}${digits(r, 2)}`;
    const line = digits(r, 4);
    return {
      international: pick(r, [
        `+1 ${area} ${exchange} ${line}`,
        `+1 (${area}) ${exchange}-${line}`,
      ]),
      national: `(${area}) ${exchange}-${line}`,
    };
  },
  DE: (r) => {
    const prefix = pick(r, ['151', '152', '160', '162', '170', '171', '176', '177']);
    const line = digits(r, prefix.startsWith('15') ? 8 : 7);
    return { international: `+49 ${prefix} ${line}`, national: `0${prefix} ${line}` };
  },
  SE: (r) => {
    const prefix = pick(r, ['70', '72', '73', '76', '79']);
    const [a, b, c] = [digits(r, 3), digits(r, 2), digits(r, 2)];
    return { international: `+46 ${prefix} ${a} ${b} ${c}`, national: `0${prefix}-${a} ${b} ${c}` };
  },
  // Danish national numbers are eight digits like Norwegian ones: only the international form.
  DK: (r) => {
    const first = pick(r, [
      '20',
      '21',
      '22',
      '26',
      '27',
      '28',
      '30',
      '31',
      '40',
      '42',
      '50',
      '60',
      '61',
    ]);
    return { international: `+45 ${first} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}` };
  },
  NL: (r) => {
    const line = `${between(r, 1, 5)}${digits(r, 7)}`;
    return { international: `+31 6 ${line}`, national: `06-${line}` };
  },
  FR: (r) => {
    const pairs = `${between(r, 6, 7)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`;
    return { international: `+33 ${pairs}`, national: `0${pairs}` };
  },
  PL: (r) => {
    const number = `${pick(r, ['50', '51', '53', '57', '60', '66', '69', '72', '78', '88'])}${digits(r, 7)}`;
    const grouped = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
    return { international: `+48 ${grouped}`, national: grouped };
  },
  ES: (r) => {
    const number = `6${digits(r, 8)}`;
    const grouped = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
    return { international: `+34 ${grouped}`, national: grouped };
  },
  IT: (r) => {
    const number = `3${pick(r, ['20', '27', '28', '29', '33', '35', '38', '39', '40', '47'])}${digits(r, 7)}`;
    const grouped = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
    return { international: `+39 ${grouped}`, national: grouped };
  },
};

export const PHONE_COUNTRIES = Object.keys(PHONES) as PhoneCountry[];

/** A phone number of a country and the sentence frame it needs: any for "+", a phone word else. */
export function foreignPhone(
  random: Random,
  country: PhoneCountry,
): { value: string; national: boolean } {
  // Number plans leave gaps inside the series above: only numbers a carrier could have issued.
  let phone = PHONES[country](random);
  while (!parsePhoneNumberFromString(phone.international)?.isValid())
    phone = PHONES[country](random);
  if (phone.national && random() < 0.4) return { value: phone.national, national: true };
  return { value: phone.international, national: false };
}

export type AddressLanguage = 'nb' | 'en' | 'de' | 'nl' | 'fr' | 'sv' | 'da';

const place = (random: Random, places: readonly string[]) => pick(random, places);
const house = (random: Random) =>
  `${between(random, 1, 180)}${random() < 0.15 ? pick(random, ['A', 'B', 'a', 'b']) : ''}`;

const ADDRESSES: Record<AddressLanguage, (random: Random) => string> = {
  nb: (r) =>
    `${pick(r, ['Storgata', 'Kirkeveien', 'Trondheimsveien', 'Karl Johans gate', 'Bygdøy allé', 'Nedre Slottsgate', 'Fjellveien', 'Sjøgata'])} ${house(r)}, ${between(r, 1, 9)}${digits(r, 3)} ${place(r, ['Oslo', 'Bergen', 'Tromsø', 'Bodø', 'Hamar', 'Mo i Rana'])}`,
  de: (r) =>
    `${pick(r, ['Hauptstraße', 'Bahnhofstraße', 'Goethestr.', 'Lindenweg', 'Berliner Straße', 'Am Markt', 'Schillerplatz', 'Rosengasse', 'Parkallee'])} ${house(r)}, ${pick(r, ['', 'D-'])}${between(r, 1, 9)}${digits(r, 4)} ${place(r, ['Berlin', 'München', 'Köln', 'Hamburg', 'Leipzig', 'Frankfurt am Main'])}`,
  nl: (r) =>
    `${pick(r, ['Keizersgracht', 'Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Nieuwe Binnenweg', 'Beatrixlaan', 'Marktplein', 'Prinsengracht'])} ${house(r)}, ${between(r, 1, 9)}${digits(r, 3)} ${pick(r, ['AB', 'CJ', 'KL', 'RS', 'XZ'])} ${place(r, ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven'])}`,
  fr: (r) =>
    `${house(r)}${bis(r)} ${pick(r, ['rue de la Paix', 'avenue des Champs-Élysées', 'boulevard Saint-Michel', 'rue du Faubourg Saint-Honoré', 'place de la République', 'chemin des Vignes', 'rue Victor Hugo'])}, ${between(r, 1, 9)}${digits(r, 4)} ${place(r, ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes'])}`,
  sv: (r) =>
    `${pick(r, ['Drottninggatan', 'Storgatan', 'Kungsvägen', 'Sveavägen', 'Järntorget', 'Skolgatan', 'Västra Hamngatan'])} ${house(r)}, ${pick(r, ['', 'SE-'])}${between(r, 1, 9)}${digits(r, 2)} ${digits(r, 2)} ${place(r, ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå'])}`,
  da: (r) =>
    `${pick(r, ['Vesterbrogade', 'Nørrebrogade', 'Strandvejen', 'Østergade', 'H.C. Andersens Boulevard', 'Rådhuspladsen', 'Algade'])} ${house(r)}, ${pick(r, ['', 'DK-'])}${between(r, 1, 9)}${digits(r, 3)} ${pick(r, ['København K', 'København V', 'Aarhus C', 'Odense', 'Aalborg'])}`,
  en: (r) =>
    r() < 0.5
      ? `${house(r)} ${pick(r, ['Baker Street', 'High Street', 'Station Road', 'Church Lane', 'Victoria Avenue', 'Mill Close', 'Queens Drive'])}, ${place(r, ['London', 'Leeds', 'Bristol', 'York'])} ${pick(r, ['NW1', 'LS1', 'BS8', 'YO1', 'SW1A', 'E14'])} ${between(r, 1, 9)}${pick(r, ['AA', 'XE', 'QT', 'DB', 'HN'])}`
      : `${between(r, 10, 9999)} ${pick(r, ['Main Street', 'Pennsylvania Avenue NW', 'Elm St', 'Sunset Blvd', 'Oak Drive', 'Maple Ave', 'Lake Shore Drive'])}, ${pick(r, ['Springfield, IL', 'Washington, DC', 'Austin, TX', 'Los Angeles, CA', 'New York, NY'])} ${between(r, 1, 9)}${digits(r, 4)}`,
};

/** "5 bis, avenue …": the French addition to a house number, now and then. */
function bis(random: Random): string {
  return random() < 0.1 ? ' bis,' : '';
}

export const ADDRESS_LANGUAGES = Object.keys(ADDRESSES) as AddressLanguage[];

export function streetAddress(random: Random, language: AddressLanguage): string {
  return ADDRESSES[language](random);
}
