import type { Ptr, RawObjects } from '../engine/raw-objects';
import { SCHEMA } from './schema';

/**
 * The kind a dictionary is read as: the kind its use names, made more precise by its own entries
 * (a font by its /Subtype, an annotation by its /Subtype, an action by its /S). Null when its
 * entries say it is no kind the rebuilt file keeps (an attachment, a script, a PostScript form),
 * or when a kind that carries data is not a stream.
 */
export function refineKind(raw: RawObjects, kind: string, value: Ptr): string | null {
  const object = raw.resolve(value);
  let current = kind;
  for (let step = 0; step < 4; step++) {
    const schema = SCHEMA[current];
    if (!schema?.refine || !raw.isDict(object)) break;
    const refined = schema.refine((key) => raw.entryText(object, key));
    if (refined === false) return null;
    if (refined === null || refined === current) break;
    current = refined;
  }
  if (SCHEMA[current]?.stream && !raw.isStream(value)) return null;
  return current;
}
