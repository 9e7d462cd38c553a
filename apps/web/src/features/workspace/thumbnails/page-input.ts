/** Keeps only the digits the user typed (spec §5: the page input takes digits only). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * The page an Enter or blur goes to: a number from 1 to the page count, or null when the input
 * is empty or out of range (the input then shows the current page again).
 */
export function pageFromInput(value: string, pageCount: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= pageCount ? page : null;
}
