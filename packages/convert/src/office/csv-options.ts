/** Separators a CSV file may use, in the order they are preferred on a tie. */
const SEPARATORS = [',', ';', '\t', '|'];

/** The CSV as UTF-8 text: UTF-8 as it is (its BOM dropped), anything else read as Windows-1252. */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Fields of one line by `separator`, quotes respected ("a, b" is one field). */
function fieldCount(line: string, separator: string): number {
  let count = 1;
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') isQuoted = !isQuoted;
    else if (char === separator && !isQuoted) count++;
  }
  return count;
}

/** The separator that splits the first lines into the same number of fields (more than one). */
export function csvSeparator(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  let best = ',';
  let bestScore = 0;
  for (const separator of SEPARATORS) {
    const counts = lines.map((line) => fieldCount(line, separator));
    const first = counts[0] ?? 1;
    const steady = counts.filter((count) => count === first).length;
    const score = first > 1 ? steady * first : 0;
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  return best;
}

/**
 * LibreOffice's CSV filter options: the separator found, double quotes, UTF-8 (76), from the
 * first line, and every column read as text (format 2), so "0301" keeps its zero and
 * "01017012345" stays eleven digits; quoted fields as text.
 */
export function csvFilterOptions(text: string): string {
  const separator = csvSeparator(text);
  const columns = Math.max(
    1,
    ...text.split(/\r?\n/).map((line) => (line === '' ? 0 : fieldCount(line, separator))),
  );
  const formats = Array.from({ length: columns }, (_, index) => `${index + 1}/2`).join('/');
  return [separator.charCodeAt(0), 34, 76, 1, formats, 1033, 'true', 'false'].join(',');
}
