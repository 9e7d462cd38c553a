import type { Ptr, RawObjects } from '../engine/raw-objects';
import type { Rule } from './rules';
import { SCHEMA } from './schema';

/**
 * Whether a value is of the shape a rule allows (before its contents are judged): the first rule
 * of a `oneOf` that fits is the one the value is read by. Read by pointer (raw-objects.ts).
 */
export function fits(raw: RawObjects, value: Ptr, rule: Rule): boolean {
  const resolved = raw.resolve(value);
  if (typeof rule === 'object' && 'backTo' in rule) {
    return raw.isIndirect(value) && (raw.isDict(resolved) || raw.isStream(value));
  }
  if (typeof rule === 'string') {
    switch (rule) {
      case 'name':
        return raw.isName(resolved);
      case 'number':
      case 'integer':
        return raw.isNumber(resolved);
      case 'boolean':
        return raw.isBool(resolved);
      case 'text':
      case 'date':
      case 'data':
        return raw.isString(resolved);
      case 'plain':
        return isPlain(raw, value, 0);
      case 'opaque':
        return true;
    }
  }
  if ('kind' in rule) {
    // A colour space is a name or an array; a destination an array; the others dictionaries.
    if (rule.kind === 'ColorSpace') return raw.isArray(resolved) || raw.isName(resolved);
    if (rule.kind === 'DestinationArray') return raw.isArray(resolved);
    // A kind that carries data is a stream; a dictionary of the same keys is not one.
    if (SCHEMA[rule.kind]?.stream) return raw.isStream(value);
    return raw.isDict(resolved);
  }
  if ('arrayOf' in rule || 'slots' in rule || 'pairs' in rule || 'numbered' in rule) {
    return raw.isArray(resolved);
  }
  if ('mapOf' in rule) return raw.isDict(resolved);
  if ('nested' in rule) return raw.isArray(resolved) || fits(raw, value, rule.nested);
  return rule.oneOf.some((one) => fits(raw, value, one));
}

/**
 * Numbers, names, booleans and nulls, in arrays and dictionaries, through references to such
 * objects (an encoding's /Differences may be an object of its own, and so may each run of a CID
 * font's widths: `/W [0 58 0 R]`): no strings and no streams. Deeper than 8 is refused, which
 * also ends a cycle.
 */
export function isPlain(raw: RawObjects, value: Ptr, depth: number): boolean {
  if (value === 0) return true;
  if (raw.isIndirect(value)) {
    return depth <= 8 && !raw.isStream(value) && isPlain(raw, raw.resolve(value), depth + 1);
  }
  if (raw.isString(value)) return false;
  const isDict = raw.isDict(value);
  if (!isDict && !raw.isArray(value)) return true;
  if (depth > 8) return false;
  const length = isDict ? raw.dictLength(value) : raw.arrayLength(value);
  for (let index = 0; index < length; index++) {
    const item = isDict ? raw.dictValue(value, index) : raw.arrayGet(value, index);
    if (!isPlain(raw, item, depth + 1)) return false;
  }
  return true;
}

/** The first rule of `rule` (a oneOf or not) that the value fits, or null. */
export function ruleFor(raw: RawObjects, value: Ptr, rule: Rule): Rule | null {
  if (typeof rule === 'object' && 'nested' in rule) {
    return raw.isArray(raw.resolve(value)) ? rule : ruleFor(raw, value, rule.nested);
  }
  if (typeof rule === 'object' && 'oneOf' in rule) {
    for (const one of rule.oneOf) {
      const found = ruleFor(raw, value, one);
      if (found) return found;
    }
    return null;
  }
  return fits(raw, value, rule) ? rule : null;
}
