/** Past this many spent slots at its front, and once they are half of it, the queue drops them. */
const COMPACT_AFTER = 1024;

/**
 * Ids in the order they were queued, each with the time it expires, read from the front: how the
 * idempotency store finds what has expired without an index over its records (an index slot and an
 * insertion number per record cost about 55 bytes a key: bench/README.md). Two parallel arrays and a head;
 * spent slots at the front are dropped once they are half the arrays, so a push or a pop costs O(1)
 * amortized.
 *
 * @example
 * const queue = new ExpiryQueue();
 * queue.push('a', 10);
 * queue.push('b', 20);
 * queue.popWhile(32, (id, expiresAt) => expiresAt <= 15); // pops 'a'
 */
export class ExpiryQueue {
  private ids: string[] = [];
  private expiries: number[] = [];
  private head = 0;

  /** Ids queued and not yet popped. */
  get size(): number {
    return this.ids.length - this.head;
  }

  push(id: string, expiresAt: number): void {
    this.ids.push(id);
    this.expiries.push(expiresAt);
  }

  /**
   * Pops ids from the front, oldest first, while `pop` says so for the id and the expiry it was queued
   * with, at most `limit` of them.
   */
  popWhile(limit: number, pop: (id: string, expiresAt: number) => boolean): void {
    const { ids, expiries } = this;
    for (let popped = 0; popped < limit && this.head < ids.length; popped += 1) {
      if (!pop(ids[this.head] as string, expiries[this.head] as number)) break;
      ids[this.head] = ''; // the id's string is not kept alive by a spent slot
      this.head += 1;
    }
    if (this.head >= COMPACT_AFTER && this.head * 2 >= ids.length) {
      this.ids = ids.slice(this.head);
      this.expiries = expiries.slice(this.head);
      this.head = 0;
    }
  }
}
