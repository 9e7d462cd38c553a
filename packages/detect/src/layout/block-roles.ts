import type { Holder, PositionedWord, Span } from '../span';
import { cueAt, namesCompany, ORGANISATION_OWNER, organisationEvidence } from './block-cues';
import { isOnlyLabelWords } from '../ner/not-names';
import { SOLE_TRADER_AFTER } from '../ner/sole-traders';
import { labelWords } from './field-labels';
import { isCvPage } from './cv-page';
import { assignIssuerBlocks, POSTCODE_LINE } from './issuer-blocks';
import { pageBlocks, type Block, type Segment } from './page-blocks';
import { assignReturnAddress } from './return-address';
import type { TableArea } from './table-columns';
import {
  boundsOf,
  hasEvidence,
  hasIssuerEvidence,
  isContactBlock,
  overlap,
  ISSUER_ROLES,
  roled,
  holdsPersonsNumber,
  nameLine,
  startsWithFullName,
  startsWithPerson,
  underPersonName,
  type RoledBlock,
} from './roled-block';

export type { RoledBlock } from './roled-block';

/** The very top of a page: a company named here is the issuer. */
const LETTERHEAD_TOP = 0.1;
/** The top and the bottom of a page, where a letterhead and a footer stand. */
const BANDS = { top: 0.22, bottom: 0.86 };
/** Lower than this, contact lines of an organisation's document are its footer. */
const FOOT_BANDS = { top: BANDS.top, bottom: 0.8 };

/**
 * The blocks of a page and whose each is: the issuer's letterhead, sender block and footer, an
 * invoice's seller and buyer, the recipient's address. Roles come from cue words ("Avsender",
 * "Bill to", "Med vennlig hilsen"), a return-address line over the address window, and the
 * page's top and bottom; holders from what the block prints (a registration number, a public
 * body, a mailbox) and the names `spans` found there. A block inside one of `tables` (a list of
 * people, a row each) takes no role from where it stands: a company in its employer column at the
 * top of the page is no letterhead, and its rows are no issuer's.
 */
export function blockRoles(
  text: string,
  words: readonly PositionedWord[],
  spans: readonly Span[],
  pageSize?: { width: number; height: number },
  tables: readonly TableArea[] = [],
): RoledBlock[] {
  const blocks = splitAtCues(pageBlocks(text, words)).map((block) => roled(block));
  for (const block of blocks) if (isInTable(block, tables)) block.inTable = true;
  const height = pageSize?.height ?? Math.max(0, ...words.map((word) => word.y1));
  assignCueRoles(blocks);
  assignOwnerLabels(blocks);
  assignLabelledValues(blocks);
  assignReturnAddress(blocks);
  for (const block of blocks) {
    if (block.role || block.inTable || !isContactBlock(block)) continue;
    // A legal form in the first lines of a page is the issuer's; lower down, a company's name
    // may be the customer's.
    const isIssuers =
      hasIssuerEvidence(block.evidence) ||
      (block.evidence.companyForm && block.y0 <= LETTERHEAD_TOP * height);
    if (!isIssuers) continue;
    if (block.y1 <= BANDS.top * height) block.role = 'letterhead';
    else if (block.y0 >= BANDS.bottom * height) block.role = 'footer';
  }
  extendToFirstRow(blocks);
  extendToColumn(blocks);
  // A CV is its holder's: its head and footer are theirs, and a university or an employer in
  // its sections is no issuer whose contact lines stand around it.
  const isCv = isCvPage(blocks);
  assignHolders(blocks, spans, isCv);
  if (!isCv) assignIssuerBlocks(blocks, spans, height, FOOT_BANDS);
  return blocks;
}

/**
 * A contact block that starts on the page's first row beside a letterhead is the letterhead's
 * too: "Die Vordefinierte Firma", "Waldstrasse 86-90", "13403 Berlin" left of its "Tel:", "Fax:"
 * and "UStID". Nothing stands above either, so neither is a recipient's address under a
 * letterhead.
 */
function extendToFirstRow(blocks: RoledBlock[]): void {
  const top = Math.min(...blocks.map((block) => block.y0));
  const onFirstRow = (block: RoledBlock) => block.y0 - top <= 0.5 * block.segments[0]!.height;
  if (!blocks.some((block) => block.role === 'letterhead' && onFirstRow(block))) return;
  for (const block of blocks) {
    if (block.role || block.inTable || !onFirstRow(block) || !isContactBlock(block)) continue;
    if (block.segments.some((segment) => POSTCODE_LINE.test(segment.text))) {
      block.role = 'letterhead';
    }
  }
}

/** Whether a block stands within a table's rows (its header row included). */
function isInTable(block: RoledBlock, tables: readonly TableArea[]): boolean {
  const slack = 0.5 * block.segments[0]!.height;
  return tables.some((table) => block.y0 >= table.y0 - slack && block.y1 <= table.y1 + slack);
}

/** A block whose later line starts with a cue ("Med vennlig hilsen") is two blocks from there. */
function splitAtCues(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => {
    const parts: Segment[][] = [[]];
    for (const segment of block.segments) {
      if (parts.at(-1)!.length > 0 && cueAt(segment.text)) parts.push([]);
      parts.at(-1)!.push(segment);
    }
    return parts.map((segments) => ({ segments, ...boundsOf(segments) }));
  });
}

/**
 * A cue on a block's first line gives the block its role; a cue alone in a block of its own
 * ("Bill To:" over the customer, "Kunde:" left of it) gives it to the block under it or right of it.
 */
function assignCueRoles(blocks: RoledBlock[]): void {
  for (const block of blocks) {
    const cue = cueAt(block.segments[0]!.text);
    if (!cue) continue;
    if (!cue.alone || block.segments.length > 1 || cue.role === 'signature') {
      block.role = cue.role;
      continue;
    }
    const target = blockAfter(blocks, block);
    if (target && !target.role) target.role = cue.role;
  }
}

/** What a form's box label asks for: a name or an address. */
const NAME_OR_ADDRESS =
  /(?<![\p{L}])(?:name|address|navn|adresse|anschrift|adres|naam|nom|nombre|namn|adress)(?![\p{L}])/u;
/** A label that names a company, and nothing else (accents folded, as labelWords gives it). */
const COMPANY_LABEL =
  /^(?:firma|firmenname|company|company name|firmanavn|foretak|foretaksnavn|virksomhed|foretag|foretagsnamn|bedrijf|bedrijfsnaam|entreprise|societe|raison sociale|empresa|razon social|azienda|ditta|ragione sociale|nazwa firmy|yritys)$/u;
/** A box label is short: at most this many words. */
const OWNER_LABEL_WORDS = 20;

/**
 * Whether a line is a form box's label asking for an organisation's name or address, its owner
 * among its first words: "c Employer’s name, address, and ZIP code", "PAYER’S name, street
 * address, …", "Arbeitgeber (Name, Anschrift)". The label of a table's column is left to it.
 */
function isOwnerLabel(line: string): boolean {
  // A company's label alone over the lines it names: "Firma" over "Elektromarkt Bamby",
  // "Adlerstrasse 452", "D-07545 GERA".
  if (COMPANY_LABEL.test(labelWords(line))) return true;
  const words = labelWords(line).split(' ');
  if (words.length > OWNER_LABEL_WORDS || /\d{3}/u.test(line)) return false;
  // A label reads like one: in running case, with the owner's genitive, a list of what to fill
  // in, or a colon. "SELLER TRADE NAME" is a template's placeholder value, not a label.
  if (!/\p{Ll}/u.test(line) || !/\p{L}['’]s(?!\p{L})|[,(]|:\s*$/u.test(line)) return false;
  return (
    ORGANISATION_OWNER.test(words.slice(0, 3).join(' ')) && NAME_OR_ADDRESS.test(words.join(' '))
  );
}

/**
 * A block a form's box label heads as an organisation's ("c Employer’s name, address, and ZIP
 * code" over "NORTH 312", "151 N Market Street", …): the sender's, held by an organisation unless
 * a person's name opens it (a household employer). The label alone in its block gives it to the
 * block under it.
 */
function assignOwnerLabels(blocks: RoledBlock[]): void {
  for (const block of blocks) {
    if (block.role || !isOwnerLabel(block.segments[0]!.text)) continue;
    const target = block.segments.length > 1 ? block : blockUnder(blocks, block);
    if (!target || target.role) continue;
    target.role = 'sender';
    target.ownerLabelled = true;
  }
}

/**
 * The block that holds the nearest line under a box label and across from it: a form's value
 * sits under its label, though the values of the boxes above may have joined its block.
 */
function blockUnder(blocks: readonly RoledBlock[], label: RoledBlock): RoledBlock | undefined {
  const height = label.segments[0]!.height;
  let best: { block: RoledBlock; y: number } | undefined;
  for (const block of blocks) {
    if (block === label) continue;
    for (const segment of block.segments) {
      const gap = segment.y0 - label.y1;
      if (gap < -0.3 * height || gap > 3 * height) continue;
      if (overlap(segment.x0, segment.x1, label.x0, label.x1) <= 0) continue;
      if (!best || segment.y0 < best.y) best = { block, y: segment.y0 };
    }
  }
  return best?.block;
}

/** Rows this close (in line heights) are one row of a label and its value. */
const SAME_ROW = 0.4;
/** A label of a form or an e-invoice's table: a few words ending in a colon ("Anschrift:"). */
const LABEL_LINE = /^[^:]{1,40}:[ \t]*$/u;

/**
 * A column of values right of a column of labels that a cue heads ("Verkäufer" over "Name:",
 * "Anschrift:", "Telefon:", with "Lieferant GmbH", "Lieferantenstraße 20", … beside them) is
 * the same part of the page: it takes the labels' role when two or more of its lines and most
 * of them stand on the rows of such labels, and every such label column says the same.
 */
function assignLabelledValues(blocks: RoledBlock[]): void {
  for (const block of blocks) {
    if (block.role) continue;
    const roles = new Set<string>();
    let onRows = 0;
    for (const segment of block.segments) {
      const label = blocks.find(
        (other) =>
          other.role &&
          other.x1 <= segment.x0 + 0.5 &&
          other.segments.some(
            (line) =>
              LABEL_LINE.test(line.text) &&
              Math.abs(line.y0 - segment.y0) <= SAME_ROW * segment.height,
          ),
      );
      if (!label) continue;
      onRows++;
      roles.add(label.role!);
    }
    if (roles.size === 1 && onRows >= 2 && onRows * 2 >= block.segments.length) {
      block.role = [...roles][0] as RoledBlock['role'];
    }
  }
}

/** The block right of `label` on its row, else the nearest block under it. */
function blockAfter(blocks: readonly RoledBlock[], label: RoledBlock): RoledBlock | undefined {
  const height = label.segments[0]!.height;
  // A cue beside a cue heads a column of its own ("Sprzedawca" and "Nabywca" side by side).
  const beside = blocks
    .filter((block) => block !== label && block.x0 >= label.x1 - 0.5)
    .filter((block) => !cueAt(block.segments[0]!.text))
    .filter((block) => overlap(block.y0, block.y1, label.y0, label.y1) >= 0.5 * height)
    .sort((a, b) => a.x0 - b.x0)[0];
  if (beside && beside.x0 - label.x1 <= 20 * height) return beside;
  return blocks
    .filter((block) => block !== label && block.y0 >= label.y1 - 0.3 * height)
    .filter((block) => block.y0 - label.y1 <= 3 * height)
    .filter(
      (block) =>
        overlap(block.x0, block.x1, label.x0, label.x1) > 0 ||
        Math.abs(block.x0 - label.x0) <= 2 * height,
    )
    .sort((a, b) => a.y0 - b.y0)[0];
}

/**
 * A contact block right under or over a block with a role, in the same column, continues it:
 * the phone lines under a letterhead's address, the postcode line a wider gap set apart. A
 * postal address of its own under one that has its postcode line already is another's (the
 * addressee under a bank's address). A form's box is its label's alone: the next box down holds
 * another party.
 */
function extendToColumn(blocks: readonly RoledBlock[]): void {
  const isPostal = (block: RoledBlock) => POSTCODE_LINE.test(block.text);
  for (let changed = true; changed;) {
    changed = false;
    for (const block of blocks) {
      if (block.role || block.inTable || !isContactBlock(block)) continue;
      const neighbour = blocks.find(
        (other) =>
          other.role &&
          !other.inTable &&
          !other.ownerLabelled &&
          other.role !== 'signature' &&
          isColumnNeighbour(other, block) &&
          !(isPostal(other) && isPostal(block)) &&
          !headsItsPart(other, block),
      );
      if (!neighbour) continue;
      block.role = neighbour.role;
      changed = true;
    }
  }
}

/**
 * Whether `below` starts with a cue under `block`: a cue opens its part of the page ("Käufer:"
 * under the seller's lines), so the lines over it are another part's.
 */
function headsItsPart(below: RoledBlock, block: RoledBlock): boolean {
  return below.y0 >= block.y1 - 0.3 * below.segments[0]!.height && !!cueAt(below.segments[0]!.text);
}

/** Whether two blocks stand one over the other in a column, a few lines apart at most. */
function isColumnNeighbour(a: RoledBlock, b: RoledBlock): boolean {
  const height = Math.max(a.segments[0]!.height, b.segments[0]!.height);
  const gap = a.y0 >= b.y1 ? a.y0 - b.y1 : b.y0 - a.y1;
  return gap >= -0.3 * height && gap <= 3 * height && Math.abs(a.x0 - b.x0) <= height;
}

/**
 * Whose each block is. A recipient or buyer is a person (a customer's data stays private, sole
 * traders are persons) unless it is a public body; the issuer's blocks are an organisation's
 * when they print what organisations print, or when the issuer's other blocks do, unless the
 * issuer is a sole trader.
 */
/** Whether a block's first line names a public body ("Trøndelag fylkeskommune"). */
function headedByPublicBody(block: RoledBlock): boolean {
  const first = nameLine(block);
  return !!first && organisationEvidence(first.text).publicBody;
}

/**
 * Whether a block's first line names a company by its legal form ("Taxi-Gast AG Mitte" heading
 * a buyer's block): the address, phone and mailbox under it are the company's, and a person
 * named under it is its contact (their name stays theirs). A sole trader's form names a person.
 */
function headedByCompany(block: RoledBlock): boolean {
  // A labelled line over the name ("Nummer : 9314110911", or its label alone when the value
  // stands apart) is the customer's number, not a name.
  const first = block.segments.find(
    (segment) =>
      !cueAt(segment.text)?.alone &&
      !LABELLED_LINE.test(segment.text) &&
      !isOnlyLabelWords(segment.text.split(/\s+/)),
  );
  return !!first && namesCompany(first.text) && !SOLE_TRADER_AFTER.test(first.text);
}

/** A line that gives a label's value ("Nummer : 9314110911", "Kundennr.: 4711"). */
const LABELLED_LINE = /^[\p{L}.\- ]{1,30}:[ \t]*\S/u;

/** The issuer's blocks that a sole trader heads with their name. */
const HEADED_ROLES = new Set<string>(['letterhead', 'sender', 'seller']);

function assignHolders(blocks: RoledBlock[], spans: readonly Span[], isCv: boolean): void {
  const personFirst = (block: RoledBlock) => startsWithPerson(block, spans);
  const issuerBlocks = blocks.filter(
    (block) => block.role && !block.inTable && ISSUER_ROLES.has(block.role),
  );
  // A sole trader heads their letterhead with their own name and prints what businesses print
  // (a tax number, a BIC, their tax office): with no company named by the issuer and no block
  // headed by a public body's name, theirs is a person's data. A signature or a footer that
  // names a person is an organisation's too.
  const noCompany = !issuerBlocks.some(
    (block) => block.evidence.companyForm || headedByPublicBody(block),
  );
  const soleTrader = (block: RoledBlock) =>
    noCompany &&
    HEADED_ROLES.has(block.role!) &&
    !block.evidence.publicBody &&
    startsWithFullName(block, spans);
  // A CV's head and footer are its holder's unless they print a company's own details; a web
  // address says nothing of whose.
  // Elsewhere a block headed by a person's name with no more than a web address is theirs.
  const ownEvidence = (block: RoledBlock) => {
    const { evidence, role } = block;
    if (isCv) {
      return (
        evidence.companyForm ||
        evidence.registration ||
        (evidence.publicBody && role !== 'letterhead' && role !== 'footer')
      );
    }
    if (evidence.webOnly && !evidence.companyForm && !evidence.registration && !evidence.publicBody)
      return !personFirst(block);
    return hasEvidence(evidence);
  };
  // A sole trader's other blocks — a footer with their tax number and bank — are theirs too.
  const hasSoleTrader = !isCv && issuerBlocks.some(soleTrader);
  const soleTradersOwn = (block: RoledBlock) =>
    hasSoleTrader &&
    ISSUER_ROLES.has(block.role!) &&
    !block.evidence.companyForm &&
    !block.evidence.publicBody;
  const issuer: Holder | undefined = isCv
    ? 'person'
    : hasSoleTrader
      ? 'person'
      : issuerBlocks.some((block) => hasEvidence(block.evidence))
        ? 'organisation'
        : issuerBlocks.some(personFirst)
          ? 'person'
          : undefined;
  for (const block of blocks) {
    if (block.inTable) continue;
    if (block.ownerLabelled) {
      block.holder = personFirst(block) ? 'person' : 'organisation';
    } else if (block.role === 'recipient' || block.role === 'buyer') {
      if (headedByCompany(block)) block.company = true;
      block.holder = block.evidence.publicBody || block.company ? 'organisation' : 'person';
    } else if (block.role) {
      if (soleTrader(block) || holdsPersonsNumber(block, spans) || soleTradersOwn(block)) {
        block.holder = 'person';
      } else if (ownEvidence(block)) block.holder = 'organisation';
      else if (personFirst(block) || underPersonName(block, blocks, spans)) {
        block.holder = 'person';
      } else block.holder = issuer;
    } else if (isContactBlock(block) && !personFirst(block)) {
      // Contact lines with no role: the issuer's when they print a registration, a public
      // body, a fax, a switchboard or opening hours (an office's, wherever on the page), or an
      // organisation's mailbox or web address in an organisation's letter.
      const { registration, publicBody, staffed, weak } = block.evidence;
      if (registration || publicBody || staffed || (weak && issuer === 'organisation')) {
        block.role = 'sender';
        block.holder = 'organisation';
      }
    }
  }
}
