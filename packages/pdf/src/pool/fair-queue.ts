/**
 * Waiting work of several owners (users), handed out fairly: the next item goes to the owner with
 * the fewest items running, and among equals to the one served least recently (a newcomer
 * first), then to the one waiting longest. So one user's 200 queued pages cannot keep another
 * user's single page waiting for more than one page's time.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  private readonly arrived = new Map<string, number>();
  private readonly lastServed = new Map<string, number>();
  private readonly running = new Map<string, number>();
  private ticket = 0;

  get size(): number {
    let size = 0;
    for (const items of this.waiting.values()) size += items.length;
    return size;
  }

  push(owner: string, item: T): void {
    const items = this.waiting.get(owner);
    if (items) items.push(item);
    else {
      this.waiting.set(owner, [item]);
      this.arrived.set(owner, this.ticket++);
    }
  }

  /** Takes the next item and counts it as running for its owner until `finished(owner)`. */
  take(): { owner: string; item: T } | undefined {
    let best: string | undefined;
    for (const owner of this.waiting.keys()) {
      if (best === undefined || this.isBefore(owner, best)) best = owner;
    }
    if (best === undefined) return undefined;
    const items = this.waiting.get(best)!;
    const item = items.shift()!;
    if (items.length === 0) {
      this.waiting.delete(best);
      this.arrived.delete(best);
    }
    this.lastServed.set(best, this.ticket++);
    this.running.set(best, (this.running.get(best) ?? 0) + 1);
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
    if (items.length === 0) {
      this.waiting.delete(owner);
      this.arrived.delete(owner);
    }
    return true;
  }

  private isBefore(owner: string, other: string): boolean {
    const running = this.running.get(owner) ?? 0;
    const otherRunning = this.running.get(other) ?? 0;
    if (running !== otherRunning) return running < otherRunning;
    const served = this.lastServed.get(owner) ?? -1;
    const otherServed = this.lastServed.get(other) ?? -1;
    if (served !== otherServed) return served < otherServed;
    return this.arrived.get(owner)! < this.arrived.get(other)!;
  }
}
