/**
 * A cell as CSV wants it: quoted when it holds a separator, quote or line break, and a leading
 * = + - @ (or tab, return) made plain text, so a spreadsheet never runs a redacted string as a
 * formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV (RFC 4180, CRLF lines, a BOM so spreadsheets read it as UTF-8). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
