import type { PositionedWord, Span } from '../span';
import { gazetteerFlag, type Gazetteer } from '../ner/gazetteer';
import { getNerTagger } from '../ner/model-loader';
import {
  fieldKindOf,
  labelWords,
  namesItems,
  namesNamePart,
  namesPeople,
  type FieldKind,
} from './field-labels';
import { namesCompany, ORGANISATION_OWNER } from './block-cues';
import { ORGANISATION_TYPES } from './organisation-types';
import { fitsKind, isNameCell, isPersonCell, typeOfKind } from './field-kinds';
import { joinLabelValues, lineSegments, type Segment } from './page-blocks';

/** A cell a column's header names: as sure as a value under its label. */
const COLUMN_SCORE = 0.75;
/** A header is a short label: at most this many words. */
const HEADER_WORDS = 4;
/** A column ends where no cell follows for this many line heights. */
const COLUMN_GAP = 4;
/** A table's header row holds at least this many cells; a form's label stands more alone. */
const HEADER_ROW_CELLS = 3;
/** A table row holds at least this many cells. */
const ROW_CELLS = 2;
/** A cell holds a value, not a sentence. */
const CELL_WORDS = 6;
/** A person this sure on a row makes the row's amount theirs. */
const PERSON_SCORE = 0.7;

/**
 * Kinds a cell is a person's only on a row that names one: an amount (a payroll line, not a
 * product's), a town or a postcode (a donor's, not a branch office's).
 */
const PERSON_ROW_KINDS: ReadonlySet<FieldKind> = new Set(['income', 'place', 'postcode']);

/** Types the tagger gives names: a header read as one is dropped. */
const NAME_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

/** Kinds a column header can name for every cell under it. */
const COLUMN_KINDS: ReadonlySet<FieldKind> = new Set([
  'name',
  'street',
  'postcode',
  'place',
  'phone',
  'email',
  'id-number',
  'account',
  'birth-date',
  'income',
]);

/**
 * Table cells typed by their column's header: every cell under "Navn", "Name", "Adresse",
 * "Telefon" that fits the header's kind, row after row until the column ends. An amount under
 * "Beløp" or "AMOUNT ($)" is a person's income only on a row that names a person (a payroll
 * line), not on a row of a card company or a product; a town or a postcode likewise. Also
 * where the page's lists of people stand (see tableArea).
 */
export function typeColumns(
  text: string,
  words: readonly PositionedWord[],
  found: readonly Span[],
): { spans: Span[]; tables: TableArea[] } {
  const segments = joinLabelValues(
    text,
    lineSegments(
      text,
      words.filter((word) => !word.field),
    ),
  );
  const spans = withItemNamesDoubted(segments, found);
  const columns = segments.flatMap((header) => {
    const kind = columnKind(segments, header);
    if (!kind) return [];
    return [
      { header, kind, rule: cellRule(kind, header.text), cells: columnCells(segments, header) },
    ];
  });
  const tables = columns.flatMap(({ header, kind, rule, cells }) => {
    const area = tableArea(header, kind, rule, cells);
    return area ? [area] : [];
  });
  const typed: Span[] = [];
  // Amounts, towns and postcodes last: they are a person's when a name column typed its person.
  const ordered = [
    ...columns.filter(({ kind }) => !PERSON_ROW_KINDS.has(kind)),
    ...columns.filter(({ kind }) => PERSON_ROW_KINDS.has(kind)),
  ];
  for (const { header, kind, rule, cells } of ordered) {
    for (const cell of cells) {
      const value = cell.text.trim();
      if (value.endsWith(':') || !fitsCell(kind, value, rule)) continue;
      if (PERSON_ROW_KINDS.has(kind) && !rowNamesPerson(segments, cell, [...spans, ...typed])) {
        continue;
      }
      if (covered(spans, cell, kind)) continue;
      typed.push({
        start: cell.start,
        end: cell.end,
        text: text.slice(cell.start, cell.end),
        entity_type: typeOfKind(kind, value),
        score: COLUMN_SCORE,
        engine: 'fast',
        basis: { label: header.text },
      });
    }
  }
  // A header is a label, no one's name: the tagger reads a header in capitals ("CUIL") as one.
  const kept = spans.filter(
    (span) =>
      !NAME_TYPES.has(span.entity_type) ||
      !columns.some(({ header }) => span.start >= header.start && span.end <= header.end),
  );
  return { spans: companyRows(segments, columns, [...kept, ...typed]), tables };
}

/**
 * A table row whose name cell is a company's ("ALLEGIANT AIR LLC", "Nordmann Bygg AS") holds
 * the company's data: the names on it are the organisation's, its address and phone the
 * organisation's. A row naming a person keeps its types.
 */
function companyRows(
  segments: readonly Segment[],
  columns: readonly { kind: FieldKind; cells: readonly Segment[] }[],
  spans: readonly Span[],
): Span[] {
  const rows = columns
    .filter(({ kind }) => kind === 'name' || kind === 'organisation')
    .flatMap(({ cells }) => cells.filter((cell) => namesCompany(cell.text)))
    .map((cell) => rowOf(segments, cell));
  if (rows.length === 0) return [...spans];
  const onCompanyRow = (span: Span) =>
    rows.some((row) =>
      row.some((segment) => span.start >= segment.start && span.end <= segment.end),
    );
  return spans.map((span) => {
    const type =
      span.entity_type === 'PERSON' ? 'ORGANIZATION' : ORGANISATION_TYPES[span.entity_type];
    if (type === undefined || !onCompanyRow(span)) return span;
    return {
      ...span,
      entity_type: type,
      basis: { ...span.basis, holder: 'organisation' as const },
    };
  });
}

/** Below the default threshold: offered only when the user lowers it. */
const ITEM_NAME_SCORE = 0.45;
const KNOWN_NAME = gazetteerFlag('firstNames') | gazetteerFlag('lastNames');

/**
 * The tagger's people in the cells under a column of goods or services ("Artikel",
 * "Description") whose words no name list knows ("Ferritringkern Mn-Zn"): products, doubted
 * below the threshold. A known name there ("Honorar Kari Nordmann") stays a person.
 */
function withItemNamesDoubted(
  segments: readonly Segment[],
  spans: readonly Span[],
  gazetteer: Gazetteer = getNerTagger().gazetteer,
): Span[] {
  const cells = segments
    .filter((header) => isItemHeader(segments, header))
    .flatMap((header) => columnCells(segments, header, { notes: true }));
  if (cells.length === 0) return [...spans];
  const isKnown = (word: string) =>
    (gazetteer.wordFlags(word.normalize('NFC').toLocaleLowerCase()) & KNOWN_NAME) !== 0;
  return spans.map((span) => {
    if (span.entity_type !== 'PERSON' || span.score <= ITEM_NAME_SCORE) return span;
    if (!cells.some((cell) => span.start >= cell.start && span.end <= cell.end)) return span;
    const words = span.text.split(/[^\p{L}'’]+/u).filter(Boolean);
    return words.some(isKnown) ? span : { ...span, score: ITEM_NAME_SCORE };
  });
}

/** Whether a segment heads a column of goods or services, on a row of a table's headers. */
function isItemHeader(segments: readonly Segment[], header: Segment): boolean {
  const text = header.text.trim();
  return (
    text.split(/\s+/).length <= HEADER_WORDS &&
    /^\p{Lu}/u.test(text) &&
    !/[:\d]/u.test(text) &&
    namesItems(text) &&
    rowOf(segments, header).length >= HEADER_ROW_CELLS
  );
}

/** Where a table of people's rows stands on the page: from its header row to its last row. */
export type TableArea = { y0: number; y1: number };

/** Rows of one kind under a header that make a table of people's rows, not a footer's grid. */
const TABLE_ROWS = 3;
/**
 * Kinds whose column tells a list of people, every row a different person's value: any column
 * kind but an amount, which any table of products has.
 */
const ROW_KINDS: ReadonlySet<FieldKind> = new Set(
  [...COLUMN_KINDS].filter((kind) => kind !== 'income'),
);

/**
 * The area of a table whose column under `header` holds a value of its kind on each of three
 * rows or more, one after another ("Address" over "1423 W Maple Ave", "88 Harbor Rd Apt 4",
 * "7 Elm Court"): a list of people, a row each. A footer's grid is set out by column, one
 * organisation's name, street and town under each other ("Firma GmbH" under "Anschrift" is no
 * street), so it makes none.
 */
function tableArea(
  header: Segment,
  kind: FieldKind,
  rule: CellRule,
  cells: readonly Segment[],
): TableArea | undefined {
  if (!ROW_KINDS.has(kind)) return undefined;
  let rows = 0;
  for (const cell of cells) {
    if (!fitsCell(kind, cell.text.trim(), rule)) break;
    rows++;
  }
  if (rows < TABLE_ROWS) return undefined;
  return { y0: header.y0, y1: cells[rows - 1]!.y1 };
}

/** What a table's header says its column holds, or undefined when it is no header of a kind. */
function columnKind(segments: readonly Segment[], header: Segment): FieldKind | undefined {
  if (header.text.split(/\s+/).length > HEADER_WORDS) return undefined;
  // A header is capitalised ("Navn", "ADDRESS"); "place" alone is a word of a sentence whose
  // words a justified line spread apart, and the words under it are no column.
  if (!/^[\p{Lu}\d]/u.test(header.text.trim())) return undefined;
  // A table's header names a column; a label ending in a colon names the value beside it.
  if (header.text.trimEnd().endsWith(':')) return undefined;
  // A header is words: a line with a number is a value ("Kansas City MO 00005678", a bank's
  // address line over a table whose own headers were then taken for places).
  if (/\d/u.test(header.text)) return undefined;
  if (rowOf(segments, header).length < HEADER_ROW_CELLS) return undefined;
  // "PAYER'S TIN", "Employer's address", "Firmenadresse": an organisation's, not a person's.
  if (ORGANISATION_OWNER.test(labelWords(header.text))) return undefined;
  const kind =
    fieldKindOf(header.text, { roles: false }) ?? (namesPeople(header.text) ? 'name' : undefined);
  return kind && COLUMN_KINDS.has(kind) ? kind : undefined;
}

/**
 * How sure a name column's header makes its cells: under "Etternavn" or "First name" any
 * name-shaped cell is a name part (`any`); under "Name" or "Payee name" one a lexicon knows
 * (`known`: a company's may stand there); under "Patient" or "Member" one written like a
 * person's (`person`).
 */
type CellRule = 'any' | 'known' | 'person';

function cellRule(kind: FieldKind, header: string): CellRule {
  if (kind !== 'name' || namesNamePart(header)) return 'any';
  return fieldKindOf(header, { roles: false }) === 'name' ? 'known' : 'person';
}

/** Whether a cell's value is what its column names: a name in capitals, a street with a number. */
function fitsCell(kind: FieldKind, value: string, rule: CellRule): boolean {
  if (kind === 'name') {
    // Under "Etternavn" a capitalised word is a name part whether a lexicon knows it or not;
    // under "Name" or "Payee" it may be a company's ("CITIBANK - TRAVEL CBA CARD").
    const named =
      rule === 'any'
        ? fitsKind(kind, value)
        : rule === 'known'
          ? isNameCell(value)
          : isPersonCell(value);
    return named && CAPITALISED.test(value);
  }
  if (kind === 'street') return fitsKind(kind, value) && /\d/.test(value);
  if (kind === 'place') return fitsKind(kind, value) && /^\p{Lu}/u.test(value);
  return fitsKind(kind, value);
}

/** Every word capitalised, an initial or a particle: "BAIN, J MATTHEW", "Kari van Dam". */
const CAPITALISED =
  /^(?:(?:\p{Lu}[\p{L}'’.-]*|van|von|de|der|den|la|le|el|al|af|da|di|du|ten|ter),?(?:\s+|$))+$/u;

/** The segments under a header, in its column, until the column ends or another header starts. */
function columnCells(
  segments: readonly Segment[],
  header: Segment,
  { notes = false }: { notes?: boolean } = {},
): Segment[] {
  const height = header.height;
  const headers = rowOf(segments, header);
  const below = segments
    .filter((segment) => segment !== header && segment.y0 >= header.y1 - 0.3 * height)
    .filter((segment) => inColumn(header, segment, headers))
    .sort((a, b) => a.y0 - b.y0);
  const cells: Segment[] = [];
  let bottom = header.y1;
  for (const segment of below) {
    if (segment.y0 - bottom > COLUMN_GAP * Math.max(height, segment.height)) break;
    if (isHeaderLike(segment.text)) break;
    bottom = segment.y1;
    // A cell stands on a row of cells; a line alone under a header is a note, not a row (but
    // under a column of goods, the item's description).
    if (
      !notes &&
      (rowOf(segments, segment).length < ROW_CELLS || segment.text.split(/\s+/).length > CELL_WORDS)
    )
      continue;
    cells.push(segment);
  }
  return cells;
}

/**
 * Whether a segment under a column starts a new header: a short label without a digit. A cell
 * with a number ("88 Harbor Rd Apt 4", "300 Pine Street") holds a label's word but is a value.
 */
function isHeaderLike(text: string): boolean {
  return (
    !/\d/u.test(text) && fieldKindOf(text) !== undefined && text.split(/\s+/).length <= HEADER_WORDS
  );
}

/** The segments on a segment's row (itself included). */
function rowOf(segments: readonly Segment[], one: Segment): Segment[] {
  return segments.filter(
    (segment) =>
      Math.min(segment.y1, one.y1) - Math.max(segment.y0, one.y0) >=
      0.5 * Math.min(segment.height, one.height),
  );
}

/**
 * Whether a segment stands in the header's column: aligned left, right or centred under it, or,
 * under a header centred over a wider column, meeting no other header of its row.
 */
function inColumn(header: Segment, cell: Segment, headers: readonly Segment[]): boolean {
  const reach = 1.5 * header.height;
  const overlap = (one: Segment) => Math.min(one.x1, cell.x1) - Math.max(one.x0, cell.x0);
  if (overlap(header) <= 0) return false;
  const aligned =
    Math.abs(cell.x0 - header.x0) <= reach ||
    Math.abs(cell.x1 - header.x1) <= reach ||
    Math.abs((cell.x0 + cell.x1) / 2 - (header.x0 + header.x1) / 2) <= reach;
  return aligned || headers.every((other) => other === header || overlap(other) <= 0);
}

/** Whether a person's name stands on the cell's row. */
function rowNamesPerson(
  segments: readonly Segment[],
  cell: Segment,
  spans: readonly Span[],
): boolean {
  const row = segments.filter(
    (segment) => Math.min(segment.y1, cell.y1) - Math.max(segment.y0, cell.y0) >= 0.5 * cell.height,
  );
  return spans.some(
    (span) =>
      span.entity_type === 'PERSON' &&
      span.score >= PERSON_SCORE &&
      row.some((segment) => span.start >= segment.start && span.end <= segment.end),
  );
}

/**
 * Whether a span already holds the whole cell. Under a street, town or postcode header the
 * tagger's place or organisation ("Elm Court", "Portland") is no answer: the cell is the
 * row's address.
 */
function covered(spans: readonly Span[], cell: Segment, kind: FieldKind): boolean {
  return spans.some(
    (span) =>
      span.start <= cell.start &&
      cell.end <= span.end &&
      span.score >= 0.5 &&
      (kind === 'name' || !NAME_TYPES.has(span.entity_type)),
  );
}
