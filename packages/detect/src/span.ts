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
};

/** A word of a laid-out page: its characters start…end in the page text and its box (y down). */
export type PositionedWord = {
  start: number;
  end: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
};

/** What a caller asks an engine for. `entities` are the engine's own type names, never ALL_*. */
export type DetectRequest = {
  text: string;
  entities: readonly string[];
  /** The page's words with their boxes, when the text came from a PDF page. */
  words?: readonly PositionedWord[];
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
