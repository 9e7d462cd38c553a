import type { Span } from '../span';
import { ORGANISATION_MAILBOX, organisationEvidence } from './block-cues';
import { mailboxSurnames } from './holders';
import { ORGANISATION_TYPES, PERSONAL_MAILBOX } from './organisation-types';
import type { RoledBlock } from './roled-block';

/** How far back a sentence is read for whom it names. */
const REACH = 240;
/** A tagged organisation this sure names whose a value is. */
const ORGANISATION_SCORE = 0.6;
/** A person this sure in the sentence makes the value theirs. */
const PERSON_SCORE = 0.5;
/** The start of the sentence a value stands in: after a full stop and a space, or a blank line. */
const SENTENCE_END = /[.!?]\s+(?=\p{Lu})|\n\s*\n/gu;
/** Words that offer an organisation's line: "call us", "kontakt oss", "customer service". */
const SERVICE_WORDS =
  /(?<![\p{L}])(?:call\s+us|contact\s+us|write\s+to\s+us|kontakt\s+oss|ring\s+oss|skriv\s+til\s+oss|rufen\s+sie\s+uns|kontaktieren\s+sie\s+uns|neem\s+contact|contactez-nous|kontakta\s+oss|helpline|hotline|customer\s+service|kundeservice|kundesenter|kundenservice|klantenservice|service\s+client|kundtjänst)(?![\p{L}])/iu;
/** Nouns that name an organisation in a sentence: "Passport Information Center", "Tax Office". */
const ORGANISATION_NOUNS =
  /(?<![\p{L}])\p{Lu}[\p{L}-]*\s+(?:Center|Centre|Institute|Institut|Office|Bureau|Board|Administration|Service|Services|Association|Society|Foundation|Company|Corporation|Bank|Agency|Department|Ministry|Authority|Council|Commission|Press|Publishers?|Forlag|Verlag|Uitgeverij|Éditions)(?![\p{L}])/u;

/**
 * Words that say the values after them are a person's at the organisation: "Kontaktperson
 * Hinkelsteininvest SE:" over a name, a phone and a mailbox.
 */
const CONTACT_PERSON =
  /(?<![\p{L}])(?:kontaktperson|contact[ \u00a0]person|ansprechpartner(?:in)?|contactpersoon|personne[ \u00a0]de[ \u00a0]contact|persona[ \u00a0]de[ \u00a0]contacto|osoba[ \u00a0]kontaktowa|yhteyshenkilö|interlocuteur|attn\.?|z\.[ \u00a0]?hd\.)(?![\p{L}])/iu;

/**
 * Free and shared-cost service numbers: 1-800/833/844/855/866/877/888 in North America, 0800 and
 * 0808 in Europe, 800 and 810 in Norway. No person is reached on one.
 */
const SERVICE_NUMBER =
  /^(?:\+?1[\s.-]?)?(?:\(?8(?:00|33|44|55|66|77|88)\)?[\s.–-])|^(?:\+\d{2}\s?)?0?80[08][\s\d]|^8(?:00|10)\s?\d{2}\s?\d{3}$/u;

/**
 * An organisation's contact data written in running text, where no block says whose it is:
 * a phone, e-mail, address or account whose sentence names an organisation (one the tagger is
 * sure of, a legal form, a public body, a switchboard or "contact us") and no person before it,
 * a free service number, or a role's mailbox. "Kari Nordmann, tlf. 912 34 567" stays hers, and
 * so do the phone and mailbox under "Kontaktperson …". On a CV only a free service number is an
 * organisation's: a role's mailbox ("hello@janedoe.dev") and a line after an employer's name are
 * its holder's.
 */
export function typeMentions(
  text: string,
  spans: readonly Span[],
  blocks: readonly RoledBlock[],
  isCv = false,
): Span[] {
  // Only a page with a role's mailbox asks whose surnames its domain might hold.
  let surnames: string[] | undefined;
  const ownersOf = () => (surnames ??= mailboxSurnames(spans, blocks));
  return spans.map((span) => {
    const type = ORGANISATION_TYPES[span.entity_type];
    if (!type || span.basis?.block || inRoledBlock(blocks, span.start)) return span;
    if (type === 'ORGANIZATION_EMAIL' && isPersonsMailbox(span.text)) return span;
    const isService =
      (type === 'ORGANIZATION_PHONE' && SERVICE_NUMBER.test(span.text)) ||
      (type === 'ORGANIZATION_EMAIL' && !isCv && isRoleMailbox(span.text, ownersOf));
    // A CV's running text names its employers; the contact data in it are its holder's.
    if (!isService && (isCv || !namesOrganisation(text, span, spans, blocks))) return span;
    return {
      ...span,
      entity_type: type,
      basis: { ...span.basis, holder: 'organisation' as const },
    };
  });
}

/**
 * A mailbox of a role ("support@", "post@", "faktura@") is a service of an organisation wherever
 * it stands, unless its domain is the surname of a person the page names ("info@martin-thoma.de").
 */
function isRoleMailbox(address: string, surnames: () => readonly string[]): boolean {
  if (!ORGANISATION_MAILBOX.test(address)) return false;
  const domain = address.slice(address.indexOf('@') + 1).toLocaleLowerCase('nb');
  return !surnames().some((name) => domain.includes(name));
}

function isPersonsMailbox(address: string): boolean {
  return PERSONAL_MAILBOX.test(address) && !ORGANISATION_MAILBOX.test(address);
}

/** Whether the sentence before the value names an organisation and no person. */
function namesOrganisation(
  text: string,
  value: Span,
  spans: readonly Span[],
  blocks: readonly RoledBlock[],
): boolean {
  const from = Math.max(sentenceStart(text, value.start), blockHead(text, value, blocks));
  const inSentence = (span: Span) => span.start >= from && span.end <= value.start;
  if (
    spans.some(
      (span) => span.entity_type === 'PERSON' && span.score >= PERSON_SCORE && inSentence(span),
    )
  )
    return false;
  const sentence = text.slice(from, value.start);
  if (CONTACT_PERSON.test(sentence)) return false;
  const tagged = spans.some(
    (span) =>
      span.entity_type === 'ORGANIZATION' && span.score >= ORGANISATION_SCORE && inSentence(span),
  );
  if (tagged) return true;
  const evidence = organisationEvidence(sentence);
  return (
    evidence.companyForm ||
    evidence.publicBody ||
    SERVICE_WORDS.test(sentence) ||
    ORGANISATION_NOUNS.test(sentence)
  );
}

function sentenceStart(text: string, index: number): number {
  const from = Math.max(0, index - REACH);
  let start = from;
  for (const match of text.slice(from, index).matchAll(SENTENCE_END))
    start = from + match.index + match[0].length;
  return start;
}

function inRoledBlock(blocks: readonly RoledBlock[], index: number): boolean {
  return blocks.some(
    (block) =>
      block.role && block.segments.some((segment) => segment.start <= index && index < segment.end),
  );
}

/** Lines over an address that starts its line which still name its holder ("The Penguin Press⏎375 Hudson Street"). */
const HEAD_LINES = 2;

/**
 * Where the text that may name an address's holder starts: an address that starts its line
 * stands in a block, whose own first lines name whose it is; the lines above them belong to
 * other blocks ("Skatteetaten … ⏎LOMPEBAKERIER⏎XXXX⏎0985 OSLO": the agency is not the holder),
 * and so do the lines above the first of its block on the page (a bank's address over the
 * addressee's, a gap between them). Other values are read back to their sentence's start.
 */
function blockHead(text: string, value: Span, blocks: readonly RoledBlock[]): number {
  if (ORGANISATION_TYPES[value.entity_type] !== 'ORGANIZATION_ADDRESS') return 0;
  let lineStart = text.lastIndexOf('\n', value.start - 1) + 1;
  if (!/^[ \t\u00a0]*$/u.test(text.slice(lineStart, value.start))) return 0;
  for (let line = 0; line < HEAD_LINES && lineStart > 0; line++) {
    lineStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  }
  const own = blocks.find((block) =>
    block.segments.some((segment) => segment.start <= value.start && value.start < segment.end),
  );
  return Math.max(lineStart, own?.segments[0]?.start ?? 0);
}
