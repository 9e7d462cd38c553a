/**
 * Waiting work of several owners (users), handed out fairly: the next item goes to the owner with
 * the fewest items running, and among equals to the one served least recently (a newcomer
 * first), then to the one waiting longest. An owner never has more than `perOwner` items running,
 * so with a cap below the thread count one user's long tasks always leave a thread for the
 * others, and another user's single page waits for no one's long task (issue 49). The PDF pool's
 * threads and the LibreOffice processes (issue 63) share it: it lives in contracts, which both
 * packages may import.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  private readonly arrived = new Map<string, number>();
  private readonly lastServed = new Map<string, number>();
  private readonly running = new Map<string, number>();
  private ticket = 0;

  constructor(private readonly perOwner = Infinity) {}

  get size(): number {
    let size = 0;
    for (const items of this.waiting.values()) size += items.length;
    return size;
  }

  /** Waiting items that could start now: each owner's, up to the room under its cap. */
  get runnable(): number {
    let count = 0;
    for (const [owner, items] of this.waiting) {
      count += Math.min(items.length, Math.max(0, this.perOwner - this.runningOf(owner)));
    }
    return count;
  }

  push(owner: string, item: T): void {
    const items = this.waiting.get(owner);
    if (items) items.push(item);
    else {
      this.waiting.set(owner, [item]);
      this.arrived.set(owner, this.ticket++);
    }
  }

  /**
   * Takes the next item and counts it as running for its owner until `finished(owner)`; none
   * when nothing waits or every waiting owner is at its cap.
   */
  take(): { owner: string; item: T } | undefined {
    let best: string | undefined;
    for (const owner of this.waiting.keys()) {
      if (this.runningOf(owner) >= this.perOwner) continue;
      if (best === undefined || this.isBefore(owner, best)) best = owner;
    }
    if (best === undefined) return undefined;
    const items = this.waiting.get(best)!;
    const item = items.shift()!;
    if (items.length === 0) this.forget(best);
    this.lastServed.set(best, this.ticket++);
    this.running.set(best, this.runningOf(best) + 1);
    return { owner: best, item };
  }

  finished(owner: string): void {
    const count = (this.running.get(owner) ?? 1) - 1;
    if (count > 0) this.running.set(owner, count);
    else {
      this.running.delete(owner);
      if (!this.waiting.has(owner)) this.lastServed.delete(owner);
    }
  }

  /** Removes a waiting item; false when it is not waiting (already taken or never queued). */
  remove(owner: string, item: T): boolean {
    const items = this.waiting.get(owner);
    const index = items?.indexOf(item) ?? -1;
    if (!items || index < 0) return false;
    items.splice(index, 1);
    if (items.length === 0) this.forget(owner);
    return true;
  }

  /** Takes every waiting item, caps or not (the pool is closing). */
  clear(): T[] {
    const items = [...this.waiting.values()].flat();
    this.waiting.clear();
    this.arrived.clear();
    return items;
  }

  private forget(owner: string): void {
    this.waiting.delete(owner);
    this.arrived.delete(owner);
  }

  private runningOf(owner: string): number {
    return this.running.get(owner) ?? 0;
  }

  private isBefore(owner: string, other: string): boolean {
    const running = this.runningOf(owner);
    const otherRunning = this.runningOf(other);
    if (running !== otherRunning) return running < otherRunning;
    const served = this.lastServed.get(owner) ?? -1;
    const otherServed = this.lastServed.get(other) ?? -1;
    if (served !== otherServed) return served < otherServed;
    return this.arrived.get(owner)! < this.arrived.get(other)!;
  }
}
