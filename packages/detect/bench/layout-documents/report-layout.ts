/** The laid-out documents' scores as compact tables, with targets and the values that failed. */
import { LANGUAGES } from './model';
import type { Failure, Tally } from './score-layout';

/** How many failed values to print under each group that misses its target. */
const EXAMPLES = Number(process.env.LAYOUT_EXAMPLES ?? 1);

const share = (tally: Tally | undefined) =>
  tally && tally.total > 0 ? tally.hits / tally.total : undefined;
const figure = (value: number | undefined) => (value === undefined ? '  –  ' : value.toFixed(3));

/** "0.953 (143 of 150)". */
export function counted(tally: Tally | undefined): string {
  if (!tally) return '–';
  return `${figure(share(tally))} (${tally.hits} of ${tally.total})`;
}

export function verdict(tally: Tally | undefined, target: number): string {
  const value = share(tally);
  return value === undefined ? '' : value >= target ? 'met' : 'NOT met';
}

function examples(failures: readonly Failure[]): string[] {
  // Spread over the whole list, so the examples come from every language and layout.
  const count = Math.min(EXAMPLES, failures.length);
  return Array.from(
    { length: count },
    (_, index) => failures[Math.floor((index * failures.length) / count)]!,
  ).map(
    (failure) =>
      `      ${failure.where}: ${JSON.stringify(failure.text)} expected ${failure.expected}, found ${failure.found}`,
  );
}

/**
 * Rows of groups with their share, a target and whether it is met; under a group that misses it,
 * the first values that failed.
 */
export function groupTable(
  groups: ReadonlyMap<string, Tally>,
  keys: readonly string[],
  target: number | undefined,
  width = 28,
): string[] {
  const lines: string[] = [];
  for (const key of keys) {
    const tally = groups.get(key);
    if (!tally) continue;
    const mark = target === undefined ? '' : `  ≥ ${target.toFixed(2)}: ${verdict(tally, target)}`;
    lines.push(`  ${key.padEnd(width)} ${counted(tally).padEnd(22)}${mark}`);
    if (target !== undefined && (share(tally) ?? 1) < target)
      lines.push(...examples(tally.failures));
  }
  return lines;
}

/** A role × language matrix of shares for one holder group, then the failures under the target. */
export function holderMatrix(
  shares: ReadonlyMap<string, Tally>,
  group: string,
  target: number,
): string[] {
  const roles = [
    ...new Set(
      [...shares.keys()]
        .filter((key) => key.startsWith(`${group}|`))
        .map((key) => key.split('|')[1]!),
    ),
  ]
    .filter((role) => role !== 'all')
    .sort();
  const header = `  ${'role'.padEnd(14)}${LANGUAGES.map((language) => language.padStart(7)).join('')}${'all'.padStart(8)}   n`;
  const lines = [header];
  const failing: string[] = [];
  for (const role of [...roles, 'all']) {
    const cells = LANGUAGES.map((language) =>
      figure(share(shares.get(`${group}|${role}|${language}`))).padStart(7),
    );
    const total = shares.get(`${group}|${role}|all`);
    lines.push(
      `  ${role.padEnd(14)}${cells.join('')}${figure(share(total)).padStart(8)}   ${total?.total ?? 0}`,
    );
    if (role !== 'all' && total && (share(total) ?? 1) < target) {
      failing.push(`    ${role}: ${counted(total)}`, ...examples(total.failures));
    }
  }
  return [...lines, ...failing];
}
