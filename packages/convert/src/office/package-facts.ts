/**
 * What a package holds that LibreOffice draws its own way, found by the parts' names and text
 * while they are read for outside links (office-package.ts), so the conversion note can name
 * the loss (issue 63: SmartArt text, pivot-table labels and conditional fields changed or lost
 * without a word):
 * - SmartArt: Office keeps the diagram's text in `…/diagrams/data*.xml` and a drawing of it
 *   beside; LibreOffice draws from the drawing, which may lack text. The diagram's words join
 *   the source's texts, so the text check names any the PDF lacks.
 * - Pivot tables: LibreOffice computes them again from their source, with its own labels.
 * - OpenDocument's conditional fields (hidden text, hidden paragraphs, conditional text):
 *   LibreOffice shows or hides their text by its own reading of the condition.
 */
export interface PackageFacts {
  /** The words of SmartArt diagrams, for the text check. */
  diagramTexts: string[];
  pivotTables: number;
  conditionalFields: number;
}

export const noFacts = (): PackageFacts => ({
  diagramTexts: [],
  pivotTables: 0,
  conditionalFields: 0,
});

const DIAGRAM_DATA = /(?:^|\/)(?:word|ppt|xl)\/diagrams\/data\d*\.xml$/;
const PIVOT_TABLE = /(?:^|\/)xl\/pivotTables\/pivotTable\d*\.xml$/;
const ODF_CONTENT = /(?:^|\/)(?:content|styles)\.xml$/;
const CONDITIONAL = /<text:(?:hidden-text|hidden-paragraph|conditional-text)\b/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

/** Adds what one part says to `facts`; `text` is the part's XML, or null when it is none. */
export function notePart(facts: PackageFacts, part: string, text: string | null): void {
  if (PIVOT_TABLE.test(part)) facts.pivotTables++;
  if (text === null) return;
  if (DIAGRAM_DATA.test(part)) {
    for (const match of text.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)) {
      const words = decodeEntities(match[1]!).trim();
      if (words !== '') facts.diagramTexts.push(words);
    }
  } else if (ODF_CONTENT.test(part)) {
    facts.conditionalFields += text.match(CONDITIONAL)?.length ?? 0;
  }
}

/** The notes for what LibreOffice computes its own way (SmartArt goes through the text check). */
export function factNotes(facts: PackageFacts): string[] {
  const notes: string[] = [];
  const { pivotTables, conditionalFields } = facts;
  if (pivotTables > 0) {
    notes.push(
      `${pivotTables === 1 ? 'a pivot table was' : `${pivotTables} pivot tables were`} computed again by LibreOffice from ${pivotTables === 1 ? 'its' : 'their'} source data: labels and totals are LibreOffice's (such as "Sum - Amount" for "Sum of Amount") and may differ from what Excel showed; check the original if they matter`,
    );
  }
  if (conditionalFields > 0) {
    notes.push(
      `${conditionalFields === 1 ? 'a field shows or hides its text' : `${conditionalFields} fields show or hide their text`} on a condition (hidden text, hidden paragraphs, conditional text), which LibreOffice evaluated itself: text the condition hid is not in the PDF; check the original for it`,
    );
  }
  return notes;
}
