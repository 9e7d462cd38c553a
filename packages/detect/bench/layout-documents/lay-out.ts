/**
 * Lays out a generated page the way the PDF engine hands pages to detection: words joined by one
 * space within a line and by '\n' between lines, in the order the page draws them; each word with
 * its box (points, y down); form field values after the page's own text, each widget on a line of
 * its own, with the field's name, tooltip and kind. Gold values and look-alikes are marked while
 * the page is written, so their offsets are exact.
 */
import type { FormField, PositionedWord } from '../../src/span';
import type { Decoy, DecoyKind, GoldMeta, GoldValue, LayoutDocument } from './model';

/** A piece of a line: text, a gold value, a look-alike, a tab stop, or a gold span's bounds. */
export type Piece =
  | string
  | { value: string; gold: GoldMeta }
  | { value: string; decoy: DecoyKind }
  | { tab: number }
  | { gap: number }
  | { open: GoldMeta }
  | { close: true };

const VALUE_START = { valueStart: true } as const;
type Marker = { at: number; piece: Exclude<Piece, string> | typeof VALUE_START };

/** Where a line of text stands and how large its letters are. */
export type LineBox = { x: number; y: number; size: number };

/** Advance widths (share of the font size) close to a proportional sans-serif. */
function charWidth(char: string): number {
  if (/[0-9]/.test(char)) return 0.556;
  if (/[iljtf.,:;'!|()[\]/·]/.test(char)) return 0.28;
  if (/[mwMW@]/.test(char)) return 0.85;
  if (/[A-ZÆØÅÄÖÜ]/.test(char)) return 0.667;
  return 0.5;
}

const SPACE = 0.278;

/** One space where the line has white space, none at its ends; `at[i]` maps raw positions. */
function collapse(raw: string): { text: string; at: number[] } {
  const at: number[] = [];
  let text = '';
  let pending = false;
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index]!;
    if (/\s/.test(char)) {
      at.push(text.length);
      pending = true;
      continue;
    }
    if (pending && text.length > 0) text += ' ';
    pending = false;
    at.push(text.length);
    text += char;
  }
  at.push(text.length);
  return { text, at };
}

export class PageWriter {
  private text = '';
  private readonly words: PositionedWord[] = [];
  private readonly fields: FormField[] = [];
  private readonly gold: GoldValue[] = [];
  private readonly decoys: Decoy[] = [];
  private readonly open: { meta: GoldMeta; start: number }[] = [];
  private readonly pendingFields: PendingField[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Writes one line of the page's own text; returns the width it took. */
  line(box: LineBox, pieces: readonly Piece[]): number {
    let raw = '';
    const markers: Marker[] = [];
    for (const piece of pieces) {
      if (typeof piece === 'string') raw += piece;
      else if ('tab' in piece || 'gap' in piece) {
        markers.push({ at: raw.length, piece });
        raw += ' ';
      } else if ('value' in piece) {
        markers.push({ at: raw.length, piece: VALUE_START });
        raw += piece.value;
        markers.push({ at: raw.length, piece });
      } else markers.push({ at: raw.length, piece });
    }
    const { text, at } = collapse(raw);
    if (text === '') return 0;
    const lineStart = this.text.length === 0 ? 0 : this.text.length + 1;
    const opened = (position: number) => {
      let p = position;
      while (p < raw.length && /\s/.test(raw[p]!)) p++;
      return lineStart + at[p]!;
    };
    const closed = (position: number) => {
      let p = position;
      while (p > 0 && /\s/.test(raw[p - 1]!)) p--;
      return lineStart + at[p]!;
    };
    this.text += (this.text.length === 0 ? '' : '\n') + text;
    const tabs = new Map<number, number>();
    const valueStarts: number[] = [];
    for (const { at: position, piece } of markers) {
      if (piece === VALUE_START) valueStarts.push(opened(position));
      else if ('tab' in piece) tabs.set(opened(position) - lineStart, piece.tab);
      else if ('gap' in piece) tabs.set(opened(position) - lineStart, -piece.gap);
      else if ('open' in piece) this.open.push({ meta: piece.open, start: opened(position) });
      else if ('close' in piece) this.closeSpan(closed(position));
      else if ('gold' in piece) this.record(piece.gold, valueStarts.pop()!, closed(position));
      else if ('decoy' in piece) {
        const start = valueStarts.pop()!;
        const end = closed(position);
        this.decoys.push({ start, end, kind: piece.decoy, text: this.text.slice(start, end) });
      }
    }
    return this.placeWords(text, lineStart, box, tabs, false);
  }

  /** Lines under one another from `box`, each `leading` points lower; returns the next y. */
  lines(box: LineBox, lines: readonly (readonly Piece[])[], leading = box.size * 1.25): number {
    let y = box.y;
    for (const pieces of lines) {
      this.line({ ...box, y }, pieces);
      y += leading;
    }
    return y;
  }

  /** A form field's widget: its value is written after the page's own text, on its own line. */
  field(field: PendingField): void {
    this.pendingFields.push(field);
  }

  /** The page as detection receives it, with its gold values and look-alikes. */
  finish(
    document: Omit<LayoutDocument, 'text' | 'words' | 'fields' | 'gold' | 'decoys' | 'pageSize'>,
  ): LayoutDocument {
    for (const field of this.pendingFields) this.writeField(field);
    return {
      ...document,
      text: this.text,
      words: this.words,
      fields: this.fields,
      gold: this.gold,
      decoys: this.decoys,
      pageSize: { width: this.width, height: this.height },
    };
  }

  private closeSpan(end: number): void {
    const span = this.open.pop();
    if (span) this.record(span.meta, span.start, end);
  }

  private record(meta: GoldMeta, start: number, end: number): void {
    this.gold.push({ ...meta, start, end, text: this.text.slice(start, end) });
  }

  private writeField(field: PendingField): void {
    const { text } = collapse(field.value);
    if (text === '') return;
    const start = this.text.length === 0 ? 0 : this.text.length + 1;
    this.text += (this.text.length === 0 ? '' : '\n') + text;
    const size = Math.min(10, field.box.height * 0.7);
    const y = field.box.y + (field.box.height - size) / 2;
    this.placeWords(text, start, { x: field.box.x + 2, y, size }, new Map(), true);
    const end = start + text.length;
    this.fields.push({
      start,
      end,
      name: field.name,
      ...(field.tooltip ? { tooltip: field.tooltip } : {}),
      kind: field.kind,
    });
    if (field.gold) this.record(field.gold, start, end);
  }

  private placeWords(
    text: string,
    lineStart: number,
    box: LineBox,
    tabs: ReadonlyMap<number, number>,
    isField: boolean,
  ): number {
    let x = box.x;
    let wordStart = -1;
    let wordX = x;
    const end = (index: number) => {
      if (wordStart < 0) return;
      this.words.push({
        start: lineStart + wordStart,
        end: lineStart + index,
        x0: wordX,
        y0: box.y,
        x1: x,
        y1: box.y + box.size,
        ...(isField ? { field: true } : {}),
      });
      wordStart = -1;
    };
    for (let index = 0; index < text.length; index++) {
      const char = text[index]!;
      // A tab stop is where the next word starts; a negative one is a gap that wide.
      const tab = tabs.get(index);
      if (tab !== undefined) x = tab < 0 ? x - tab : Math.max(x + box.size, tab);
      if (char === ' ') {
        end(index);
        x += SPACE * box.size;
        continue;
      }
      if (wordStart < 0) {
        wordStart = index;
        wordX = x;
      }
      x += charWidth(char) * box.size;
    }
    end(text.length);
    return x - box.x;
  }
}

/** A widget waiting to be written after the page's text. */
export type PendingField = {
  box: { x: number; y: number; width: number; height: number };
  name: string;
  tooltip?: string;
  kind: FormField['kind'];
  value: string;
  gold?: GoldMeta;
};

/** A value piece that is gold. */
export const gold = (value: string, meta: GoldMeta): Piece => ({ value, gold: meta });
/** A value piece that is a look-alike phones must not take. */
export const decoy = (value: string, kind: DecoyKind): Piece => ({ value, decoy: kind });
/** The width of a text at a size, for placing columns. */
export function widthOf(text: string, size: number): number {
  return [...text].reduce((sum, char) => sum + (char === ' ' ? SPACE : charWidth(char)) * size, 0);
}
