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
