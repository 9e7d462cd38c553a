/**
 * The issuer's blocks of letters and invoices: an organisation's letterhead (stacked, in a
 * column of labels, or one centred line), a private person's sender block, the small return
 * address over the window (DIN 5008), and the footer in columns or on one line.
 */
import { pick, type Random } from '../identifiers';
import { chance, joinItems } from './compose';
import { gold, widthOf, type PageWriter, type Piece } from './lay-out';
import type { Lexicon } from './lexicon';
import {
  accountLabel,
  addressLine,
  addressLines,
  metaOf,
  phonePiece,
  registrationPieces,
  type Party,
} from './parties';

const labelled = (label: string, value: Piece): Piece[] => (label ? [`${label} `, value] : [value]);

/** An organisation's contact lines: phone or switchboard, fax, e-mail, web. */
function organisationContacts(
  random: Random,
  lexicon: Lexicon,
  issuer: Party,
  role: string,
): Piece[][] {
  const { labels } = lexicon;
  const phoneLabel =
    issuer.kind === 'public' || chance(random, 0.3)
      ? pick(random, labels.switchboard)
      : pick(random, labels.phone);
  const lines: Piece[][] = [
    labelled(phoneLabel, phonePiece(issuer, 'phone', metaOf(issuer, 'phone', role))),
  ];
  if (chance(random, 0.3))
    lines.push(
      labelled(pick(random, labels.fax), phonePiece(issuer, 'fax', metaOf(issuer, 'phone', role))),
    );
  if (chance(random, 0.8))
    lines.push(
      labelled(pick(random, labels.email), gold(issuer.email, metaOf(issuer, 'email', role))),
    );
  if (issuer.web && chance(random, 0.7)) lines.push(labelled(pick(random, labels.web), issuer.web));
  return lines;
}

/** The organisation's letterhead at the top of the page; returns the y under it. */
export function letterhead(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  issuer: Party,
): number {
  const role = 'letterhead';
  const address = metaOf(issuer, 'address', role);
  const style = pick(random, ['left', 'right', 'centred', 'columns'] as const);
  const contacts = organisationContacts(random, lexicon, issuer, role);
  const registration = chance(random, 0.35) ? registrationPieces(issuer) : [];
  if (style === 'centred') {
    page.line({ x: 200, y: 36, size: 18 }, [issuer.name]);
    const items = [addressLine(issuer.address, address), ...contacts, ...registration];
    return (
      page.lines({ x: 80, y: 60, size: 8 }, joinItems(items, ' · ', page.width - 160, 8), 10) + 10
    );
  }
  if (style === 'columns') {
    page.line({ x: 56, y: 40, size: 16 }, [issuer.name]);
    let y = page.lines({ x: 56, y: 62, size: 8 }, addressLines(issuer.address, address), 10);
    y = Math.max(y, page.lines({ x: 380, y: 40, size: 8 }, [...contacts, ...registration], 10));
    return y + 10;
  }
  const x = style === 'left' ? 56 : 370;
  page.line(
    {
      x: style === 'left' ? x : Math.min(x, page.width - 56 - widthOf(issuer.name, 15)),
      y: 36,
      size: 15,
    },
    [issuer.name],
  );
  const lines = [...addressLines(issuer.address, address), ...contacts, ...registration];
  return page.lines({ x, y: 56, size: 8 }, lines, 10) + 10;
}

/** A private person's sender block: name, address, phone (labelled or not) and e-mail. */
export function senderBlock(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  issuer: Party,
  x: number,
  y: number,
): number {
  const role = 'sender';
  const lines: Piece[][] = [
    [issuer.name],
    ...addressLines(issuer.address, metaOf(issuer, 'address', role)),
  ];
  const phone = phonePiece(
    issuer,
    chance(random, 0.6) ? 'mobile' : 'phone',
    metaOf(issuer, 'phone', role),
  );
  lines.push(
    chance(random, 0.7)
      ? [`${pick(random, [...lexicon.labels.phone, ...lexicon.labels.mobile])} `, phone]
      : [phone],
  );
  const email = gold(issuer.email, metaOf(issuer, 'email', role));
  lines.push(chance(random, 0.5) ? [`${pick(random, lexicon.labels.email)} `, email] : [email]);
  page.line({ x, y, size: 11 }, lines[0]!);
  return page.lines({ x, y: y + 15, size: 9 }, lines.slice(1), 11.5);
}

/** The small one-line return address over the address window (DIN 5008 and Nordic windows). */
export function returnLine(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  issuer: Party,
  at: { x: number; y: number },
): void {
  const separator = pick(random, [' · ', ', ', ' - ', ' | ']);
  const prefix = pick(random, lexicon.letter.returnPrefix);
  const pieces: Piece[] = [
    ...(prefix ? [`${prefix} `] : []),
    issuer.name,
    separator,
    ...addressLine(issuer.address, metaOf(issuer, 'address', 'return line'), separator),
  ];
  page.line({ ...at, size: 6.5 }, pieces);
}

/** The issuer's footer: columns of address, contacts, registration and bank, or one line. */
export function footer(page: PageWriter, random: Random, lexicon: Lexicon, issuer: Party): void {
  const role = 'footer';
  const { labels } = lexicon;
  const account: Piece[] = [
    `${accountLabel(random, labels.account, issuer.account)} `,
    gold(issuer.account.text, metaOf(issuer, 'account', role)),
  ];
  const phone = labelled(
    pick(random, issuer.kind === 'public' ? labels.switchboard : labels.phone),
    phonePiece(issuer, 'phone', metaOf(issuer, 'phone', role)),
  );
  const email = labelled(
    pick(random, labels.email),
    gold(issuer.email, metaOf(issuer, 'email', role)),
  );
  const registration = registrationPieces(issuer);
  const y = page.height - 70;
  const style = pick(random, ['columns', 'rows', 'line'] as const);
  if (style === 'line') {
    const items: Piece[][] = [
      [issuer.name],
      addressLine(issuer.address, metaOf(issuer, 'address', role)),
      phone,
      email,
      ...registration,
      account,
    ];
    page.lines({ x: 56, y, size: 7 }, joinItems(items, ' · ', page.width - 112, 7), 9);
    return;
  }
  const address = metaOf(issuer, 'address', role);
  const first: Piece[][] = [
    [issuer.name],
    [pick(random, labels.post)],
    ...(style === 'rows'
      ? [addressLine(issuer.address, address)]
      : addressLines(issuer.address, address)),
  ];
  const second: Piece[][] = [phone, email, ...(issuer.web ? [[issuer.web]] : [])];
  const third: Piece[][] = [...registration, account];
  if (style === 'columns') {
    page.lines({ x: 56, y, size: 7 }, first, 8.5);
    page.lines({ x: 210, y, size: 7 }, second, 8.5);
    page.lines({ x: 365, y, size: 7 }, third, 8.5);
    return;
  }
  // Rows: the PDF draws the footer line by line across its columns, as one text line each.
  const rows = Math.max(first.length, second.length, third.length);
  for (let row = 0; row < rows; row++) {
    page.line({ x: 56, y: y + row * 8.5, size: 7 }, [
      ...(first[row] ?? []),
      { tab: 210 },
      ...(second[row] ?? []),
      { tab: 365 },
      ...(third[row] ?? []),
    ]);
  }
}
