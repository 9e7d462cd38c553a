/**
 * Long alternations of label words, regrouped so a regular expression scans a page fast: V8 tries
 * every alternative at every position, so a hundred words cost a hundred checks per character.
 */

/** A pattern's top-level alternatives: "a|b(?:c|d)" gives "a" and "b(?:c|d)". */
export function alternatives(pattern: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === '|' && depth === 0) {
      found.push(pattern.slice(from, i));
      from = i + 1;
    }
  }
  return [...found, pattern.slice(from)];
}

/**
 * Alternatives grouped by their first letter ("t(?:lf|el|…)|m(?:ob|…)"): at each position the
 * engine tries one group, not every word. Alternatives that start otherwise (a group, a class)
 * stay as they are, after the groups. For a case-insensitive pattern.
 */
export function byFirstLetter(patterns: readonly string[]): string {
  const groups = new Map<string, string[]>();
  const others: string[] = [];
  for (const word of patterns.flatMap(alternatives)) {
    const first = word.charAt(0).toLowerCase();
    const isLetter = /\p{L}/u.test(first) && !'?*+{'.includes(word.charAt(1) || '|');
    if (isLetter) groups.set(first, [...(groups.get(first) ?? []), word.slice(1)]);
    else others.push(word);
  }
  const grouped = [...groups].map(([first, rests]) => `${first}(?:${rests.join('|')})`);
  return [...grouped, ...others].join('|');
}
