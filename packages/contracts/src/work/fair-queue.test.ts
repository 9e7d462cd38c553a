import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

function drain(queue: FairQueue<string>, finishEach = true): string[] {
  const order: string[] = [];
  for (let next = queue.take(); next; next = queue.take()) {
    order.push(next.item);
    if (finishEach) queue.finished(next.owner);
  }
  return order;
}

describe('FairQueue', () => {
  it('takes turns between owners instead of serving the first one to the end', () => {
    const queue = new FairQueue<string>();
    for (let page = 1; page <= 4; page++) queue.push('anna', `anna-${page}`);
    queue.push('bo', 'bo-1');
    queue.push('bo', 'bo-2');
    expect(drain(queue)).toEqual(['anna-1', 'bo-1', 'anna-2', 'bo-2', 'anna-3', 'anna-4']);
  });

  it('serves a newcomer before an owner who was just served, on one thread too', () => {
    const queue = new FairQueue<string>();
    for (let page = 1; page <= 3; page++) queue.push('anna', `anna-${page}`);
    expect(queue.take()?.item).toBe('anna-1');
    queue.push('bo', 'bo-search');
    queue.finished('anna');
    expect(queue.take()?.item).toBe('bo-search');
  });

  it('serves a newcomer before an owner who already has work running', () => {
    const queue = new FairQueue<string>();
    for (let page = 1; page <= 200; page++) queue.push('anna', `anna-${page}`);
    // Two workers busy with Anna's pages.
    expect(queue.take()?.item).toBe('anna-1');
    expect(queue.take()?.item).toBe('anna-2');
    queue.push('bo', 'bo-search');
    queue.finished('anna');
    expect(queue.take()?.item).toBe('bo-search');
    expect(queue.take()?.item).toBe('anna-3');
  });

  it("never runs more of one owner's items than its cap, and counts only what may start", () => {
    const queue = new FairQueue<string>(1);
    for (let file = 1; file <= 4; file++) queue.push('anna', `anna-${file}`);
    expect(queue.take()?.item).toBe('anna-1');
    // Anna is at her cap: her three other files wait although a thread is free.
    expect(queue.runnable).toBe(0);
    expect(queue.take()).toBeUndefined();
    queue.push('bo', 'bo-search');
    expect(queue.runnable).toBe(1);
    expect(queue.take()?.item).toBe('bo-search');
    queue.finished('anna');
    expect(queue.take()?.item).toBe('anna-2');
    expect(queue.size).toBe(2);
    expect(queue.clear()).toEqual(['anna-3', 'anna-4']);
    expect(queue.size).toBe(0);
  });

  it('removes a waiting item and reports items it does not hold', () => {
    const queue = new FairQueue<string>();
    queue.push('anna', 'one');
    queue.push('anna', 'two');
    expect(queue.remove('anna', 'one')).toBe(true);
    expect(queue.remove('anna', 'one')).toBe(false);
    expect(queue.remove('bo', 'two')).toBe(false);
    expect(queue.size).toBe(1);
    expect(drain(queue)).toEqual(['two']);
    expect(queue.size).toBe(0);
  });
});
