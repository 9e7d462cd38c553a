/**
 * The ways a reader, a viewer or `strings` can read one piece of text of a file (decision 0042).
 * A view is what some program shows for the same bytes: the string as PDF defines it, its bytes
 * as another encoding, rich text without its markup, a URI with its escapes undone. Cleaning and
 * verification both look for redacted strings in every view, so a secret split by tags, escaped
 * in a link or stored in an encoding MuPDF would not pick is found by both or by neither.
 */

import { displayOrder } from '@workbench/contracts';

/** How a view reads its text; the cleaner writes a cleaned string back in the same form. */
export type ViewKind = 'text' | 'markup' | 'uri' | 'display';

export interface TextView {
  kind: ViewKind;
  text: string;
}

const TAG = /<\/?[A-Za-z][^<>]*>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[|\]\]>/g;
const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Every view of a text: itself, without its markup (tags dropped, entities decoded; a tag
 * separates nothing, since `Han<b>sen</b>` shows as "Hansen"), with its URI escapes undone, and
 * in the order a reader shows it where it forces right-to-left display (displayOrder). Views
 * equal to one before them are left out.
 */
export function textViews(text: string): TextView[] {
  const views: TextView[] = [{ kind: 'text', text }];
  if (/[<&]/.test(text)) views.push({ kind: 'markup', text: withoutMarkup(text) });
  if (/%[0-9a-f]{2}|\+/i.test(text)) views.push({ kind: 'uri', text: uriDecoded(text) });
  const shown = displayOrder(text);
  if (shown !== null) views.push({ kind: 'display', text: shown });
  return views.filter(
    (view, index) => index === 0 || views.findIndex((one) => one.text === view.text) === index,
  );
}

/** The text a viewer shows of rich text (XHTML, HTML): tags dropped, entities decoded. */
export function withoutMarkup(text: string): string {
  return text.replace(TAG, '').replace(ENTITY, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * A URI or form-encoded text as a browser or server reads it: `+` as a space and each `%xx`
 * run as UTF-8 bytes (as Latin-1 where they are not UTF-8).
 */
export function uriDecoded(text: string): string {
  return text.replace(/\+/g, ' ').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    const bytes = Uint8Array.from(run.match(/%[0-9a-f]{2}/gi)!, (hex) =>
      parseInt(hex.slice(1), 16),
    );
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return latin1(bytes);
    }
  });
}

/**
 * Every view of a PDF string: of its text as PDF defines it (`asString`) and of its bytes read
 * as other encodings (byteTexts), each with its markup and URI views; duplicates left out.
 */
export function stringViews(text: string, bytes: Uint8Array): TextView[] {
  const views = [text, ...byteTexts(bytes)].flatMap(textViews);
  return views.filter(
    (view, index) =>
      views.findIndex((one) => one.kind === view.kind && one.text === view.text) === index,
  );
}

/** The text written back in the form its view read it in (see ViewKind). */
export function inViewForm(kind: ViewKind, text: string, isRichText: boolean): string {
  if (kind === 'uri') return encodeURI(text);
  if (kind === 'markup' && isRichText) return richText(text);
  return text;
}

/** Plain text as the smallest rich text value (/RC, /RV) Acrobat reads: one paragraph. */
export function richText(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0"?><body xmlns="http://www.w3.org/1999/xhtml"><p>${escaped}</p></body>`;
}

/**
 * The texts the bytes of a string can be read as, beyond what PDF makes of them (`asString`):
 * UTF-16 either way round with or without a byte order mark, UTF-8, and Latin-1. A program that
 * guesses another encoding than PDF's shows one of these.
 */
export function byteTexts(bytes: Uint8Array): string[] {
  const texts = [latin1(bytes), new TextDecoder('utf-8').decode(bytes)];
  if (bytes.length >= 4 && bytes.length % 2 === 0) {
    texts.push(
      new TextDecoder('utf-16be').decode(bytes),
      new TextDecoder('utf-16le').decode(bytes),
    );
  }
  return texts;
}

export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 8192) {
    text += String.fromCharCode(...bytes.subarray(index, index + 8192));
  }
  return text;
}
