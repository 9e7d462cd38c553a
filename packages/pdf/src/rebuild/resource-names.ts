import type { Ptr, RawObjects } from '../engine/raw-objects';
import type { ResourceCategory } from '../content/rewrite-content';

/** The kind of the objects each resource category lists. */
export const CATEGORY_KINDS: Readonly<Record<ResourceCategory, string>> = {
  Font: 'Font',
  XObject: 'XObject',
  ExtGState: 'ExtGState',
  ColorSpace: 'ColorSpace',
  Pattern: 'Pattern',
  Shading: 'Shading',
  Properties: 'PropertyList',
};

const PREFIXES: Readonly<Record<ResourceCategory, string>> = {
  Font: 'F',
  XObject: 'X',
  ExtGState: 'GS',
  ColorSpace: 'CS',
  Pattern: 'P',
  Shading: 'Sh',
  Properties: 'MC',
};

export const CATEGORIES = Object.keys(PREFIXES) as ResourceCategory[];

/**
 * A resource name that says nothing but which entry it is: a few letters and a number, as
 * producers number their resources (F1, T1_0, Im12, Fm0, GS3, C0_0, Image7).
 */
const NUMBERED = /^[A-Za-z]{0,10}\d+([_.-]\d+)*$/;

/**
 * The names a resource dictionary's entries are written under in the rebuilt file. A numbered
 * name (NUMBERED) stays, so content that draws with such names is written as it was; any other
 * name — whatever the file chose, which can carry text — becomes a neutral one of its category
 * (F1, X1, GS1…, numbered past the names kept), and every content stream drawing with the
 * dictionary is written with it.
 */
export function neutralNames(
  raw: RawObjects,
  resources: Ptr,
): Map<ResourceCategory, Map<string, string>> {
  const names = new Map<ResourceCategory, Map<string, string>>();
  for (const category of CATEGORIES) {
    const entries = raw.resolve(raw.get(resources, category));
    const map = new Map<string, string>();
    if (raw.isDict(entries)) {
      const keys = [...raw.entries(entries)].map(([key]) => key).sort();
      const taken = new Set(keys.filter((key) => NUMBERED.test(key)));
      let next = 1;
      for (const key of keys) {
        if (taken.has(key)) {
          map.set(key, key);
          continue;
        }
        while (taken.has(`${PREFIXES[category]}${next}`)) next++;
        const neutral = `${PREFIXES[category]}${next}`;
        taken.add(neutral);
        map.set(key, neutral);
      }
    }
    names.set(category, map);
  }
  return names;
}
