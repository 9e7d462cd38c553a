import type { TBBox } from '@workbench/contracts';
import type { PdfValue } from '../../content/content-objects';
import { ContentSink, writeItem, writeNumber, writeString } from '../../content/content-writer';
import type { ContentItem } from '../../content/content-parser';
import type { PDFDocument, PDFPage } from '../../engine/mupdf';
import { STEXT_OPTIONS } from '../../engine/stext-chars';
import { centreInside } from '../geometry';
import { shownGlyphs, type ReadStream, type ShownGlyph } from './text-glyphs';

/** How far (points) a glyph placed from the content may stand from MuPDF's origin of it. */
const SAME_PLACE = 0.02;

interface PageChar {
  box: TBBox;
  x: number;
  y: number;
  /** White space: MuPDF adds one where a gap is wide, drawn by no glyph. */
  space: boolean;
}

/**
 * Removes from the page's own content streams every glyph whose box (as MuPDF's structured text
 * gives it) has its centre in one of `areas`, glyph by glyph: each is found in the content by its
 * origin and its code taken out of its string, a TJ number keeping the rest of the line where it
 * was. Nothing else on the page is touched — not a glyph whose box merely reaches into an area (a
 * watermark's letter 160 points tall), which MuPDF's own removal would take.
 *
 * Returns, for each area, whether every glyph centred in it (white space aside) was found and
 * removed; where one was not (a form's glyph, a font whose advances its dictionary does not
 * give), the caller removes that area's text another way. Changed streams are written anew.
 */
export function removeGlyphsIn(
  document: PDFDocument,
  page: PDFPage,
  areas: readonly TBBox[],
): boolean[] {
  const chars = new CharRows(pageChars(page));
  const { streams, glyphs } = shownGlyphs(page);
  const places = new Places(glyphs);
  const removed = new Set<ShownGlyph>();
  const done = areas.map((area) => {
    let found = true;
    for (const target of chars.centredIn(area)) {
      const placed = places.at(target.x, target.y);
      // A space MuPDF added is drawn by nothing; one a glyph draws goes with the rest.
      if (placed.length === 0 && !target.space) found = false;
      for (const glyph of placed) removed.add(glyph);
    }
    return found;
  });
  if (removed.size > 0) writeWithout(document, page, streams, removed);
  return done;
}

/** The glyphs by their origins in cells of a point, so a page of thousands finds each at once. */
class Places {
  private readonly cells = new Map<string, ShownGlyph[]>();

  constructor(glyphs: readonly ShownGlyph[]) {
    for (const glyph of glyphs) {
      const key = `${Math.floor(glyph.x)}:${Math.floor(glyph.y)}`;
      const cell = this.cells.get(key);
      if (cell) cell.push(glyph);
      else this.cells.set(key, [glyph]);
    }
  }

  /** The glyphs whose origin is within SAME_PLACE of (x, y). */
  at(x: number, y: number): ShownGlyph[] {
    const found: ShownGlyph[] = [];
    for (let cx = Math.floor(x - SAME_PLACE); cx <= Math.floor(x + SAME_PLACE); cx++) {
      for (let cy = Math.floor(y - SAME_PLACE); cy <= Math.floor(y + SAME_PLACE); cy++) {
        for (const glyph of this.cells.get(`${cx}:${cy}`) ?? []) {
          if (Math.abs(glyph.x - x) <= SAME_PLACE && Math.abs(glyph.y - y) <= SAME_PLACE) {
            found.push(glyph);
          }
        }
      }
    }
    return found;
  }
}

/** Height of the rows the characters are kept in by their centres' y. */
const ROW = 16;

/** The page's characters in rows by their centres, so an area reads only the rows it spans. */
class CharRows {
  private readonly rows = new Map<number, PageChar[]>();

  constructor(chars: readonly PageChar[]) {
    for (const char of chars) {
      const row = Math.floor((char.box.y0 + char.box.y1) / 2 / ROW);
      const list = this.rows.get(row);
      if (list) list.push(char);
      else this.rows.set(row, [char]);
    }
  }

  centredIn(area: TBBox): PageChar[] {
    const found: PageChar[] = [];
    for (let row = Math.floor(area.y0 / ROW); row <= Math.floor(area.y1 / ROW); row++) {
      for (const char of this.rows.get(row) ?? []) {
        if (centreInside(char.box, area)) found.push(char);
      }
    }
    return found;
  }
}

/** Every character of the page's structured text, with its box and origin. */
export function pageChars(page: PDFPage): PageChar[] {
  const chars: PageChar[] = [];
  const stext = page.toStructuredText(STEXT_OPTIONS);
  try {
    stext.walk({
      onChar(char, origin, _font, _size, quad) {
        const xs = [quad[0], quad[2], quad[4], quad[6]];
        const ys = [quad[1], quad[3], quad[5], quad[7]];
        const box = {
          x0: Math.min(...xs),
          y0: Math.min(...ys),
          x1: Math.max(...xs),
          y1: Math.max(...ys),
        };
        chars.push({ box, x: origin[0], y: origin[1], space: /\s/u.test(char) });
      },
    });
  } finally {
    stext.destroy();
  }
  return chars;
}

/** The page's content with the `removed` glyphs taken out: changed streams written anew. */
function writeWithout(
  document: PDFDocument,
  page: PDFPage,
  streams: readonly ReadStream[],
  removed: ReadonlySet<ShownGlyph>,
): void {
  const byItem = new Map<string, ShownGlyph[]>();
  for (const glyph of removed) {
    const key = `${glyph.stream}:${glyph.item}`;
    const list = byItem.get(key);
    if (list) list.push(glyph);
    else byItem.set(key, [glyph]);
  }
  const contents = document.newArray();
  streams.forEach((stream, index) => {
    const changed = stream.items.some((_, item) => byItem.has(`${index}:${item}`));
    if (!changed) {
      contents.push(stream.reference);
      return;
    }
    const sink = new ContentSink();
    stream.items.forEach((item, at) => {
      const gone = byItem.get(`${index}:${at}`);
      if (gone) sink.write(showingWithout(item, gone));
      else writeItem(sink, item, stream.data);
    });
    contents.push(document.addStream(sink.done(), document.newDictionary()));
  });
  page.getObject().put('Contents', contents);
}

/**
 * A text showing written again as a TJ without the `gone` glyphs, each replaced by the number that
 * moves the pen as far as it did. `'` and `"` keep their moves (and `"` its spacing) in front.
 */
function showingWithout(item: ContentItem, gone: readonly ShownGlyph[]): string {
  const operands = item.operands;
  const values: readonly PdfValue[] =
    item.op === 'TJ' ? (operands[0] as { items: PdfValue[] }).items : [operands.at(-1)!];
  const parts: string[] = [];
  values.forEach((value, part) => {
    if (value.kind !== 'string') {
      if (value.kind === 'number') parts.push(writeNumber(value.value));
      return;
    }
    const cuts = gone.filter((glyph) => glyph.part === part).sort((a, b) => a.offset - b.offset);
    let from = 0;
    for (const glyph of cuts) {
      if (glyph.offset > from) parts.push(writeString(value.bytes.subarray(from, glyph.offset)));
      parts.push(writeNumber(glyph.gap));
      from = glyph.offset + glyph.length;
    }
    if (from < value.bytes.length) parts.push(writeString(value.bytes.subarray(from)));
  });
  const before =
    item.op === "'"
      ? 'T* '
      : item.op === '"'
        ? `${writeNumber((operands[0] as { value: number }).value)} Tw ${writeNumber((operands[1] as { value: number }).value)} Tc T* `
        : '';
  return `${before}[${parts.join(' ')}] TJ\n`;
}
