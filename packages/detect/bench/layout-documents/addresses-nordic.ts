/**
 * Norwegian, Swedish and Danish addresses: street and number (a Norwegian flat's H-number, a
 * Swedish lgh or floor, a Danish floor and side), or an organisation's box; postcode before town.
 */
import { pick, type Random } from '../identifiers';
import { between, chance } from './compose';
import { withPostcode, type Address } from './address-lines';

export function norway(random: Random, isOrganisation: boolean): Address {
  if (isOrganisation && chance(random, 0.45)) {
    const [code, town] = pick(random, [
      ['0032', 'OSLO'],
      ['0101', 'Oslo'],
      ['5804', 'BERGEN'],
      ['7468', 'Trondheim'],
      ['8601', 'MO I RANA'],
      ['4068', 'Stavanger'],
      ['9291', 'Tromsø'],
    ] as const);
    const box = `${pick(random, ['Postboks', 'Postboks', 'Pb.'])} ${between(random, 1, 9800)}${chance(random, 0.3) ? ` ${pick(random, ['Sentrum', 'Dep', 'Majorstuen'])}` : ''}`;
    return withPostcode([box, `${code} ${town}`], code);
  }
  const street = pick(random, [
    'Storgata',
    'Kirkegata',
    'Dronningens gate',
    'Thorvald Meyers gate',
    'Markveien',
    'Bogstadveien',
    'Ullevålsveien',
    'Sandviksveien',
    'Kong Oscars gate',
    'Olav Tryggvasons gate',
    'Nordre gate',
    'Elvegata',
    'Løkkeveien',
    'Skolebakken',
    'Granlia',
    'Solbakken',
    'Bjørkeveien',
    'Hamnegata',
    'Øvre Slottsgate',
  ]);
  const house = `${between(random, 1, 140)}${chance(random, 0.2) ? pick(random, [' A', ' B', 'C', 'b']) : ''}`;
  const unit = chance(random, 0.12)
    ? `${pick(random, [', ', ' '])}H0${between(random, 1, 4)}0${between(random, 1, 4)}`
    : '';
  const [code, town] = pick(random, [
    ['0150', 'OSLO'],
    ['0182', 'Oslo'],
    ['0557', 'Oslo'],
    ['0661', 'OSLO'],
    ['1337', 'Sandvika'],
    ['2317', 'Hamar'],
    ['3015', 'Drammen'],
    ['4006', 'Stavanger'],
    ['4612', 'Kristiansand S'],
    ['5003', 'Bergen'],
    ['5055', 'BERGEN'],
    ['6002', 'Ålesund'],
    ['7011', 'Trondheim'],
    ['8006', 'Bodø'],
    ['9008', 'TROMSØ'],
    ['2609', 'Lillehammer'],
    ['1606', 'Fredrikstad'],
    ['3117', 'Tønsberg'],
    ['5501', 'Haugesund'],
    ['6800', 'Førde'],
  ] as const);
  const careOf =
    !isOrganisation && chance(random, 0.06)
      ? [`c/o ${pick(random, ['Hansen', 'Berg', 'Lie'])}`]
      : [];
  return withPostcode([...careOf, `${street} ${house}${unit}`, `${code} ${town}`], code);
}

export function sweden(random: Random, isOrganisation: boolean): Address {
  const [code, town] = pick(random, [
    ['111 52', 'Stockholm'],
    ['113 59', 'STOCKHOLM'],
    ['118 60', 'Stockholm'],
    ['411 19', 'Göteborg'],
    ['413 04', 'GÖTEBORG'],
    ['211 22', 'Malmö'],
    ['753 20', 'Uppsala'],
    ['582 24', 'Linköping'],
    ['903 26', 'Umeå'],
    ['702 10', 'Örebro'],
    ['252 21', 'Helsingborg'],
    ['352 30', 'Växjö'],
  ] as const);
  const printed = `${chance(random, 0.1) ? 'SE-' : ''}${code}`;
  if (isOrganisation && chance(random, 0.35)) {
    return withPostcode([`Box ${between(random, 1, 9999)}`, `${printed} ${town}`], printed);
  }
  const street = pick(random, [
    'Drottninggatan',
    'Götgatan',
    'Vasagatan',
    'Storgatan',
    'Kungsgatan',
    'Hornsgatan',
    'Sveavägen',
    'Linnégatan',
    'Östra Hamngatan',
    'Stora Nygatan',
    'Björkvägen',
    'Ringvägen',
    'Järnvägsgatan',
  ]);
  const flat = chance(random, 0.2)
    ? pick(random, [` lgh ${between(random, 1001, 1404)}`, ', 2 tr', ', 4 tr'])
    : '';
  return withPostcode(
    [
      `${street} ${between(random, 1, 120)}${chance(random, 0.15) ? ' B' : ''}${flat}`,
      `${printed} ${town}`,
    ],
    printed,
  );
}

export function denmark(random: Random, isOrganisation: boolean): Address {
  const [code, town] = pick(random, [
    ['1620', 'København V'],
    ['2100', 'København Ø'],
    ['2200', 'København N'],
    ['1552', 'København V'],
    ['2000', 'Frederiksberg'],
    ['8000', 'Aarhus C'],
    ['5000', 'Odense C'],
    ['9000', 'Aalborg'],
    ['6700', 'Esbjerg'],
    ['7100', 'Vejle'],
    ['4000', 'Roskilde'],
  ] as const);
  const printed = `${chance(random, 0.1) ? 'DK-' : ''}${code}`;
  if (isOrganisation && chance(random, 0.25)) {
    return withPostcode([`Postboks ${between(random, 1, 2999)}`, `${printed} ${town}`], printed);
  }
  const street = pick(random, [
    'Vesterbrogade',
    'Nørrebrogade',
    'Østerbrogade',
    'Amagerbrogade',
    'Jernbanegade',
    'Søndergade',
    'Vestergade',
    'Algade',
    'Frederiksberg Allé',
    'Gammel Kongevej',
    'Åboulevarden',
    'Bredgade',
  ]);
  const floor = chance(random, 0.45)
    ? `, ${pick(random, ['st. tv.', '1. th.', '2. tv.', '3. mf.', '4.'])}`
    : '';
  return withPostcode(
    [
      `${street} ${between(random, 1, 160)}${chance(random, 0.1) ? 'A' : ''}${floor}`,
      `${printed} ${town}`,
    ],
    printed,
  );
}
