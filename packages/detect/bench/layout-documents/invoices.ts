/**
 * Invoices: seller and buyer under the language's cue words side by side ("Selger"/"Kjøper",
 * "Bill to"/"Ship to"), or the seller's letterhead over the buyer in the address window with no
 * cue at all; sellers that are companies (registration, VAT, web) and private persons (none of
 * that); buyers that are persons, companies or public bodies; a table of lines with totals, a
 * payment line with the seller's account, and a footer.
 */
import { pick, type Random } from '../identifiers';
import { between, chance, countryFor, dayOf, wrap } from './compose';
import { footer, letterhead, senderBlock } from './issuer-blocks';
import { decoy, gold, PageWriter, type Piece } from './lay-out';
import type { Lexicon } from './lexicon';
import type { LayoutDocument, PartyKind } from './model';
import {
  addressLines,
  metaOf,
  partyOf,
  phonePiece,
  registrationPieces,
  type Party,
} from './parties';
import { addresseeBlock, addresseeLines } from './recipient-blocks';

/** The seller's block under a cue word: name, address, phone, e-mail, registration for a company. */
function sellerLines(random: Random, lexicon: Lexicon, seller: Party): Piece[][] {
  const role = 'seller';
  const { labels } = lexicon;
  const lines: Piece[][] = [
    [seller.name],
    ...addressLines(seller.address, metaOf(seller, 'address', role)),
  ];
  const which = seller.kind === 'person' && chance(random, 0.5) ? 'mobile' : 'phone';
  lines.push([
    `${pick(random, seller.kind === 'person' ? [...labels.phone, ...labels.mobile] : labels.phone)} `,
    phonePiece(seller, which, metaOf(seller, 'phone', role)),
  ]);
  if (chance(random, 0.75))
    lines.push([
      `${pick(random, labels.email)} `,
      gold(seller.email, metaOf(seller, 'email', role)),
    ]);
  if (seller.kind !== 'person') {
    if (seller.web && chance(random, 0.4)) lines.push([seller.web]);
    lines.push(...registrationPieces(seller));
  }
  return lines;
}

/** Invoice number, dates and customer number: look-alikes beside the phones. */
function metaBlock(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  x: number,
  y: number,
): number {
  const { invoice } = lexicon;
  const rows: [string, Piece][] = [
    [pick(random, invoice.number), decoy(`${between(random, 1000, 999999)}`, 'id')],
    [pick(random, invoice.date), decoy(lexicon.date(random, dayOf(random)), 'date')],
    [pick(random, invoice.due), decoy(lexicon.date(random, dayOf(random)), 'date')],
  ];
  if (chance(random, 0.6))
    rows.push([
      pick(random, invoice.customerNo),
      decoy(`${between(random, 10000, 9999999)}`, 'id'),
    ]);
  let at = y;
  for (const [label, value] of rows) {
    page.line({ x, y: at, size: 9 }, [label, { tab: x + 95 }, value]);
    at += 12;
  }
  return at;
}

/** Sums in one format for the whole table, as an invoice prints them. */
function moneyOf(random: Random, lexicon: Lexicon): (value: number) => Piece {
  const style = random();
  return (value) =>
    decoy(
      lexicon.amount(() => style, value),
      'amount',
    );
}

/** The lines of goods and services and the totals; a row is one text line or a line per cell. */
function table(page: PageWriter, random: Random, lexicon: Lexicon, y: number): number {
  const { invoice } = lexicon;
  const columns = [56, 330, 400, 480];
  const asRows = chance(random, 0.5);
  const money = moneyOf(random, lexicon);
  const rate = Number(/(\d+)\s*%/.exec(invoice.vat)?.[1] ?? 25) / 100;
  const row = (cells: Piece[], at: number, size: number) => {
    if (asRows)
      page.line(
        { x: 56, y: at, size },
        cells.flatMap((cell, index) => (index > 0 ? [{ tab: columns[index]! }, cell] : [cell])),
      );
    else cells.forEach((cell, index) => page.line({ x: columns[index]!, y: at, size }, [cell]));
  };
  row([...invoice.columns], y, 9);
  let at = y + 16;
  let sum = 0;
  for (let line = 0; line < between(random, 2, 5); line++) {
    const quantity = between(random, 1, 12);
    const price = between(random, 40, 1800) + between(random, 0, 3) * 0.25;
    sum += quantity * price;
    row(
      [pick(random, invoice.items), String(quantity), money(price), money(quantity * price)],
      at,
      9,
    );
    at += 13;
  }
  at += 8;
  for (const [label, value] of [
    [invoice.subtotal, sum],
    [invoice.vat, sum * rate],
    [invoice.total, sum * (1 + rate)],
  ] as const) {
    page.line({ x: 330, y: at, size: 9.5 }, [label, { tab: 480 }, money(value)]);
    at += 13;
  }
  return at;
}

/** The payment line: the seller's account and the due date. */
function paymentLine(
  page: PageWriter,
  random: Random,
  lexicon: Lexicon,
  seller: Party,
  y: number,
): number {
  const template = pick(random, lexicon.invoice.payment);
  const account = gold(seller.account.text, metaOf(seller, 'account', 'payment'));
  const pieces: Piece[] = [];
  for (const part of template.split(/(\{account\}|\{date\})/)) {
    if (part === '{account}')
      pieces.push(...(seller.account.type === 'IBAN_CODE' ? ['IBAN '] : []), account);
    else if (part === '{date}') pieces.push(decoy(lexicon.date(random, dayOf(random)), 'date'));
    else pieces.push(part);
  }
  page.lines({ x: 56, y, size: 9.5 }, wrap(pieces, 480, 9.5), 12);
  if (lexicon.homes[0] === 'NO' && chance(random, 0.7)) {
    page.line({ x: 56, y: y + 13, size: 9.5 }, [
      'KID: ',
      decoy(`${between(random, 100000, 999999)}${between(random, 1000, 9999)}`, 'id'),
    ]);
  }
  return y + 30;
}

function parties(random: Random, lexicon: Lexicon): { seller: Party; buyer: Party } {
  const sellerKind: PartyKind = chance(random, 0.3) ? 'person' : 'company';
  const buyerKind = pick(random, [
    'person',
    'person',
    'company',
    'company',
    'public',
  ] as PartyKind[]);
  const seller = partyOf(random, sellerKind, pick(random, lexicon.homes));
  const buyer = partyOf(
    random,
    buyerKind,
    buyerKind === 'public' ? seller.country : countryFor(random, lexicon, 0.35),
  );
  return { seller, buyer };
}

/** One invoice in a language, with cue words over seller and buyer or a letterhead and window. */
export function makeInvoice(random: Random, lexicon: Lexicon): LayoutDocument {
  const { seller, buyer } = parties(random, lexicon);
  const page = new PageWriter(595, 842);
  const { invoice } = lexicon;
  const layout = pick(random, ['cues', 'cues', 'window', 'bill to'] as const);
  let y: number;
  if (layout === 'window') {
    const top =
      seller.kind === 'person'
        ? senderBlock(page, random, lexicon, seller, 56, 40)
        : letterhead(page, random, lexicon, seller);
    const windowY = Math.max(top + 24, 128);
    page.line({ x: 354, y: windowY, size: 16 }, [pick(random, invoice.title)]);
    const bottom = addresseeBlock(page, random, lexicon, buyer, {
      x: 56,
      y: windowY + 14,
      role: 'buyer',
      withContacts: true,
    });
    const side = metaBlock(page, random, lexicon, 354, windowY + 30);
    y = Math.max(bottom, side) + 24;
  } else {
    page.line({ x: layout === 'cues' ? 56 : 360, y: 40, size: 18 }, [pick(random, invoice.title)]);
    const sellerAt = layout === 'cues' ? { x: 56, y: 80 } : { x: 56, y: 40 };
    page.line({ x: sellerAt.x, y: sellerAt.y, size: 8 }, [pick(random, invoice.seller)]);
    const sellerBottom = page.lines(
      { x: sellerAt.x, y: sellerAt.y + 12, size: 9.5 },
      sellerLines(random, lexicon, seller),
      11.5,
    );
    const buyerAt =
      layout === 'cues' ? { x: 320, y: 80 } : { x: 56, y: Math.max(sellerBottom, 150) + 14 };
    const buyerBottom = addresseeBlock(page, random, lexicon, buyer, {
      ...buyerAt,
      role: 'buyer',
      withContacts: true,
      heading: pick(random, invoice.buyer),
    });
    let bottom = Math.max(sellerBottom, buyerBottom);
    if (layout === 'bill to' && chance(random, 0.6)) {
      const shipTo = partyOf(random, 'person', buyer.country);
      page.line({ x: 320, y: buyerAt.y, size: 8 }, [pick(random, invoice.shipTo)]);
      bottom = Math.max(
        bottom,
        page.lines(
          { x: 320, y: buyerAt.y + 12, size: 10 },
          addresseeLines(random, lexicon, shipTo, 'ship to', false),
          12,
        ),
      );
    }
    y =
      metaBlock(
        page,
        random,
        lexicon,
        layout === 'cues' ? 56 : 360,
        layout === 'cues' ? bottom + 16 : 70,
      ) + 10;
    y = Math.max(y, bottom + 16);
  }
  y = table(page, random, lexicon, y + 10);
  paymentLine(page, random, lexicon, seller, y + 10);
  if (seller.kind !== 'person' && chance(random, 0.75)) footer(page, random, lexicon, seller);
  return page.finish({
    kind: 'invoice',
    language: lexicon.language,
    layout: `${layout} (${seller.kind} to ${buyer.kind})`,
  });
}
