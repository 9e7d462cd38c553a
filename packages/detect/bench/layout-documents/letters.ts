/**
 * Letters: an organisation's (company or public body) with its letterhead, a return-address
 * line over the window now and then, the recipient's block, a reference block, a body with
 * names, a closing and signature and a footer; or a private person's, with a sender block.
 * Layouts: the window letter (Nordic and DIN 5008), the letterhead letter, and the French letter
 * with the addressee on the right.
 */
import { pick, type Random } from '../identifiers';
import { between, chance, countryFor, dayOf, fillParagraph, wrap } from './compose';
import { footer, letterhead, returnLine, senderBlock } from './issuer-blocks';
import { decoy, gold, PageWriter, type Piece } from './lay-out';
import type { Lexicon } from './lexicon';
import type { LayoutDocument, PartyKind } from './model';
import { metaOf, partyOf, phonePiece, townOf, type Party } from './parties';
import { workMailbox } from './people';
import { addresseeBlock } from './recipient-blocks';

/** The reference block beside the window: caseworker, references, date, a direct line. */
function referenceBlock(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  issuer: Party,
  x: number,
  y: number,
): number {
  const { letter, labels } = lexicon;
  const role = 'reference';
  const rows: [string, Piece][] = [];
  const caseworker = issuer.person;
  if (issuer.kind !== 'person') {
    rows.push([
      pick(random, letter.caseworker),
      gold(caseworker.name, { kind: 'name', type: 'PERSON', role }),
    ]);
  }
  rows.push([
    pick(random, letter.ourRef),
    decoy(`${between(random, 2019, 2025)}/${between(random, 100, 99999)}`, 'id'),
  ]);
  if (chance(random, 0.5))
    rows.push([
      pick(random, letter.yourRef),
      decoy(`${pick(random, ['AB', 'K', ''])}${between(random, 1000, 999999)}`, 'id'),
    ]);
  rows.push([pick(random, letter.date), decoy(lexicon.date(random, dayOf(random)), 'date')]);
  if (issuer.kind !== 'person' && chance(random, 0.7)) {
    // A caseworker's direct line: whether it is the person's or the agency's is fair either way.
    const meta = { ...metaOf(issuer, 'phone', role), holder: undefined, party: undefined };
    rows.splice(between(random, 1, rows.length), 0, [
      pick(random, labels.direct),
      phonePiece(issuer, 'mobile', meta),
    ]);
  }
  if (issuer.organisation && chance(random, 0.35)) {
    const mailbox = workMailbox(caseworker, issuer.organisation);
    rows.push([
      pick(random, labels.email),
      gold(mailbox, {
        kind: 'email',
        type: 'EMAIL_ADDRESS',
        role,
        holder: 'person',
        party: 'person',
        country: issuer.country,
      }),
    ]);
  }
  const stacked = chance(random, 0.4);
  let at = y;
  for (const [label, value] of rows) {
    if (stacked) {
      page.line({ x, y: at, size: 7 }, [label]);
      page.line({ x, y: at + 8, size: 9 }, [value]);
      at += 21;
    } else {
      page.line({ x, y: at, size: 8.5 }, [label, { tab: x + 85 }, value]);
      at += 11;
    }
  }
  return at;
}

/** The body: salutation, paragraphs with names, dates and sums; returns the y under it. */
function body(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  issuer: Party,
  recipient: Party,
  y: number,
): number {
  const { letter } = lexicon;
  let at = y;
  page.line({ x: 56, y: at, size: 11 }, [pick(random, letter.subjects)]);
  at += 22;
  const dear = letter.dear(random, recipient.person);
  const named = dear.indexOf(recipient.person.name);
  const salutation: Piece[] =
    named >= 0 && recipient.kind === 'person'
      ? [
          dear.slice(0, named),
          gold(recipient.person.name, { kind: 'name', type: 'PERSON', role: 'body' }),
          dear.slice(named + recipient.person.name.length),
        ]
      : [dear];
  page.line({ x: 56, y: at, size: 10 }, salutation);
  at += 18;
  const paragraphs = [...letter.body].sort(() => random() - 0.5).slice(0, between(random, 2, 4));
  for (const paragraph of paragraphs) {
    at =
      page.lines(
        { x: 56, y: at, size: 10 },
        wrap(fillParagraph(random, paragraph, lexicon, issuer.country), 470, 10),
        12.5,
      ) + 6;
  }
  return at;
}

/** Closing and signature: the writer's name and title, a private writer's contacts now and then. */
function signature(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  issuer: Party,
  y: number,
): void {
  const role = 'signature';
  const lines: Piece[][] = [
    [pick(random, lexicon.letter.closing)],
    [' '],
    [gold(issuer.person.name, { kind: 'name', type: 'PERSON', role })],
  ];
  if (issuer.kind === 'person') {
    if (chance(random, 0.4)) {
      lines.push([
        `${pick(random, lexicon.labels.phone)} `,
        phonePiece(issuer, 'mobile', metaOf(issuer, 'phone', role)),
      ]);
      lines.push([gold(issuer.email, metaOf(issuer, 'email', role))]);
    }
  } else {
    lines.push([pick(random, lexicon.letter.jobTitles)]);
    if (chance(random, 0.5)) lines.push([issuer.name]);
  }
  page.lines({ x: 56, y, size: 10 }, lines, 13);
}

/** Who writes to whom: organisations write to persons, companies and public bodies; persons too. */
function parties(random: Random, lexicon: Lexicon): { issuer: Party; recipient: Party } {
  const issuerKind = pick(random, [
    'company',
    'company',
    'public',
    'public',
    'person',
  ] as PartyKind[]);
  const recipientKind = pick(
    random,
    (issuerKind === 'person'
      ? ['company', 'public', 'person']
      : ['person', 'person', 'person', 'company', 'public']) as PartyKind[],
  );
  const issuer = partyOf(random, issuerKind, pick(random, lexicon.homes));
  const recipient = partyOf(
    random,
    recipientKind,
    recipientKind === 'public' ? issuer.country : countryFor(random, lexicon, 0.3),
  );
  return { issuer, recipient };
}

/** One letter in a language, laid out in one of the letter layouts. */
export function makeLetter(random: Random, lexicon: Lexicon): LayoutDocument {
  const { issuer, recipient } = parties(random, lexicon);
  const isLetterSize = issuer.country === 'US';
  const page = new PageWriter(isLetterSize ? 612 : 595, isLetterSize ? 792 : 842);
  const hasFooter = issuer.kind !== 'person' && chance(random, 0.65);
  const layout =
    issuer.kind === 'person'
      ? 'private'
      : lexicon.language === 'fr' && chance(random, 0.7)
        ? 'french'
        : pick(random, ['window', 'window', 'letterhead']);
  const footerFirst = hasFooter && chance(random, 0.3);
  let y: number;
  if (layout === 'private') {
    const onRight = chance(random, 0.5);
    y = senderBlock(page, random, lexicon, issuer, onRight ? 360 : 56, 40);
    y = addresseeBlock(page, random, lexicon, recipient, {
      x: onRight ? 56 : 320,
      y: y + 24,
      role: 'recipient',
    });
    page.line({ x: 360, y: y + 12, size: 10 }, [
      lexicon.letter.placeDate(townOf(issuer.address), lexicon.date(random, dayOf(random))),
    ]);
    y += 40;
  } else {
    const top = letterhead(page, random, lexicon, issuer);
    if (footerFirst) footer(page, random, lexicon, issuer);
    const windowX = layout === 'french' ? 320 : 56;
    // The window sits well under the letterhead (DIN 5008: 45 mm from the top edge).
    const windowY = Math.max(top + 24, 128);
    if (layout !== 'letterhead' && chance(random, 0.5))
      returnLine(page, random, lexicon, issuer, { x: windowX, y: windowY });
    const bottom = addresseeBlock(page, random, lexicon, recipient, {
      x: windowX,
      y: windowY + 14,
      role: 'recipient',
    });
    const side = referenceBlock(
      page,
      random,
      lexicon,
      issuer,
      layout === 'french' ? 56 : 354,
      layout === 'letterhead' ? bottom + 10 : windowY + 10,
    );
    y = Math.max(bottom, side) + 24;
  }
  y = body(page, random, lexicon, issuer, recipient, y);
  signature(page, random, lexicon, issuer, y + 10);
  if (hasFooter && !footerFirst) footer(page, random, lexicon, issuer);
  return page.finish({
    kind: 'letter',
    language: lexicon.language,
    layout: `${layout} (${issuer.kind} to ${recipient.kind})`,
  });
}
