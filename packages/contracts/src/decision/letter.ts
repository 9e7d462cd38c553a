import { CODE_SETS } from '../rules/exemption-codes';
import { APPEAL, APPEAL_BODY } from './appeal';
import { outcomeOf, type TCase } from './case';
import { LETTER_TEXTS, letterDate, pageRanges } from './letter-texts';
import { provisionTexts } from './provisions';
import { fillPlaceholders, type Placeholder, type TLetterTemplate } from './template';

export type LetterBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** A reply letter's content, ready to be set as DOCX or PDF (decision 0090). */
export interface Letter {
  /** The organisation's name and address lines. */
  sender: string[];
  /** Who asked, when the case names them. */
  recipient: string[];
  /** Reference and date, as label and value. */
  meta: [string, string][];
  title: string;
  blocks: LetterBlock[];
  signature: string[];
}

/** One provision as the letter cites it: once, with every page it covers. */
export interface Citation {
  code: string;
  provision: string;
  places: { document: string; pages: number[] | 'whole' }[];
}

/**
 * The provisions a case uses, each once with the pages it covers: in the order of the code set,
 * then the user's own codes in the order met, then marks without a code.
 */
export function citations(value: TCase): Citation[] {
  const texts = provisionTexts(value);
  const byCode = new Map<string, Citation>();
  for (const document of value.documents) {
    for (const mark of document.marks) {
      const code = mark.code ?? '';
      let citation = byCode.get(code);
      if (!citation) {
        citation = { code, provision: texts.get(code) ?? '', places: [] };
        byCode.set(code, citation);
      }
      let place = citation.places.find((entry) => entry.document === document.name);
      if (!place) {
        place = { document: document.name, pages: document.withheld ? 'whole' : [] };
        citation.places.push(place);
      }
      if (place.pages !== 'whole' && !place.pages.includes(mark.page)) place.pages.push(mark.page);
    }
  }
  const order = CODE_SETS[value.code_set].map((entry) => entry.code);
  const rank = (code: string) => {
    if (code === '') return Number.MAX_SAFE_INTEGER;
    const at = order.indexOf(code);
    return at < 0 ? order.length : at;
  };
  return [...byCode.values()].sort((a, b) => rank(a.code) - rank(b.code));
}

/**
 * The reply letter of a case: who writes, to whom, the documents released in full, in part and
 * withheld, each provision cited once with its pages, and the appeal paragraph of the code set's
 * jurisdiction, in the case's language. The organisation's template fills names and may replace
 * the opening and add a closing paragraph.
 */
export function buildLetter(value: TCase, template: TLetterTemplate): Letter {
  const texts = LETTER_TEXTS[value.language];
  const set = value.code_set;
  const foiaStyle = set === 'foia' || set === 'uk_foia';
  const date = letterDate(value.date, value.language, set === 'foia');
  const values: Record<Placeholder, string> = {
    reference: value.reference,
    date,
    requester: value.requester ?? '',
    organization: template.organization,
    appeal_body: template.appeal_body || APPEAL_BODY[set][value.language],
    documents: String(value.documents.length),
  };
  const fill = (text: string) => {
    // "Send it to us, {{organization}}." reads "Send it to us." when the template names none.
    const shown = template.organization
      ? text
      : text.replace(/,\s*\{\{\s*organization\s*\}\}/g, '');
    return fillPlaceholders(shown, values).replace(/ {2,}/g, ' ').trim();
  };
  const named = (outcome: 'full' | 'part' | 'withheld') =>
    value.documents.filter((document) => outcomeOf(document) === outcome).map((doc) => doc.name);
  const full = named('full');
  const part = named('part');
  const withheld = named('withheld');

  const blocks: LetterBlock[] = [
    { kind: 'paragraph', text: fill(template.opening || texts.opening(foiaStyle)) },
  ];
  if (part.length === 0 && withheld.length === 0) {
    blocks.push({ kind: 'paragraph', text: texts.allReleased });
  } else {
    const list = (lead: string, items: string[]) => {
      if (items.length === 0) return;
      blocks.push({ kind: 'paragraph', text: `${lead}:` }, { kind: 'list', items });
    };
    list(texts.releasedInFull, full);
    list(texts.releasedInPart, part);
    list(texts.withheld, withheld);
    blocks.push(
      { kind: 'heading', text: texts.grounds },
      { kind: 'paragraph', text: texts.groundsLead },
      { kind: 'list', items: citations(value).map((citation) => citationLine(citation, value)) },
    );
    if (set === 'offentleglova') {
      blocks.push(
        { kind: 'paragraph', text: texts.greaterAccess },
        { kind: 'paragraph', text: texts.fullerReasons },
      );
    }
    blocks.push(
      { kind: 'heading', text: texts.appeal },
      { kind: 'paragraph', text: fill(APPEAL[set][value.language]) },
    );
  }
  if (template.closing) blocks.push({ kind: 'paragraph', text: fill(template.closing) });

  return {
    sender: [template.organization, ...lines(template.address)].filter(Boolean),
    recipient: value.requester ? [value.requester] : [],
    meta: [
      [texts.ourReference, value.reference],
      [texts.date, date],
    ],
    title: texts.title(value.reference, foiaStyle),
    blocks,
    // Blank lines of a signature block are the room for a signature: they stay.
    signature: template.signature
      ? fill(template.signature)
          .split(/\r?\n/)
          .map((line) => line.trim())
      : [],
  };
}

function citationLine(citation: Citation, value: TCase): string {
  const texts = LETTER_TEXTS[value.language];
  const head = citation.code
    ? citation.provision
      ? `${citation.code} (${citation.provision})`
      : citation.code
    : texts.noCode;
  const places = citation.places.map(({ document, pages }) =>
    pages === 'whole'
      ? `${document}, ${texts.wholeDocument}`
      : `${document}, ${texts.pages(pageRanges(pages), pages.length)}`,
  );
  return `${head}: ${places.join('; ')}`;
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
