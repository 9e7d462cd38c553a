import type { PDFDocument } from '../../engine/mupdf';
import { isStandardName } from '../../text-model/standard-names';
import { inViewForm, stringViews, textViews } from '../../text-model/text-views';
import type { QuoteFinder } from '../quotes';

/** Rich text values (/RC of an annotation, /RV of a field): rewritten as rich text. */
const RICH_TEXT_KEYS = new Set(['RC', 'RV']);
/** Rewrites of one string before it is replaced whole (each rewrite reads it in another view). */
const MAX_REWRITES = 3;

/**
 * Cleans the text of strings and names outside page content with one rule (decision 0042): a
 * string or name is read in every view a program may show it in (text-model/text-views), and a
 * quote of a redacted string in any view is replaced by the placeholder, written back in the
 * view's own form (rich text as rich text, a URI percent-encoded). A name that quotes one is
 * renamed, the same new name for every use of it, so a named destination and the links to it
 * still meet.
 */
export class TextCleaner {
  private readonly renamed = new Map<string, string>();

  constructor(
    private readonly document: PDFDocument,
    private readonly quotes: QuoteFinder,
    private readonly placeholder: string,
  ) {}

  /** The cleaned text of a string held under `key`, or null when it quotes nothing. */
  cleanString(key: string | number, text: string, bytes: Uint8Array): string | null {
    const isRichText = typeof key === 'string' && RICH_TEXT_KEYS.has(key);
    let current = text;
    let currentBytes = bytes;
    for (let rewrite = 0; rewrite <= MAX_REWRITES; rewrite++) {
      const view = stringViews(current, currentBytes).find((one) =>
        this.quotes.quotes(one.text, true),
      );
      if (!view) return rewrite === 0 ? null : current;
      if (rewrite === MAX_REWRITES) break;
      current = inViewForm(
        view.kind,
        this.quotes.replace(view.text, this.placeholder, true),
        isRichText,
      );
      currentBytes = new TextEncoder().encode(current);
    }
    return this.placeholder;
  }

  /** Every name renamed so far, old → new. */
  get renames(): ReadonlyMap<string, string> {
    return this.renamed;
  }

  /** The new name of a name that quotes a redacted string, or null to keep it. */
  renameName(name: string): string | null {
    const known = this.renamed.get(name);
    if (known !== undefined) return known;
    if (!textViews(name).some((view) => this.quotes.quotes(view.text))) return null;
    if (isStandardName(this.document, name)) return null;
    const fresh = `redacted-${this.renamed.size + 1}`;
    this.renamed.set(name, fresh);
    return fresh;
  }
}
