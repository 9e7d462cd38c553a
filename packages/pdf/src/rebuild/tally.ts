/** What the rebuild left out, counted by kind (the report's `dropped`). */
export class Tally {
  private readonly counts = new Map<string, number>();

  drop(what: string, count = 1): void {
    if (count <= 0) return;
    this.counts.set(what, (this.counts.get(what) ?? 0) + count);
  }

  /** The counts, by kind, in order of the kinds' names. */
  get totals(): Record<string, number> {
    return Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b)));
  }
}
