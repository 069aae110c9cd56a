/**
 * The ids filed under one index key, kept in the order of their records in the collection (each record's
 * insertion sequence number, `seq`), readable from either end. Two parallel arrays sorted by `seq`: a new
 * record appends in O(1); a record moving in from another key is placed by binary search; a removal leaves
 * a hole (found by binary search, skipped by readers, squeezed out once holes are half the array). A page
 * costs its offset and size, never the whole key, oldest or newest first.
 *
 * @example
 * const ids = createOrderedIds();
 * ids.add('a', 0); ids.add('c', 2); ids.add('b', 1);
 * ids.slice(0, 2, true); // ['c', 'b']
 */
export function createOrderedIds() {
  let ids: Array<string | undefined> = [];
  let seqs: number[] = []; // sorted ascending; a hole keeps its seq, so the array stays sorted
  let head = 0; // slots before head are all holes
  let holes = 0; // holes at or after head
  let live = 0;

  /** The first slot whose seq is not below `seq`. */
  function lowerBound(seq: number): number {
    let low = head;
    let high = seqs.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((seqs[middle] as number) < seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function compact(): void {
    const keptIds: string[] = [];
    const keptSeqs: number[] = [];
    for (let i = head; i < ids.length; i += 1) {
      const id = ids[i];
      if (id !== undefined) {
        keptIds.push(id);
        keptSeqs.push(seqs[i] as number);
      }
    }
    ids = keptIds;
    seqs = keptSeqs;
    head = 0;
    holes = 0;
  }

  return {
    get size(): number {
      return live;
    },
    /** Files `id`, whose record has sequence number `seq`; an id already filed stays where it is. */
    add(id: string, seq: number): void {
      const last = seqs.length - 1;
      if (last < head || (seqs[last] as number) < seq) {
        ids.push(id);
        seqs.push(seq);
        live += 1;
        return;
      }
      const slot = lowerBound(seq);
      if (seqs[slot] === seq) {
        if (ids[slot] === undefined) {
          ids[slot] = id;
          holes -= 1;
          live += 1;
        }
        return;
      }
      ids.splice(slot, 0, id);
      seqs.splice(slot, 0, seq);
      live += 1;
    },
    /** Removes `id`, filed with sequence number `seq`. */
    delete(id: string, seq: number): void {
      const slot = lowerBound(seq);
      if (seqs[slot] !== seq || ids[slot] !== id) return;
      live -= 1;
      if (live === 0) {
        ids = [];
        seqs = [];
        head = 0;
        holes = 0;
        return;
      }
      ids[slot] = undefined;
      holes += 1;
      while (head < ids.length && ids[head] === undefined) {
        head += 1;
        holes -= 1;
      }
      while (ids.length > head && ids[ids.length - 1] === undefined) {
        ids.pop();
        seqs.pop();
        holes -= 1;
      }
      if (head + holes > 32 && (head + holes) * 2 > ids.length) compact();
    },
    /** Every id, in order (a copy: safe to change the index while reading it). */
    all(): string[] {
      const out: string[] = [];
      for (let i = head; i < ids.length; i += 1) {
        const id = ids[i];
        if (id !== undefined) out.push(id);
      }
      return out;
    },
    /** At most `limit` ids after skipping `offset`, oldest first or newest first. */
    slice(offset: number, limit: number, newestFirst: boolean): string[] {
      const out: string[] = [];
      if (limit <= 0 || offset >= live) return out;
      let skip = Math.max(0, offset);
      const step = newestFirst ? -1 : 1;
      for (let i = newestFirst ? ids.length - 1 : head; i >= head && i < ids.length; i += step) {
        const id = ids[i];
        if (id === undefined) continue;
        if (skip > 0) skip -= 1;
        else {
          out.push(id);
          if (out.length === limit) break;
        }
      }
      return out;
    },
  };
}

export type OrderedIds = ReturnType<typeof createOrderedIds>;
