/** The three detection engines; their method ids in settings are fast 1, advanced 2, standard 3. */
export type EngineName = 'fast' | 'standard' | 'advanced';

/** One finding in a text: `text` is exactly `source.slice(start, end)`. */
export type Span = {
  start: number;
  end: number;
  text: string;
  entity_type: string;
  /** Confidence 0..1. */
  score: number;
  engine: EngineName;
  /** Every engine that found this span once results are merged (first is `engine`). */
  engines?: EngineName[];
  /** Why the page's layout gave the span its type, when it did (see SpanBasis). */
  basis?: SpanBasis;
};

/**
 * The parts of a page a value can stand in, found from the layout and cue words: the issuer's
 * letterhead, sender block and footer, the recipient's address block, an invoice's seller and
 * buyer, the signature.
 */
export type BlockRole =
  'letterhead' | 'sender' | 'recipient' | 'seller' | 'buyer' | 'footer' | 'signature';

/** Who a block's contact data belongs to. */
export type Holder = 'organisation' | 'person';

/**
 * What in the layout decided a span's type, for the caseworker to see on the mark: the form
 * field or label that names the value ("Telefonnummer"), the block it stands in and whose that
 * block is ("sender block", organisation).
 */
export type SpanBasis = {
  label?: string;
  block?: BlockRole;
  holder?: Holder;
  /** Why the span is less certain than its kind usually is: its check digit fails. */
  doubt?: SpanDoubt;
};

/** `checksum`: an identity number whose label names it, but whose check digit or date fails. */
export type SpanDoubt = 'checksum';

/** A form field's value in a page's text, and what the form calls the field. */
export type FormField = {
  /** The value's characters in the page text. */
  start: number;
  end: number;
  /** The field's full name: its /T and its parents', joined by dots ("form1[0].Pt1Line1a_FamilyName[0]"). */
  name: string;
  /** The name the form shows people, its tooltip (/TU), when it has one. */
  tooltip?: string;
  kind: 'text' | 'choice' | 'checkbox' | 'radio';
};

/** A word of a laid-out page: its characters start…end in the page text and its box (y down). */
export type PositionedWord = {
  start: number;
  end: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** True when the word is a form field's value, not the page's own text. */
  field?: boolean;
};

/** What a caller asks an engine for. `entities` are the engine's own type names, never ALL_*. */
export type DetectRequest = {
  text: string;
  entities: readonly string[];
  /** The page's words with their boxes, when the text came from a PDF page. */
  words?: readonly PositionedWord[];
  /** The page's form field values (their words are among `words`), when it has any. */
  fields?: readonly FormField[];
  /** The page's size in the words' units, to tell a letterhead or a footer by its place. */
  pageSize?: { width: number; height: number };
  signal?: AbortSignal;
};

/** Whether an engine can run here; `detail` is a one-line explanation for users and /api/health. */
export type EngineStatus =
  | { state: 'ready' }
  | { state: 'not_installed'; detail: string }
  | { state: 'not_configured'; detail: string };

export interface Engine {
  readonly name: EngineName;
  status(): EngineStatus;
  /** Finds spans of the requested types. Rejects with EngineError when it cannot run. */
  detect(request: DetectRequest): Promise<Span[]>;
}

/** A failure of one engine, reported per engine so the other engines still run. */
export class EngineError extends Error {
  constructor(
    readonly engine: EngineName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}

/** Whether a range overlaps any of the spans. */
export const overlapsAny = (range: { start: number; end: number }, spans: readonly Span[]) =>
  spans.some((span) => span.start < range.end && range.start < span.end);
