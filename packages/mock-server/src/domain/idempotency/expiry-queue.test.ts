import { describe, expect, it } from 'vitest';
import { ExpiryQueue } from './expiry-queue';

const popAll = (queue: ExpiryQueue, now: number, limit = 100) => {
  const popped: string[] = [];
  queue.popWhile(limit, (id, expiresAt) => expiresAt <= now && popped.push(id) > 0);
  return popped;
};

describe('ExpiryQueue', () => {
  it('pops from the front while told to, oldest first: what has expired, oldest first, and stops at the first that has not', () => {
    const queue = new ExpiryQueue();
    queue.push('a', 10);
    queue.push('b', 20);
    queue.push('c', 15); // queued after b: waits behind it
    expect(popAll(queue, 9)).toEqual([]);
    expect(popAll(queue, 15)).toEqual(['a']);
    expect(popAll(queue, 20)).toEqual(['b', 'c']);
    expect(queue.size).toBe(0);
  });

  it('pops at most the limit', () => {
    const queue = new ExpiryQueue();
    for (let i = 0; i < 5; i += 1) queue.push(`k${i}`, i);
    expect(popAll(queue, 10, 2)).toEqual(['k0', 'k1']);
    expect(queue.size).toBe(3);
  });

  it('keeps its order through the compaction of spent slots', () => {
    const queue = new ExpiryQueue();
    for (let i = 0; i < 5000; i += 1) queue.push(`k${i}`, i);
    const popped: string[] = [];
    for (let now = 0; now < 5000; now += 7)
      queue.popWhile(3, (id, expiresAt) => expiresAt <= now && popped.push(id) > 0);
    popped.push(...popAll(queue, 5000, 10_000));
    expect(popped).toEqual(Array.from({ length: 5000 }, (_, i) => `k${i}`));
  });
});
