/**
 * German, Dutch, French, Spanish, Italian and Polish addresses: each country's street forms
 * (number after the street, or before it in France), house-number additions, floors, boxes and
 * CEDEX, with the postcode before the town.
 */
import { pick, type Random } from '../identifiers';
import { between, chance } from './compose';
import { withPostcode, type Address } from './address-lines';

export function germany(random: Random, isOrganisation: boolean): Address {
  const [code, town] = pick(random, [
    ['10115', 'Berlin'],
    ['10719', 'Berlin'],
    ['20095', 'Hamburg'],
    ['80331', 'München'],
    ['50667', 'Köln'],
    ['60311', 'Frankfurt am Main'],
    ['70173', 'Stuttgart'],
    ['40213', 'Düsseldorf'],
    ['04109', 'Leipzig'],
    ['01067', 'Dresden'],
    ['28195', 'Bremen'],
    ['30159', 'Hannover'],
    ['90402', 'Nürnberg'],
    ['69117', 'Heidelberg'],
  ] as const);
  const printed = `${chance(random, 0.05) ? 'D-' : ''}${code}`;
  if (isOrganisation && chance(random, 0.2)) {
    const box = `Postfach ${between(random, 10, 99)} ${between(random, 10, 99)} ${between(random, 10, 99)}`;
    return withPostcode([box, `${printed} ${town}`], printed);
  }
  const street = pick(random, [
    'Hauptstraße',
    'Bahnhofstraße',
    'Schulstraße',
    'Gartenstraße',
    'Lindenstraße',
    'Goethestraße',
    'Friedrichstraße',
    'Kurfürstendamm',
    'Marienplatz',
    'Königsallee',
    'Am Mühlbach',
    'Schillerstr.',
    'Beethovenweg',
    'Rosenheimer Str.',
    'Ludwigstraße',
  ]);
  const number = pick(random, [
    `${between(random, 1, 180)}`,
    `${between(random, 1, 60)}a`,
    `${between(random, 1, 40)}-${between(random, 41, 60)}`,
  ]);
  return withPostcode([`${street} ${number}`, `${printed} ${town}`], printed);
}

export function netherlands(random: Random, isOrganisation: boolean): Address {
  const [code, town] = pick(random, [
    ['1015 CJ', 'Amsterdam'],
    ['1071 DJ', 'AMSTERDAM'],
    ['3011 AD', 'Rotterdam'],
    ['3511 LK', 'Utrecht'],
    ['2511 CV', 'Den Haag'],
    ['5611 EM', 'Eindhoven'],
    ['9711 LM', 'Groningen'],
    ['6811 AA', 'Arnhem'],
    ['2312 BS', 'Leiden'],
    ['4811 XJ', 'BREDA'],
  ] as const);
  if (isOrganisation && chance(random, 0.3)) {
    return withPostcode([`Postbus ${between(random, 1, 20999)}`, `${code} ${town}`], code);
  }
  const street = pick(random, [
    'Kerkstraat',
    'Dorpsstraat',
    'Hoofdstraat',
    'Molenweg',
    'Stationsstraat',
    'Prinsengracht',
    'Herengracht',
    'Oudegracht',
    'Laan van Meerdervoort',
    'Vondelstraat',
    'Julianalaan',
    'Wilhelminastraat',
    'Nieuwstraat',
  ]);
  const number = pick(random, [
    `${between(random, 1, 300)}`,
    `${between(random, 1, 90)}A`,
    `${between(random, 1, 90)}-2`,
    `${between(random, 1, 200)} hs`,
    `${between(random, 1, 120)}-III`,
  ]);
  return withPostcode([`${street} ${number}`, `${code} ${town}`], code);
}

export function france(random: Random, isOrganisation: boolean): Address {
  const [code, town] = pick(random, [
    ['75009', 'Paris'],
    ['75011', 'PARIS'],
    ['69002', 'Lyon'],
    ['13001', 'Marseille'],
    ['31000', 'TOULOUSE'],
    ['33000', 'Bordeaux'],
    ['44000', 'Nantes'],
    ['67000', 'Strasbourg'],
    ['59000', 'Lille'],
    ['35000', 'Rennes'],
    ['06000', 'Nice'],
    ['34000', 'Montpellier'],
  ] as const);
  if (isOrganisation && chance(random, 0.2)) {
    const cedex = `${code.slice(0, 2)}${between(random, 100, 999)}`;
    return withPostcode(
      [
        `${pick(random, ['BP', 'CS'])} ${between(random, 10, 99999)}`,
        `${cedex} ${town.toUpperCase()} CEDEX${chance(random, 0.5) ? ` ${between(random, 1, 20)}` : ''}`,
      ],
      cedex,
    );
  }
  const street = pick(random, [
    'rue de la République',
    'avenue Jean Jaurès',
    'rue Victor Hugo',
    'place Bellecour',
    'boulevard Haussmann',
    'rue des Lilas',
    'chemin des Vignes',
    'rue du Général de Gaulle',
    'allée des Tilleuls',
    'impasse des Rosiers',
    'quai de la Loire',
  ]);
  const number = `${between(random, 1, 180)}${chance(random, 0.1) ? ' bis' : ''}`;
  const extra =
    !isOrganisation && chance(random, 0.15)
      ? [
          pick(random, [
            `Résidence Les Pins, Bât. ${pick(random, ['A', 'B', 'C'])}`,
            `Appartement ${between(random, 1, 60)}`,
            `Escalier ${between(random, 1, 4)}`,
          ]),
        ]
      : [];
  return withPostcode(
    [...extra, `${number}${chance(random, 0.4) ? ',' : ''} ${street}`, `${code} ${town}`],
    code,
  );
}

export function spain(random: Random): Address {
  const [code, town] = pick(random, [
    ['28014', 'Madrid'],
    ['28013', 'Madrid'],
    ['08017', 'Barcelona'],
    ['41001', 'Sevilla'],
    ['46004', 'Valencia'],
    ['48009', 'Bilbao'],
    ['29005', 'Málaga'],
    ['50001', 'Zaragoza'],
  ] as const);
  const street = pick(random, [
    () => `Calle de Alcalá, ${between(random, 1, 200)}`,
    () => `C/ Mayor ${between(random, 1, 90)}`,
    () => `Avda. Diagonal ${between(random, 1, 690)}`,
    () => `Plaza Nueva ${between(random, 1, 30)}`,
    () => `Calle Colón ${between(random, 1, 60)}`,
    () => `Paseo de la Castellana ${between(random, 1, 260)}`,
    () => `Gran Vía ${between(random, 1, 80)}`,
  ])();
  const floor = chance(random, 0.5)
    ? `, ${pick(random, ['3.º B', '2º izda.', '1º 2ª', '4-A', 'bajo', '6ª planta'])}`
    : '';
  return withPostcode(
    [`${street}${floor}`, `${code} ${town}${chance(random, 0.15) ? ` (${town})` : ''}`],
    code,
  );
}

export function italy(random: Random): Address {
  const [code, town] = pick(random, [
    ['20121', 'Milano MI'],
    ['00153', 'Roma (RM)'],
    ['00186', 'Roma'],
    ['50122', 'Firenze FI'],
    ['80134', 'Napoli NA'],
    ['10124', 'Torino TO'],
    ['40125', 'Bologna BO'],
    ['16121', 'Genova GE'],
  ] as const);
  const street = pick(random, [
    () => `Via Giuseppe Verdi ${between(random, 1, 90)}`,
    () => `Viale Trastevere ${between(random, 1, 200)}`,
    () => `Corso Vittorio Emanuele II, ${between(random, 1, 300)}`,
    () => `Piazza del Duomo ${between(random, 1, 20)}`,
    () => `Via Toledo ${between(random, 1, 300)}`,
    () => `Via Po ${between(random, 1, 60)}, int. ${between(random, 1, 12)}`,
    () => `Via XX Settembre ${between(random, 1, 40)}/A`,
  ])();
  return withPostcode([street, `${code} ${town}`], code);
}

export function poland(random: Random): Address {
  const [code, town] = pick(random, [
    ['00-514', 'Warszawa'],
    ['31-019', 'Kraków'],
    ['00-867', 'Warszawa'],
    ['90-926', 'Łódź'],
    ['80-827', 'Gdańsk'],
    ['50-062', 'Wrocław'],
    ['61-888', 'Poznań'],
  ] as const);
  const street = pick(random, [
    () => `ul. Marszałkowska ${between(random, 1, 140)}/${between(random, 1, 90)}`,
    () => `ul. Floriańska ${between(random, 1, 50)}`,
    () => `al. Jana Pawła II ${between(random, 1, 80)}`,
    () => `os. Na Skarpie ${between(random, 1, 40)}/${between(random, 1, 20)}`,
    () => `ul. Piotrkowska ${between(random, 1, 290)}`,
    () => `ul. Długa ${between(random, 1, 80)} m. ${between(random, 1, 40)}`,
    () => `pl. Solny ${between(random, 1, 20)}`,
  ])();
  return withPostcode([street, `${code} ${town}`], code);
}
