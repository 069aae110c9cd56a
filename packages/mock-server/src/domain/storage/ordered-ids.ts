/** Up to this many slots, appending copies the arrays at their exact length instead of growing them. */
const EXACT_UP_TO = 32;

/**
 * The ids filed under one index key, kept in the order of their records in the collection (each record's
 * insertion sequence number, `seq`), readable from either end. Two parallel arrays sorted by `seq`: a new
 * record appends in O(1); a record moving in from another key is placed by binary search; a removal leaves
 * a hole (found by binary search, skipped by readers, squeezed out once holes are half the array). A page
 * costs its offset and size, never the whole key, oldest or newest first. A class, not closures: a sandbox
 * holds one of these per key of every index (per card, per account), so its own size counts (bench/scale.ts).
 *
 * @example
 * const ids = new OrderedIds();
 * ids.add('a', 0); ids.add('c', 2); ids.add('b', 1);
 * ids.slice(0, 2, true); // ['c', 'b']
 */
export class OrderedIds {
  private ids: Array<string | undefined> = [];
  private seqs: number[] = []; // sorted ascending; a hole keeps its seq, so the array stays sorted
  private head = 0; // slots before head are all holes
  private holes = 0; // holes at or after head
  private live = 0;

  get size(): number {
    return this.live;
  }

  /** The first slot whose seq is not below `seq`. */
  private lowerBound(seq: number): number {
    let low = this.head;
    let high = this.seqs.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.seqs[middle] as number) < seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private compact(): void {
    const keptIds: string[] = [];
    const keptSeqs: number[] = [];
    for (let i = this.head; i < this.ids.length; i += 1) {
      const id = this.ids[i];
      if (id !== undefined) {
        keptIds.push(id);
        keptSeqs.push(this.seqs[i] as number);
      }
    }
    this.ids = keptIds;
    this.seqs = keptSeqs;
    this.head = 0;
    this.holes = 0;
  }

  /** Files `id`, whose record has sequence number `seq`; an id already filed stays where it is. */
  add(id: string, seq: number): void {
    const { ids, seqs } = this;
    const last = seqs.length - 1;
    if (last < this.head || (seqs[last] as number) < seq) {
      if (ids.length < EXACT_UP_TO) {
        // A copy one longer holds exactly what it needs; a first push makes room for 17, and a sandbox
        // holds a key of a few ids per card and several per account (bench/scale.ts: 48 MB at 100,000
        // cards).
        this.ids = ids.concat(id);
        this.seqs = seqs.concat(seq);
      } else {
        ids.push(id);
        seqs.push(seq);
      }
      this.live += 1;
      return;
    }
    const slot = this.lowerBound(seq);
    if (seqs[slot] === seq) {
      if (ids[slot] === undefined) {
        ids[slot] = id;
        this.holes -= 1;
        this.live += 1;
      }
      return;
    }
    ids.splice(slot, 0, id);
    seqs.splice(slot, 0, seq);
    this.live += 1;
  }

  /** Removes `id`, filed with sequence number `seq`. */
  delete(id: string, seq: number): void {
    const slot = this.lowerBound(seq);
    if (this.seqs[slot] !== seq || this.ids[slot] !== id) return;
    this.live -= 1;
    if (this.live === 0) {
      this.ids = [];
      this.seqs = [];
      this.head = 0;
      this.holes = 0;
      return;
    }
    const { ids, seqs } = this;
    ids[slot] = undefined;
    this.holes += 1;
    while (this.head < ids.length && ids[this.head] === undefined) {
      this.head += 1;
      this.holes -= 1;
    }
    while (ids.length > this.head && ids[ids.length - 1] === undefined) {
      ids.pop();
      seqs.pop();
      this.holes -= 1;
    }
    if (this.head + this.holes > 32 && (this.head + this.holes) * 2 > ids.length) this.compact();
  }

  /** Every id, in order (a copy: safe to change the index while reading it). */
  all(): string[] {
    const out: string[] = [];
    for (let i = this.head; i < this.ids.length; i += 1) {
      const id = this.ids[i];
      if (id !== undefined) out.push(id);
    }
    return out;
  }

  /** Whether `id` is filed here with sequence number `seq` (binary search). */
  has(id: string, seq: number): boolean {
    const slot = this.lowerBound(seq);
    return this.seqs[slot] === seq && this.ids[slot] === id;
  }

  /**
   * At most `limit` ids past the record with sequence number `seq` in reading order: those filed after it
   * oldest first, those filed before it newest first. The record need not be filed here; its place is found
   * by binary search, so a page costs its size wherever it starts (a keyset page).
   */
  sliceAfter(seq: number, limit: number, newestFirst: boolean): string[] {
    const out: string[] = [];
    if (limit <= 0) return out;
    const { ids, head } = this;
    const slot = this.lowerBound(seq);
    if (newestFirst) {
      for (let i = slot - 1; i >= head; i -= 1) {
        const id = ids[i];
        if (id === undefined) continue;
        out.push(id);
        if (out.length === limit) break;
      }
      return out;
    }
    for (let i = this.seqs[slot] === seq ? slot + 1 : slot; i < ids.length; i += 1) {
      const id = ids[i];
      if (id === undefined) continue;
      out.push(id);
      if (out.length === limit) break;
    }
    return out;
  }

  /** At most `limit` ids after skipping `offset`, oldest first or newest first. */
  slice(offset: number, limit: number, newestFirst: boolean): string[] {
    const out: string[] = [];
    if (limit <= 0 || offset >= this.live) return out;
    const { ids, head } = this;
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
  }
}

/**
 * A new, empty {@link OrderedIds}.
 *
 * @example
 * const ids = createOrderedIds();
 */
export function createOrderedIds(): OrderedIds {
  return new OrderedIds();
}
