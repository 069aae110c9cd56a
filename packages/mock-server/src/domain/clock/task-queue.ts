/** One task waiting in a {@link TaskQueue}. */
export interface QueuedTask {
  readonly at: number;
  /** Ties at the same `at` run in the order they were queued. */
  readonly seq: number;
  readonly task: () => void;
  cancelled: boolean;
}

const before = (x: QueuedTask, y: QueuedTask) => x.at < y.at || (x.at === y.at && x.seq < y.seq);

/**
 * The clock's pending tasks: a binary min-heap on `(at, seq)`, so scheduling and taking the next task cost
 * O(log n) however many tasks wait (a sandbox can hold one per card). Cancelled tasks are dropped when they
 * reach the top, and all at once when they outnumber the live ones.
 *
 * @example
 * const queue = createTaskQueue();
 * queue.push({ at: 10, seq: 0, task, cancelled: false });
 * queue.peek()?.at; // 10
 */
export function createTaskQueue() {
  let heap: QueuedTask[] = [];
  let cancelled = 0;

  function up(index: number): void {
    const item = heap[index] as QueuedTask;
    let i = index;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent] as QueuedTask;
      if (!before(item, above)) break;
      heap[i] = above;
      i = parent;
    }
    heap[i] = item;
  }

  function down(index: number): void {
    const item = heap[index] as QueuedTask;
    let i = index;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child =
        right < heap.length && before(heap[right] as QueuedTask, heap[left] as QueuedTask) ? right : left;
      const below = heap[child] as QueuedTask;
      if (!before(below, item)) break;
      heap[i] = below;
      i = child;
    }
    heap[i] = item;
  }

  function pop(): QueuedTask | undefined {
    const top = heap[0];
    const last = heap.pop();
    if (top !== last && last !== undefined) {
      heap[0] = last;
      down(0);
    }
    return top;
  }

  return {
    push(task: QueuedTask): void {
      heap.push(task);
      up(heap.length - 1);
    },
    /** The next live task, without removing it. */
    peek(): QueuedTask | undefined {
      while (heap[0]?.cancelled) {
        pop();
        cancelled -= 1;
      }
      return heap[0];
    },
    /** Removes and answers the next live task. */
    take(): QueuedTask | undefined {
      const next = this.peek();
      if (next) {
        pop();
        // Taken tasks count as cancelled, so a late cancel() of one that already ran changes nothing.
        next.cancelled = true;
      }
      return next;
    },
    /** Marks a queued task cancelled; compacts once cancelled tasks are the majority. */
    cancel(task: QueuedTask): void {
      if (task.cancelled) return;
      task.cancelled = true;
      cancelled += 1;
      if (cancelled > 64 && cancelled * 2 > heap.length) {
        heap = heap.filter((entry) => !entry.cancelled);
        cancelled = 0;
        for (let i = (heap.length >> 1) - 1; i >= 0; i -= 1) down(i);
      }
    },
    /** Cancels every task. */
    clear(): void {
      for (const entry of heap) entry.cancelled = true;
      heap = [];
      cancelled = 0;
    },
    get size(): number {
      return heap.length - cancelled;
    },
  };
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;
