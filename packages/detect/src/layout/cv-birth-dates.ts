import type { Span } from '../span';

/** As sure as a date the page's kind, not a label, says is a birth date. */
const SCORE = 0.6;
/** A holder of a CV is this many years old at least; a later date is a CV's own or a job's. */
const YOUNGEST = 14;
/** A date with its day, month and year: "12.03.1990", "1990-03-12", "12/03/1990". */
const FULL_DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-](\d{4})|(\d{4})-\d{2}-\d{2})$/u;

/**
 * A CV's dates with their day that lie far enough back to be its holder's birth: a CV prints
 * its periods by month or year ("03/2010 – 2014"), and a whole date long ago in its head or
 * personal details is the day its holder was born ("Born" often left out: "12.03.1990, Oslo").
 * Found as any date and typed DATE_OF_BIRTH, with less certainty than a labelled one.
 */
export function birthDatesOfCvHolder(isCv: boolean, spans: readonly Span[]): Span[] {
  if (!isCv) return [...spans];
  const latest = new Date().getFullYear() - YOUNGEST;
  return spans.map((span) => {
    if (span.entity_type !== 'DATE_TIME') return span;
    const date = FULL_DATE.exec(span.text.trim());
    const year = Number(date?.[1] ?? date?.[2]);
    if (!date || year < 1900 || year > latest) return span;
    return { ...span, entity_type: 'DATE_OF_BIRTH', score: SCORE };
  });
}
