import type { TBBox, TPdfField, TPdfWord } from '@workbench/contracts';

/**
 * A page's text with the geometry needed to map any span of it back to boxes. `boxes` holds
 * x0,y0,x1,y1 for every UTF-16 index of `text` (NaN for the separators the builder inserts) and
 * `lines` the line number of each index (-1 for separators).
 */
export interface PageText {
  pageNumber: number;
  width: number;
  height: number;
  ocr: boolean;
  text: string;
  words: TPdfWord[];
  /** The form field values among `words`, one per widget that shows one. */
  fields: TPdfField[];
  boxes: Float32Array;
  lines: Int32Array;
  /**
   * The colour (0xAARRGGBB) each index was drawn in, when the reader asked for colours (the
   * verifier's check of what is seen); 0 for separators and characters read without one.
   */
  colours?: Uint32Array;
}

/**
 * Han, Hiragana, Katakana, Hangul and CJK punctuation: scripts written without spaces, where each
 * character is a word of its own for selection and redaction.
 */
export function isCjk(code: number): boolean {
  return (
    (code >= 0x3000 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xffef) ||
    (code >= 0x20000 && code <= 0x3134f)
  );
}

function isSpace(code: number): boolean {
  return (
    code <= 0x20 ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Where characters with boxes go, line by line. */
export interface CharSink {
  /** Whether the reader wants each character's colour (`argb` of addChar). */
  readonly wantsColours?: boolean;
  addChar(code: number, x0: number, y0: number, x1: number, y1: number, argb?: number): void;
  endLine(): void;
}

/**
 * Collects characters with boxes into words, lines and the page text. `build` may be called more
 * than once: each call returns what was added so far.
 */
export class PageTextBuilder implements CharSink {
  private readonly parts: string[] = [];
  private length = 0;
  private boxes = new Float32Array(4096);
  private lineOf = new Int32Array(1024);
  private colours: Uint32Array | null = null;
  private colour = 0;
  private readonly words: TPdfWord[] = [];
  private line = 0;
  private lineHasWords = false;
  private word: {
    text: string;
    start: number;
    x0: number;
    y0: number;
    x1: number;
    y1: number;
  } | null = null;
  private previousCjk = false;
  private fields = false;
  private readonly fieldRanges: TPdfField[] = [];
  private field: Omit<TPdfField, 'start' | 'end'> | null = null;
  private fieldStart = 0;

  constructor(
    private ocr: boolean,
    readonly wantsColours = false,
  ) {
    if (wantsColours) this.colours = new Uint32Array(1024);
  }

  /** Whether the words added from now on were read by OCR (a page's unmapped glyphs). */
  setOcr(isOcr: boolean): void {
    this.endWord();
    this.ocr = isOcr;
  }

  /** Adds one character (a Unicode code point) with its box; whitespace ends the word. */
  addChar(code: number, x0: number, y0: number, x1: number, y1: number, argb = 0): void {
    this.colour = argb;
    if (isSpace(code)) {
      this.endWord();
      return;
    }
    const cjk = isCjk(code);
    if (cjk || this.previousCjk) this.endWord();
    this.previousCjk = cjk;
    const char = String.fromCodePoint(code);
    if (!this.word) {
      if (this.lineHasWords && !(cjk && this.lastWasCjkWord()))
        this.push(' ', NaN, NaN, NaN, NaN, -1);
      this.word = { text: '', start: this.length, x0, y0, x1, y1 };
      this.lineHasWords = true;
    } else {
      const word = this.word;
      word.x0 = Math.min(word.x0, x0);
      word.y0 = Math.min(word.y0, y0);
      word.x1 = Math.max(word.x1, x1);
      word.y1 = Math.max(word.y1, y1);
    }
    this.word.text += char;
    this.push(char, x0, y0, x1, y1, this.line);
  }

  /** Adds a whole word whose characters share its box evenly (OCR gives word boxes only). */
  addWord(text: string, box: TBBox): void {
    const chars = Array.from(text);
    const step = (box.x1 - box.x0) / Math.max(chars.length, 1);
    chars.forEach((char, index) => {
      const x0 = box.x0 + step * index;
      this.addChar(char.codePointAt(0) ?? 0x20, x0, box.y0, x0 + step, box.y1);
    });
    this.endWord();
  }

  endLine(): void {
    this.endWord();
    if (this.lineHasWords) {
      this.push('\n', NaN, NaN, NaN, NaN, -1);
      this.line++;
    }
    this.lineHasWords = false;
    this.previousCjk = false;
  }

  /** The words added from now on are form field values (see ZPdfWord.field). */
  startFields(): void {
    this.endLine();
    this.fields = true;
  }

  /** The words added until `endField` are the value of this field (see ZPdfField). */
  startField(field: Omit<TPdfField, 'start' | 'end'>): void {
    this.endWord();
    this.field = field;
    this.fieldStart = this.words.length;
  }

  endField(): void {
    this.endWord();
    const words = this.words.slice(this.fieldStart);
    if (this.field && words.length > 0)
      this.fieldRanges.push({ ...this.field, start: words[0]!.start, end: words.at(-1)!.end });
    this.field = null;
  }

  build(pageNumber: number, width: number, height: number): PageText {
    this.endLine();
    let text = this.parts.join('');
    let length = this.length;
    if (text.endsWith('\n')) {
      text = text.slice(0, -1);
      length--;
    }
    return {
      pageNumber,
      width,
      height,
      ocr: this.ocr,
      text,
      words: this.words.slice(),
      fields: this.fieldRanges.slice(),
      boxes: this.boxes.slice(0, length * 4),
      lines: this.lineOf.slice(0, length),
      ...(this.colours && { colours: this.colours.slice(0, length) }),
    };
  }

  private endWord(): void {
    const word = this.word;
    if (!word) return;
    this.words.push({
      text: word.text,
      x0: word.x0,
      y0: word.y0,
      x1: word.x1,
      y1: word.y1,
      ocr: this.ocr && !this.fields,
      ...(this.fields ? { field: true } : {}),
      start: word.start,
      end: this.length,
    });
    this.word = null;
  }

  private lastWasCjkWord(): boolean {
    const last = this.words.at(-1);
    return last !== undefined && isCjk(last.text.codePointAt(0) ?? 0);
  }

  private push(part: string, x0: number, y0: number, x1: number, y1: number, line: number): void {
    this.parts.push(part);
    for (let unit = 0; unit < part.length; unit++) {
      const index = this.length++;
      if (index * 4 + 4 > this.boxes.length) this.boxes = grow(this.boxes);
      if (index + 1 > this.lineOf.length) this.lineOf = grow(this.lineOf);
      if (this.colours) {
        if (index + 1 > this.colours.length) this.colours = grow(this.colours);
        this.colours[index] = line < 0 ? 0 : this.colour;
      }
      const at = index * 4;
      this.boxes[at] = x0;
      this.boxes[at + 1] = y0;
      this.boxes[at + 2] = x1;
      this.boxes[at + 3] = y1;
      this.lineOf[index] = line;
    }
  }
}

function grow<T extends Float32Array | Int32Array | Uint32Array>(array: T): T {
  const next = new (array.constructor as new (length: number) => T)(array.length * 2);
  next.set(array);
  return next;
}
