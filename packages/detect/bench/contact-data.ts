/**
 * Phone numbers of ten countries and postal addresses of twelve for the benchmark,
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

/** The countries whose postal addresses the bench plants, by ISO code (NO is NO_ADDRESS). */
export type AddressCountry =
  'NO' | 'SE' | 'DK' | 'DE' | 'NL' | 'FR' | 'GB' | 'US' | 'IN' | 'ES' | 'IT' | 'PL';
/** An address's lines: street (or box) lines, then the postcode line, then extra lines. */
type AddressLines = { lines: string[]; country: string };

const house = (random: Random) =>
  `${between(random, 1, 180)}${random() < 0.15 ? pick(random, ['A', 'B', 'a', 'b']) : ''}`;
/** "c/o …" or its local form before the street, now and then. */
const careOf = (random: Random, forms: readonly string[]): string[] =>
  random() < 0.2 ? [pick(random, forms)] : [];

// Street names, places and postcode ranges as each country's post office prints them; the
// shapes (number first or last, postcode before or after the place, units, boxes) are the
// countries', not the recognizers'.
const ADDRESSES: Record<AddressCountry, (random: Random) => AddressLines> = {
  NO: (r) => ({
    lines: [
      ...careOf(r, ['c/o Hansen', 'C/O Ola Berg']),
      pick(r, [
        `${pick(r, ['Storgata', 'Kirkeveien', 'Trondheimsveien', 'Karl Johans gate', 'Bygdøy allé', 'Nedre Slottsgate', 'Fjellveien', 'Sjøgata'])} ${house(r)}`,
        `Postboks ${between(r, 1, 9999)}`,
      ]),
      `${between(r, 1, 9)}${digits(r, 3)} ${pick(r, ['Oslo', 'Bergen', 'Tromsø', 'Bodø', 'Hamar', 'Mo i Rana'])}`,
    ],
    country: pick(r, ['Norge', 'Norway']),
  }),
  SE: (r) => ({
    lines: [
      ...careOf(r, ['c/o Andersson', 'C/O Lindqvist']),
      pick(r, [
        `${pick(r, ['Drottninggatan', 'Storgatan', 'Kungsvägen', 'Sveavägen', 'Järntorget', 'Skolgatan', 'Västra Hamngatan'])} ${house(r)}${r() < 0.2 ? `, lgh ${between(r, 1001, 1503)}` : ''}`,
        `Box ${between(r, 1, 9999)}`,
      ]),
      `${pick(r, ['', 'SE-'])}${between(r, 1, 9)}${digits(r, 2)} ${digits(r, 2)} ${pick(r, ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå'])}`,
    ],
    country: pick(r, ['Sverige', 'Sweden']),
  }),
  DK: (r) => ({
    lines: [
      `${pick(r, ['Vesterbrogade', 'Nørrebrogade', 'Strandvejen', 'Østergade', 'H.C. Andersens Boulevard', 'Rådhuspladsen', 'Algade'])} ${house(r)}${r() < 0.3 ? `, ${pick(r, ['st. tv.', '1. th.', '2. mf.', '3. tv.'])}` : ''}`,
      `${pick(r, ['', 'DK-'])}${pick(r, ['1620 København V', '1050 København K', '2200 København N', '8000 Aarhus C', '5000 Odense C', '9000 Aalborg'])}`,
    ],
    country: pick(r, ['Danmark', 'Denmark']),
  }),
  DE: (r) => ({
    lines: [
      ...careOf(r, ['c/o Schmidt', 'z. Hd. Frau Weber']),
      pick(r, [
        `${pick(r, ['Hauptstraße', 'Bahnhofstraße', 'Goethestr.', 'Lindenweg', 'Berliner Straße', 'Am Markt', 'Schillerplatz', 'Rosengasse', 'Parkallee'])} ${house(r)}`,
        `Postfach ${between(r, 10, 99)} ${digits(r, 2)} ${digits(r, 2)}`,
      ]),
      `${pick(r, ['', 'D-'])}${between(r, 1, 9)}${digits(r, 4)} ${pick(r, ['Berlin', 'München', 'Köln', 'Hamburg', 'Leipzig', 'Frankfurt am Main'])}`,
    ],
    country: pick(r, ['Deutschland', 'Germany']),
  }),
  NL: (r) => ({
    lines: [
      pick(r, [
        `${pick(r, ['Keizersgracht', 'Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Nieuwe Binnenweg', 'Beatrixlaan', 'Marktplein', 'Prinsengracht'])} ${house(r)}`,
        `Postbus ${between(r, 1, 9999)}`,
      ]),
      `${between(r, 1, 9)}${digits(r, 3)} ${pick(r, ['AB', 'CJ', 'KL', 'RS', 'XZ'])} ${pick(r, ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven', 'HILVERSUM'])}`,
    ],
    country: pick(r, ['Nederland', 'The Netherlands']),
  }),
  FR: (r) => ({
    lines: [
      ...careOf(r, ['Appartement 12', 'Bâtiment B']),
      pick(r, [
        `${house(r)}${r() < 0.1 ? ' bis,' : ''} ${pick(r, ['rue de la Paix', 'avenue des Champs-Élysées', 'boulevard Saint-Michel', 'rue du Faubourg Saint-Honoré', 'place de la République', 'chemin des Vignes', 'rue Victor Hugo'])}`,
        `BP ${between(r, 1, 999)}`,
      ]),
      `${between(r, 1, 9)}${digits(r, 4)} ${pick(r, ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'PARIS CEDEX 08'])}`,
    ],
    country: 'France',
  }),
  GB: (r) => {
    const town = pick(r, ['London', 'Leeds', 'Bristol', 'York', 'LONDON']);
    const postcode = `${pick(r, ['NW1', 'LS1', 'BS8', 'YO1', 'SW1A', 'E14', 'EC1A', 'M60'])} ${between(r, 1, 9)}${pick(r, ['AA', 'XE', 'QT', 'DB', 'HN', 'BB'])}`;
    return {
      lines: [
        ...careOf(r, [`Flat ${between(r, 1, 30)}`, 'c/o Mrs J. Patel']),
        pick(r, [
          `${house(r)} ${pick(r, ['Baker Street', 'High Street', 'Station Road', 'Church Lane', 'Victoria Avenue', 'Mill Close', 'Queens Drive', 'Kings Road'])}`,
          `PO Box ${between(r, 1, 9999)}`,
        ]),
        ...(r() < 0.5 ? [`${town} ${postcode}`] : [town, postcode]),
      ],
      country: pick(r, ['United Kingdom', 'UK']),
    };
  },
  US: (r) => {
    const city = pick(r, [
      'Springfield, IL 62701',
      'Washington, DC 20500',
      'Austin, TX 78701',
      'Los Angeles, CA 90012',
      'New York, NY 10118',
      'Seattle, WA 98109-5210',
    ]);
    const military = pick(r, [
      `PSC ${between(r, 1000, 9999)}, Box ${between(r, 1, 9999)}\nAPO AE 0${between(r, 9001, 9499)}`,
      `Unit ${between(r, 2000, 9999)} Box ${between(r, 1, 9999)}\nDPO AP 96${digits(r, 3)}`,
      `USNS ${pick(r, ['Comfort', 'Mercy', 'Bob Hope'])}\nFPO AP 96${digits(r, 3)}`,
    ]);
    if (r() < 0.2) return { lines: military.split('\n'), country: 'USA' };
    return {
      lines: [
        pick(r, [
          `${between(r, 10, 9999)} ${pick(r, ['Main Street', 'Pennsylvania Avenue NW', 'Elm St', 'Sunset Blvd', 'Oak Drive', 'Maple Ave', 'Lake Shore Drive'])}${r() < 0.3 ? pick(r, [', Apt 4B', ' Suite 200', ', Apt. 12']) : ''}`,
          `P.O. Box ${between(r, 1, 9999)}`,
        ]),
        city,
      ],
      country: pick(r, ['USA', 'United States']),
    };
  },
  IN: (r) => ({
    lines: [
      `${pick(r, [`Flat No. ${between(r, 1, 40)}`, `H.No. ${between(r, 1, 9)}-${between(r, 1, 9)}-${between(r, 10, 999)}`, `${between(r, 1, 300)}`, `B-${between(r, 1, 99)}`])}, ${pick(r, ['MG Road', 'Park Street', 'Banjara Hills', 'Sector 15', 'Anna Salai', 'Linking Road'])}`,
      pick(r, [
        'Bengaluru, Karnataka 560001',
        'Kolkata - 700016',
        'Hyderabad, Telangana 500034',
        'Noida, Uttar Pradesh 201301',
        'Chennai 600002',
        'Mumbai, Maharashtra 400050',
      ]),
    ],
    country: 'India',
  }),
  ES: (r) => ({
    lines: [
      pick(r, [
        `${pick(r, ['Calle Mayor', 'C/ Alcalá,', 'Avda. de la Constitución', 'Paseo de Gracia', 'Calle de Serrano', 'Plaza de España'])} ${between(r, 1, 150)}${r() < 0.4 ? `, ${pick(r, ['3º B', '2º izq.', '1º 2ª', 'bajo'])}` : ''}`,
        `Apartado de correos ${between(r, 1, 9999)}`,
      ]),
      `${pick(r, ['28013 Madrid', '08007 Barcelona', '41004 Sevilla', '46001 Valencia', '29015 Málaga'])}`,
    ],
    country: pick(r, ['España', 'Spain']),
  }),
  IT: (r) => ({
    lines: [
      pick(r, [
        `${pick(r, ['Via Roma', 'Via dei Mille', 'Piazza San Marco', 'Corso Buenos Aires', 'Viale Europa', 'Via Garibaldi'])} ${between(r, 1, 150)}${r() < 0.15 ? '/A' : ''}`,
        `Casella postale ${between(r, 1, 999)}`,
      ]),
      pick(r, [
        '00184 Roma RM',
        '80121 Napoli (NA)',
        '30124 Venezia VE',
        '20124 Milano MI',
        '10122 Torino TO',
        '50123 Firenze',
      ]),
    ],
    country: pick(r, ['Italia', 'Italy']),
  }),
  PL: (r) => ({
    lines: [
      `${pick(r, ['ul. Żwirki i Wigury', 'al. Jerozolimskie', 'ul. Piotrkowska', 'ul. Długa', 'ul. Marszałkowska'])} ${between(r, 1, 150)}${r() < 0.3 ? `/${between(r, 1, 40)}` : ''}`,
      pick(r, [
        '02-092 Warszawa',
        '00-024 Warszawa',
        '90-926 Łódź',
        '80-831 Gdańsk',
        '31-042 Kraków',
      ]),
    ],
    country: pick(r, ['Polska', 'Poland']),
  }),
};

export const ADDRESS_COUNTRIES = Object.keys(ADDRESSES) as AddressCountry[];

/**
 * A postal address of a country, on one line joined by commas or as a block of lines; a block
 * ends with the country now and then, a line does so more rarely.
 */
export function postalAddress(
  random: Random,
  country: AddressCountry,
  layout: 'line' | 'block',
): string {
  const { lines, country: name } = ADDRESSES[country](random);
  const withCountry = random() < (layout === 'block' ? 0.5 : 0.15) ? [...lines, name] : lines;
  return withCountry.join(layout === 'block' ? '\n' : ', ');
}
