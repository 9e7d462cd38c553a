import type { Span } from './span';

/** A name the page prints with an office of the courts or the police it holds. */
export const PUBLIC_OFFICIAL = 'PUBLIC_OFFICIAL';

/**
 * Offices whose holders a court's or a police force's document names as they act in office:
 * judges, clerks and registrars, magistrates, police officers — in English, the Nordic
 * languages, German, Dutch, French, Spanish, Italian, Portuguese and Finnish. What they sign and
 * decide is the public body's act, not their private life (decision 0086).
 */
const OFFICE = [
  String.raw`(?:chief[ \t]+|associate[ \t]+)?justice|(?:district|circuit|magistrate|bankruptcy|tribunal|presiding|administrative[ \t]+law|trial|motions|family[ \t]+court|provincial[ \t]+court|superior[ \t]+court|county[ \t]+court|high[ \t]+court|chief|senior|deputy)?[ \t]*judge`,
  String.raw`magistrate|hon\.|hono(?:u)?rable|registrar|master[ \t]+of[ \t]+the[ \t]+rolls|(?:deputy[ \t]+)?clerk(?:[ \t]+of[ \t]+(?:the[ \t]+)?court)?|court[ \t]+clerk`,
  String.raw`(?:police|peace|enforcement|issuing|arresting|investigating)[ \t]+officer|constable|sergeant|sgt\.|detective`,
  String.raw`(?:tingretts|lagretts|høyesteretts|distrikts|jord|familie)?dommer|dommarfullmektig|dommerfullmektig|sorenskriver|(?:første)?lagmann|retsassessor|dommerfuldmægtig`,
  String.raw`(?:chefs)?rådman|domare|hovrättsråd|justitieråd|lagman|tingsnotarie`,
  String.raw`(?:vorsitzende[rn]?[ \t]+)?richter(?:in)?(?:[ \t]+am[ \t]+\p{L}+gericht)?|rechtspfleger(?:in)?|(?:kanton)?rechter|griffier`,
  String.raw`juge|greffi(?:er|ère)|magistrat|juez|jueza|magistrad[oa]|giudice|cancelliere|juiz|juíza|desembargador(?:a)?|(?:käräjä|hovioikeus)?tuomari`,
].join('|');

/**
 * The office right before the name on its line: "Judge Mary Smith", "Before: HON. J. DOE",
 * "Judge: Mary Smith". Not after a comma: "Stephan Richter, Steve Halasz" lists two people.
 */
const OFFICE_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:the[ \t]+)?(?:${OFFICE})(?:[ \t]+(?:mr|mrs|ms|madam|mister)\.?)?(?:[ \t]+justice)?[ \t]*:?[ \t]*$`,
  'iu',
);
/**
 * The office right after the name: "JOHN DOE, United States District Judge", "Smith, J.",
 * "Smith J.A.", "Kari Nordmann, tingrettsdommer".
 */
const OFFICE_AFTER = new RegExp(
  String.raw`^(?:,?[ \t]+(?:c\.)?j\.(?:a\.)?(?![\p{L}])|,?[ \t]*\(?(?:the[ \t]+)?(?:united[ \t]+states[ \t]+|u\.s\.[ \t]+)?(?:${OFFICE})(?![\p{L}]))`,
  'iu',
);
/** A signature's office on the line under the name: "/s/ Mary Smith⏎U.S. Magistrate Judge". */
const OFFICE_LINE = new RegExp(
  String.raw`^[ \t]*(?:the[ \t]+)?(?:united[ \t]+states[ \t]+|u\.s\.[ \t]+)?(?:${OFFICE})(?![\p{L}])`,
  'iu',
);

/** An office alone on the line over the name, as a form's label: "Presiding Judge:⏎Mary Smith". */
const OFFICE_ALONE = new RegExp(
  String.raw`^[ \t]*(?:the[ \t]+)?(?:${OFFICE})[ \t]*:?[ \t]*$`,
  'iu',
);

/** Whether the page prints the name's holder with an office of the courts or the police. */
function holdsOffice(text: string, name: Span): boolean {
  const lineStart = text.lastIndexOf('\n', name.start - 1) + 1;
  const lineEnd = text.indexOf('\n', name.end);
  const end = lineEnd < 0 ? text.length : lineEnd;
  const before = text.slice(lineStart, name.start);
  if (OFFICE_BEFORE.test(before)) return true;
  if (lineStart > 0 && /^[ \t]*$/.test(before)) {
    const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    if (OFFICE_ALONE.test(above)) return true;
  }
  const after = text.slice(name.end, end);
  if (OFFICE_AFTER.test(after)) return true;
  if (!/^[ \t,]*$/.test(after) || lineEnd < 0) return false;
  const nextEnd = text.indexOf('\n', lineEnd + 1);
  return OFFICE_LINE.test(text.slice(lineEnd + 1, nextEnd < 0 ? text.length : nextEnd));
}

/**
 * Names of public officials acting in office — the judge who decides, the clerk who certifies,
 * the officer who issued a ticket — retyped `PUBLIC_OFFICIAL`: found and shown, not withheld as
 * personal data unless the user asks for them (decision 0071's labels: they must stay).
 */
export function withOfficials(text: string, spans: readonly Span[]): Span[] {
  return spans.map((span) =>
    span.entity_type === 'PERSON' && holdsOffice(text, span)
      ? { ...span, entity_type: PUBLIC_OFFICIAL }
      : span,
  );
}
