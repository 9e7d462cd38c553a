/** The entity types the name tagger knows, in the product's vocabulary. */
export const NER_TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION'] as const;
export type NerType = (typeof NER_TYPES)[number];

/**
 * BIO tags as small integers: 0 is O, then B and I for each type. Keeping them numeric lets the
 * decoder index flat score arrays without lookups.
 */
export const TAG_COUNT = 1 + 2 * NER_TYPES.length;
export const TAG_O = 0;

/** The B tag of a type. */
export function beginTag(typeIndex: number): number {
  return 1 + 2 * typeIndex;
}

/** The I tag of a type. */
export function insideTag(typeIndex: number): number {
  return 2 + 2 * typeIndex;
}

/** The type index of a B or I tag, or -1 for O. */
export function tagType(tag: number): number {
  return tag === TAG_O ? -1 : (tag - 1) >> 1;
}

/** Whether a tag is an I tag. */
export function isInside(tag: number): boolean {
  return tag !== TAG_O && (tag - 1) % 2 === 1;
}

/** Whether `next` may follow `prev` (prev -1 = start): an I- needs a B- or I- of its own type. */
export function isAllowedTransition(prev: number, next: number): boolean {
  if (!isInside(next)) return true;
  return prev >= 0 && prev !== TAG_O && tagType(prev) === tagType(next);
}

/**
 * What the previous token was, for features that depend on it: outside (or the start), or inside
 * an entity of one of the types. Tag-pair features are keyed by this class rather than the exact
 * tag to keep them few.
 */
export const PREV_CLASSES = 1 + NER_TYPES.length;

/** The previous-tag class of a tag (0 for O and for the start row). */
export function prevClassOf(tag: number): number {
  return tag <= TAG_O || tag >= TAG_COUNT ? 0 : 1 + ((tag - 1) >> 1);
}

/** A labelled stretch of text, by character offsets. */
export type EntitySpan = { start: number; end: number; type: NerType };
