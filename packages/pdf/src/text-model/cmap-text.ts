/**
 * The text a ToUnicode CMap holds: the Unicode destination of each `bfchar` and `bfrange` entry.
 * One code can map to a whole word (a ligature, or a planted secret), which a reader copies out
 * when the glyph is drawn and `strings` shows in the file; each destination is a text of its own.
 */

/** One entry of a CMap: its source text in the stream, and the texts it maps codes to. */
export interface CmapEntry {
  /** Where the entry lies in the stream's text. */
  start: number;
  end: number;
  /** The first and last code the entry maps (the same for a bfchar entry). */
  codes: [number, number];
  destinations: string[];
}

const BLOCK = /begin(bfchar|bfrange)([\s\S]*?)end\1/g;
const HEX = /<([0-9a-fA-F\s]*)>/g;

/** Whether decoded stream data is a CMap with Unicode mappings. */
export function isCmap(text: string): boolean {
  return /begincmap/.test(text) && /beginbf(char|range)/.test(text);
}

/** Every mapping entry of a CMap, with its destinations as text (UTF-16BE). */
export function cmapEntries(text: string): CmapEntry[] {
  const entries: CmapEntry[] = [];
  for (const block of text.matchAll(BLOCK)) {
    const isRange = block[1] === 'bfrange';
    const bodyStart = block.index + 'begin'.length + block[1]!.length;
    const body = block[2]!;
    for (const match of body.matchAll(entryPattern(block[1]!))) {
      const [low, high] = [...match[0].matchAll(HEX)].map((hex) =>
        parseInt(hex[1]!.replace(/\s+/g, '') || '0', 16),
      );
      const destinations = [...match[1]!.matchAll(HEX)].map((hex) => utf16(hex[1]!));
      const start = bodyStart + match.index;
      const codes: [number, number] = [low!, isRange ? high! : low!];
      entries.push({ start, end: start + match[0].length, codes, destinations });
    }
  }
  return entries;
}

/** The CMap without the given entries (the codes they mapped then map to nothing). */
export function withoutEntries(text: string, doomed: readonly CmapEntry[]): string {
  let result = '';
  let from = 0;
  for (const entry of [...doomed].sort((a, b) => a.start - b.start)) {
    result += text.slice(from, entry.start);
    from = entry.end;
  }
  result += text.slice(from);
  // Each block states how many entries follow: the counts must match what is left.
  return result.replace(
    /(\d+)(\s+)begin(bfchar|bfrange)([\s\S]*?)end\3/g,
    (_whole, _count: string, space: string, kind: string, body: string) =>
      `${countEntries(kind, body)}${space}begin${kind}${body}end${kind}`,
  );
}

function countEntries(kind: string, body: string): number {
  return [...body.matchAll(entryPattern(kind))].length;
}

/** One entry: two hex codes and a destination (hex or array) for bfrange; a code and a destination (hex or glyph name) for bfchar. */
function entryPattern(kind: string): RegExp {
  return kind === 'bfrange'
    ? /<[^>]*>\s*<[^>]*>\s*(<[^>]*>|\[[^\]]*\])/g
    : /<[^>]*>\s*(<[^>]*>|\/[^\s<>[\]/]+)/g;
}

function utf16(hex: string): string {
  const digits = hex.replace(/\s+/g, '');
  let text = '';
  for (let index = 0; index + 4 <= digits.length; index += 4) {
    text += String.fromCharCode(parseInt(digits.slice(index, index + 4), 16));
  }
  return text;
}
