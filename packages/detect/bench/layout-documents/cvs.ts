/**
 * CVs: a person's name over a contact line ("phone · e-mail · address"), a sidebar of contact
 * lines, or a table of labelled personal details with the date of birth beside the phone; then
 * profile, experience with employers and periods, education, languages and references.
 */
import { pick, type Random } from '../identifiers';
import { between, chance, countryFor, wrap } from './compose';
import { decoy, gold, PageWriter, type Piece } from './lay-out';
import type { Lexicon } from './lexicon';
import type { LayoutDocument } from './model';
import { addressLine, addressLines, metaOf, partyOf, phonePiece, type Party } from './parties';
import { companyOf } from './people';

const ROLE = 'cv header';

/** Where the sections go, and which header style the CV has. */
type Column = { y: number; x: number; width: number; style: string };

function contacts(
  random: Random,
  lexicon: Lexicon,
  person: Party,
): { phone: Piece; email: Piece; second?: Piece } {
  const phoneMeta = metaOf(person, 'phone', ROLE);
  return {
    phone: phonePiece(person, 'mobile', phoneMeta),
    email: gold(person.email, metaOf(person, 'email', ROLE)),
    ...(chance(random, 0.3) ? { second: phonePiece(person, 'phone', phoneMeta) } : {}),
  };
}

const dateOfBirth = (random: Random, lexicon: Lexicon): Piece =>
  decoy(
    lexicon.date(random, {
      day: between(random, 1, 28),
      month: between(random, 1, 12),
      year: between(random, 1960, 2002),
    }),
    'date',
  );

/** The header; returns the y where the sections start and the x and width of their column. */
function header(page: PageWriter, random: Random, lexicon: Lexicon, person: Party): Column {
  const { labels, cv } = lexicon;
  const name = gold(person.person.name, { kind: 'name', type: 'PERSON', role: ROLE });
  const { phone, email, second } = contacts(random, lexicon, person);
  const address = metaOf(person, 'address', ROLE);
  const style = pick(random, ['centred', 'sidebar', 'labelled'] as const);
  if (style === 'centred') {
    page.line({ x: 200, y: 40, size: 22 }, [name]);
    const separator: Piece = pick(random, [' · ', ' | ', ' • ', { gap: 24 }]);
    const line: Piece[] = [phone, separator, email];
    if (chance(random, 0.6)) line.push(separator, ...addressLine(person.address, address));
    page.line({ x: 80, y: 70, size: 9 }, line);
    if (second) page.line({ x: 200, y: 82, size: 9 }, [`${pick(random, labels.phone)} `, second]);
    return { y: 110, x: 56, width: 480, style };
  }
  if (style === 'sidebar') {
    page.line({ x: 40, y: 40, size: 18 }, [name]);
    const lines: Piece[][] = [
      [pick(random, cv.contact)],
      [phone],
      ...(second ? [[second]] : []),
      [email],
      ...addressLines(person.address, address),
    ];
    if (chance(random, 0.5)) lines.push([pick(random, cv.dob)], [dateOfBirth(random, lexicon)]);
    lines.push([`linkedin.com/in/${person.person.given.toLowerCase()}-${between(random, 10, 99)}`]);
    page.lines({ x: 40, y: 80, size: 8.5 }, lines, 11);
    return { y: 80, x: 200, width: 350, style };
  }
  page.line({ x: 56, y: 40, size: 16 }, [pick(random, cv.title)]);
  page.line({ x: 56, y: 64, size: 13 }, [name]);
  const rows: [string, Piece[]][] = [
    [pick(random, cv.address), addressLine(person.address, address)],
    [pick(random, labels.mobile), [phone]],
    ...(second ? [[pick(random, labels.phone), [second]] as [string, Piece[]]] : []),
    [pick(random, labels.email), [email]],
    [pick(random, cv.dob), [dateOfBirth(random, lexicon)]],
    [cv.nationality[0], [cv.nationality[1]]],
  ];
  let y = 84;
  for (const [label, value] of rows) {
    page.line({ x: 56, y, size: 9.5 }, [label, { tab: 160 }, ...value]);
    y += 12;
  }
  return { y: y + 14, x: 56, width: 480, style };
}

/** Profile, experience, education, languages and references. */
function sections(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  person: Party,
  column: Column,
): void {
  const { cv, labels } = lexicon;
  let y = column.y;
  const heading = (text: string) => {
    page.line({ x: column.x, y, size: 12 }, [text]);
    y += 16;
  };
  heading(pick(random, cv.profile));
  y =
    page.lines(
      { x: column.x, y, size: 9.5 },
      wrap([pick(random, cv.profileText)], column.width, 9.5),
      12,
    ) + 8;
  heading(pick(random, cv.experience));
  let year = between(random, 2016, 2022);
  for (let job = 0; job < between(random, 2, 3); job++) {
    const until = job === 0 ? cv.present : String(year);
    const from = year - between(random, 1, 5);
    const employer = companyOf(random, countryFor(random, lexicon, 0.1));
    page.line({ x: column.x, y, size: 9.5 }, [
      decoy(`${from}`, 'date'),
      ' – ',
      job === 0 ? until : decoy(until, 'date'),
      { tab: column.x + 90 },
      `${pick(random, cv.jobs)}, ${employer.name}`,
    ]);
    y += 13;
    year = from;
  }
  y += 6;
  heading(pick(random, cv.education));
  page.line({ x: column.x, y, size: 9.5 }, [
    decoy(`${year - 4}`, 'date'),
    ' – ',
    decoy(`${year - 1}`, 'date'),
    { tab: column.x + 90 },
    pick(random, cv.degrees),
  ]);
  y += 19;
  heading(pick(random, cv.languages));
  y =
    page.lines(
      { x: column.x, y, size: 9.5 },
      cv.languageLines.map((line) => [line]),
      12,
    ) + 6;
  if (chance(random, 0.6)) {
    heading(pick(random, cv.references));
    const referee = partyOf(random, 'person', person.country);
    const employer = companyOf(random, person.country);
    // A referee's number: a person's phone on an employer's line, fair either way.
    const meta = {
      ...metaOf(referee, 'phone', 'reference'),
      holder: undefined,
      party: undefined,
    };
    const line: Piece[] = [
      gold(referee.person.name, { kind: 'name', type: 'PERSON', role: 'reference' }),
      `, ${pick(random, lexicon.letter.jobTitles)}, ${employer.name}, ${pick(random, labels.phone)} `,
      phonePiece(referee, 'mobile', meta),
    ];
    page.lines({ x: column.x, y, size: 9.5 }, wrap(line, column.width, 9.5), 12);
  }
}

/** One CV in a language. */
export function makeCv(random: Random, lexicon: Lexicon): LayoutDocument {
  const person = partyOf(random, 'person', countryFor(random, lexicon, 0.15));
  const page = new PageWriter(595, 842);
  const column = header(page, random, lexicon, person);
  sections(page, random, lexicon, person, column);
  return page.finish({ kind: 'cv', language: lexicon.language, layout: column.style });
}
