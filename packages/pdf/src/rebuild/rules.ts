/**
 * The vocabulary of the output schema (issue 62, decision 0061): what the value under a key may
 * be. A rule names what the rebuild keeps and how; anything a rule does not allow is dropped.
 */

/** The kinds of dictionary and stream the rebuilt file may hold (see schema.ts). */
export type KindName = string;

export type Rule =
  /** A name; one that quotes a redacted string is renamed. */
  | 'name'
  | 'number'
  | 'integer'
  | 'boolean'
  /** A text string: kept, every quote of a redacted string replaced (TextCleaner). */
  | 'text'
  /** A date string (D:YYYYMMDD…): kept when it is one, dropped otherwise. */
  | 'date'
  /** Binary data in a string (an ID, a colour lookup table): kept as it is, checked as data. */
  | 'data'
  /** Numbers, names, booleans and nulls, nested in arrays and dictionaries: no strings. */
  | 'plain'
  /** Kept as it is and not read: the trailer's encryption dictionary, which the save drops. */
  | 'opaque'
  /** A dictionary or stream of a kind (indirect or direct). */
  | { kind: KindName }
  /** An array of values of a rule; values that do not fit are dropped. */
  | { arrayOf: Rule }
  /** An array whose positions mean something (a page's structure parents by MCID): values that do not fit become null. */
  | { slots: Rule }
  /** A value of a rule, or arrays of such values nested to any depth (layer orders, visibility expressions). */
  | { nested: Rule }
  /** A name tree's leaves: a text key, then its value, and so on. */
  | { pairs: Rule }
  /** A number tree's leaves: an integer key, then its value, and so on. */
  | { numbered: Rule }
  /** A dictionary whose keys are names chosen by the file, each value of a rule. */
  | { mapOf: Rule }
  /** The first rule the value fits. */
  | { oneOf: readonly Rule[] }
  /**
   * A reference back to an object the file holds for another reason (a page's /Parent, an
   * annotation's /P, a structure element's /Pg): kept only when that object is kept as the kind.
   */
  | { backTo: KindName };

/** How a dictionary of a kind is read: its keys' rules, and which kind it is by its entries. */
export interface KindSchema {
  keys: Readonly<Record<string, Rule>>;
  /** The stream data this kind carries, read by its parser (see streams in rebuild-document). */
  stream?: StreamKind;
  /**
   * A more precise kind chosen by the dictionary's own entries (a font by its /Subtype); null to
   * stay this kind, false when the entries say the rebuilt file keeps no such object.
   */
  refine?: (get: (key: string) => string | null) => KindName | null | false;
}

/**
 * What a stream's data is, by its use: each is read by its own parser and written anew, or
 * dropped when that parser cannot read it.
 */
export type StreamKind =
  /** Drawing instructions (pages, forms, patterns, Type 3 glyphs, appearances). */
  | 'content'
  /** A ToUnicode or encoding CMap. */
  | 'cmap'
  | 'font-program'
  /** Image samples, by their filters. */
  | 'image'
  /** Samples of a sampled function, a shading's mesh: numbers, kept as they are. */
  | 'samples'
  /** A PostScript calculator function. */
  | 'calculator';
