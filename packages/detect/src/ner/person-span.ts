import type { Span } from '../span';

/** A person's name that a rule found at text[start…end). */
export function personSpan(text: string, start: number, end: number, score: number): Span {
  return { start, end, text: text.slice(start, end), entity_type: 'PERSON', score, engine: 'fast' };
}
