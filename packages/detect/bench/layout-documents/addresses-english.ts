/**
 * British, American and Indian addresses: number before the street, house names and flats, town
 * and postcode on one line or two, US states and ZIP+4, APO/FPO/DPO military mail, Indian PIN
 * codes after the city.
 */
import { pick, type Random } from '../identifiers';
import { between, chance } from './compose';
import { withPostcode, type Address } from './address-lines';

export function britain(random: Random, isOrganisation: boolean): Address {
  const [code, town] = pick(random, [
    ['SW1A 2AA', 'London'],
    ['EC1A 1BB', 'LONDON'],
    ['W1D 3QF', 'London'],
    ['M1 1AE', 'Manchester'],
    ['B33 8TH', 'Birmingham'],
    ['LS6 3AB', 'LEEDS'],
    ['BS1 5TR', 'Bristol'],
    ['EH1 1YZ', 'Edinburgh'],
    ['G2 1DY', 'Glasgow'],
    ['CF10 1EP', 'Cardiff'],
    ['NE1 7RU', 'Newcastle upon Tyne'],
    ['OX1 2JD', 'Oxford'],
    ['CB2 1TN', 'CAMBRIDGE'],
  ] as const);
  const last = chance(random, 0.5) ? [`${town} ${code}`] : [town, code];
  if (isOrganisation && chance(random, 0.15)) {
    return withPostcode([`PO Box ${between(random, 1, 9999)}`, ...last], code);
  }
  const street = pick(random, [
    'High Street',
    'Station Road',
    'Church Lane',
    'Victoria Road',
    'Park Avenue',
    'Queen Street',
    "King's Road",
    'Mill Lane',
    'Manor Close',
    'Oxford Road',
    'Albert Road',
  ]);
  const first = pick(random, [
    () => [`${between(random, 1, 220)} ${street}`],
    () => [
      `${isOrganisation ? 'Suite' : 'Flat'} ${between(random, 1, 30)}, ${between(random, 1, 120)} ${street}`,
    ],
    () => [
      isOrganisation
        ? `Unit ${between(random, 1, 12)}, Riverside Park`
        : pick(random, ['The Old Rectory', 'Rose Cottage']),
      `${between(random, 1, 90)} ${street}`,
    ],
    () => [
      `${between(random, 1, 120)} ${street}`,
      pick(random, ['Headingley', 'Clifton', 'Jesmond', 'Didsbury']),
    ],
  ])();
  return withPostcode([...first, ...last], code);
}

export function unitedStates(random: Random, isOrganisation: boolean): Address {
  if (!isOrganisation && chance(random, 0.15)) {
    const [first, code] = pick(random, [
      () => [
        `PSC ${between(random, 1000, 9999)}, Box ${between(random, 1, 9999)}`,
        `APO AE 09${between(random, 100, 999)}`,
      ],
      () => [
        `Unit ${between(random, 2000, 9999)} Box ${between(random, 1, 9999)}`,
        `DPO AP 96${between(random, 200, 699)}`,
      ],
      () => [
        `USS ${pick(random, ['Nimitz (CVN 68)', 'Ronald Reagan (CVN 76)', 'Bataan (LHD 5)'])}`,
        `FPO AP 96${between(random, 600, 699)}-${between(random, 1000, 9999)}`,
      ],
      () => [
        `CMR ${between(random, 400, 499)} Box ${between(random, 100, 999)}`,
        `APO AE 09${between(random, 100, 999)}`,
      ],
    ])();
    return withPostcode([first!, code!], code!.split(' ').slice(2).join(' '));
  }
  const [city, state, zip] = pick(random, [
    ['Chicago', 'IL', '60611'],
    ['Boston', 'MA', '02116'],
    ['Austin', 'TX', '78701'],
    ['Seattle', 'WA', '98101-3143'],
    ['Denver', 'CO', '80202'],
    ['Portland', 'OR', '97205'],
    ['Atlanta', 'GA', '30303'],
    ['San Francisco', 'CA', '94103'],
    ['Miami', 'FL', '33130'],
    ['Columbus', 'OH', '43215'],
    ['Minneapolis', 'MN', '55401'],
    ['New York', 'NY', '10118'],
  ] as const);
  const last = chance(random, 0.2)
    ? `${city.toUpperCase()} ${state} ${zip}`
    : `${city}, ${state} ${zip}`;
  if (isOrganisation && chance(random, 0.15))
    return withPostcode([`P.O. Box ${between(random, 1, 9999)}`, last], zip);
  const street = pick(random, [
    'Main Street',
    'Oak Street',
    'Maple Avenue',
    'Elm Drive',
    'Washington Blvd',
    'Lakeview Road',
    'N. Michigan Ave',
    'W 42nd St',
    'Pine Ct',
    'Sunset Boulevard',
    'Market St',
  ]);
  const units = isOrganisation
    ? [', Suite 210', ' Ste 400', ', Floor 12']
    : [', Apt 4B', ' #12', ', Apt. 3'];
  const unit = chance(random, 0.4) ? pick(random, units) : '';
  const second = isOrganisation ? ['Suite 1200', 'Floor 3'] : ['Apt 7C', 'Unit 2'];
  const lines =
    chance(random, 0.15) && unit === ''
      ? [`${between(random, 10, 9999)} ${street}`, pick(random, second), last]
      : [`${between(random, 10, 9999)} ${street}${unit}`, last];
  return withPostcode(lines, zip);
}

export function india(random: Random): Address {
  return pick(random, [
    () =>
      withPostcode(
        [
          `Flat ${between(random, 101, 904)}, Sai Krupa Apartments`,
          `${between(random, 1, 18)}th Cross, Malleshwaram`,
          'Bengaluru, Karnataka 560003',
        ],
        '560003',
      ),
    () =>
      withPostcode(
        [`No. ${between(random, 1, 90)}, 3rd Main Road, Indiranagar`, 'Bangalore - 560038'],
        '560038',
      ),
    () =>
      withPostcode(
        [`B-${between(random, 1, 99)}, Sector 62`, 'Noida, Uttar Pradesh 201309'],
        '201309',
      ),
    () =>
      withPostcode(
        [
          `H.No. 8-2-${between(random, 100, 699)}/${between(random, 1, 99)}, Road No. ${between(random, 1, 45)}, Jubilee Hills`,
          'Hyderabad - 500033',
        ],
        '500033',
      ),
    () =>
      withPostcode(
        [`${between(random, 1, 99)}, Park Street`, 'Kolkata 700016', 'West Bengal'],
        '700016',
      ),
    () =>
      withPostcode(
        [`Plot ${between(random, 1, 90)}, MIDC, Andheri East`, 'Mumbai 400093'],
        '400093',
      ),
    () =>
      withPostcode(
        [`${between(random, 1, 200)}, Anna Salai, Teynampet`, 'Chennai - 600018'],
        '600018',
      ),
    () => withPostcode([`D-${between(random, 1, 60)}, Green Park`, 'New Delhi 110016'], '110016'),
  ])();
}
