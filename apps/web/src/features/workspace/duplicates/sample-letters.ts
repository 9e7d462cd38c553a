/**
 * Letters for the duplicate finder's tests and benchmark: an organisation's letterhead, a body of
 * sentences such letters are made of with their own names, dates and numbers, and a scan's
 * misreadings. Seeded, so every run reads the same pages.
 */

const FIRST = ['Kari', 'Ola', 'Ingrid', 'Lars', 'Sofie', 'Jonas', 'Amina', 'Erik', 'Nora', 'Ali'];
const LAST = ['Nordmann', 'Hansen', 'Johansen', 'Berg', 'Haugen', 'Dahl', 'Lie', 'Bakke', 'Moen'];
const TOWNS = ['Oslo', 'Bergen', 'Trondheim', 'Tromsø', 'Bodø', 'Hamar', 'Molde', 'Skien'];
const ORGANISATIONS = [
  'Statens vegvesen',
  'Skatteetaten',
  'NAV Kontaktsenter',
  'Helse Vest RHF',
  'Oslo kommune, Plan- og bygningsetaten',
  'Riverside Housing Association',
  'Northern Water Utilities Ltd',
  'County Council Social Services',
];
const SENTENCES = [
  'We refer to your letter of {date} concerning case {case}.',
  'The application from {name} was received on {date} and has now been considered.',
  'After a full review the department has decided to grant the request in part.',
  'The amount of NOK {amount} will be paid to account {account} within fourteen days.',
  'You may appeal this decision within three weeks of receiving this letter.',
  'An appeal must be sent in writing and should state which part of the decision you disagree with.',
  'Documents in the case are available on request under the Freedom of Information Act.',
  'Please contact {name} on telephone {phone} if you have any questions.',
  'Vi viser til søknad datert {date} om tilskudd til {town} kommune.',
  'Saken gjelder eiendommen gnr. {case} i {town}, eid av {name}.',
  'Etter en samlet vurdering har vi kommet til at vilkårene for dispensasjon ikke er oppfylt.',
  'Vedtaket kan påklages innen tre uker fra det tidspunkt underretning er kommet fram.',
  'Du har rett til å se dokumentene i saken, jf. forvaltningsloven § 18.',
  'Beløpet på kr {amount} utbetales til konto {account} innen {days} dager.',
  'The inspection on {date} found that the work had been carried out as described.',
  'Our records show that {name} has lived at the address in {town} since {year}.',
  'A copy of this letter has been sent to {name} for information.',
  'The meeting will take place in {town} on {date} at {hour} o’clock.',
  'Vi ber om at dokumentasjonen sendes inn innen {date}, ellers vil saken bli avsluttet.',
  'Kopi av dette brevet er sendt til {name}, {town}.',
  'The landlord has been asked to repair the heating system before the end of {month}.',
  'Your child has been offered a place at {town} primary school from {month}.',
  'The invoice of {date} for NOK {amount} remains unpaid and a reminder fee has been added.',
  'Medical records from {town} hospital show treatment between {date} and {date}.',
  'Please bring proof of identity, such as a passport or a driving licence, to the appointment.',
  'The planning committee discussed the proposed extension at its meeting in {month}.',
  'Neighbours in {town} have objected to the noise from the workshop in the evenings.',
  'Arbeidsgiveren har bekreftet at {name} var ansatt i perioden {year} til {year}.',
  'Legeerklæringen datert {date} viser at arbeidsevnen er nedsatt med {days} prosent.',
  'Barnevernstjenesten i {town} mottok bekymringsmelding den {date}.',
  'Skatteoppgjøret for {year} viser en restskatt på kr {amount}.',
  'Tilsynet den {date} avdekket mangler ved brannsikringen i bygningens kjeller.',
  'Ny frist for tilsvar er satt til {date}; etter dette vil vi fatte vedtak på grunnlag av sakens opplysninger.',
  'Retten i {town} behandlet saken i rettsmøte {date} med {name} som dommer.',
  'The insurance claim number {case} was closed after the payment on {date}.',
  'Water samples taken at {town} on {date} were within the limits set by the regulations.',
  'The contractor, {name}, confirmed that the roof was replaced in {year}.',
  'According to the register, the vehicle with registration {plate} is owned by {name}.',
  'Søknaden om byggetillatelse for garasje på {days} kvadratmeter er innvilget.',
  'We apologise for the delay in answering your enquiry about {town} harbour.',
];
const MONTHS = ['January', 'March', 'May', 'August', 'October', 'desember', 'juni', 'april'];

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** The top and foot of an organisation's letters: the same on every letter it sends. */
export function letterhead(random: () => number): { top: string; foot: string } {
  const organisation = pick(random, ORGANISATIONS);
  const town = pick(random, TOWNS);
  return {
    top: `${organisation}\nPostboks ${digits(random, 4)}, ${digits(random, 4)} ${town}\nTelefon ${digits(random, 8)}`,
    foot: `${organisation} · Org.nr. ${digits(random, 9)} · postmottak@${town.toLowerCase()}.example.no`,
  };
}

function fill(sentence: string, random: () => number): string {
  const values: Record<string, () => string> = {
    date: () =>
      `${1 + Math.floor(random() * 28)}.${1 + Math.floor(random() * 12)}.20${digits(random, 2)}`,
    case: () => `${digits(random, 2)}/${digits(random, 5)}`,
    name: () => `${pick(random, FIRST)} ${pick(random, LAST)}`,
    amount: () => `${digits(random, 2)} ${digits(random, 3)}`,
    account: () => `${digits(random, 4)}.${digits(random, 2)}.${digits(random, 5)}`,
    phone: () => digits(random, 8),
    town: () => pick(random, TOWNS),
    days: () => String(7 + Math.floor(random() * 21)),
    year: () => `19${digits(random, 2)}`,
    hour: () => String(8 + Math.floor(random() * 9)),
    month: () => pick(random, MONTHS),
    plate: () => `${pick(random, ['EL', 'BT', 'DR', 'ZT'])} ${digits(random, 5)}`,
  };
  return sentence.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!());
}

/** One page of a letter: the letterhead, a greeting and 8–13 sentences, and the foot. */
export function samplePage(random: () => number, head = letterhead(random)): string {
  const sentences = Array.from({ length: 8 + Math.floor(random() * 6) }, () =>
    fill(pick(random, SENTENCES), random),
  );
  const greeting = `Dear ${pick(random, FIRST)} ${pick(random, LAST)},`;
  return [
    head.top,
    greeting,
    ...sentences,
    'Yours sincerely',
    fill('{name}', random),
    head.foot,
  ].join('\n');
}

const MISREAD: Record<string, string> = { l: '1', o: '0', m: 'rn', e: 'c', i: 'í', a: 'o', s: '5' };

/**
 * The text as OCR might read a scan of it: every `every`-th letter that OCR tends to confuse
 * is misread, and lines are broken where the scan's were.
 */
export function misread(text: string, every = 30): string {
  let seen = 0;
  return [...text.replace(/\n/g, ' \n')]
    .map((character) => {
      if (!(character in MISREAD)) return character;
      seen += 1;
      return seen % every === 0 ? MISREAD[character]! : character;
    })
    .join('');
}
