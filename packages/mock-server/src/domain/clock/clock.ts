import { createTaskQueue, type QueuedTask } from './task-queue';

/** A task scheduled on a {@link Clock}. */
export interface ScheduledTask {
  /** Epoch milliseconds at which the task runs. */
  readonly at: number;
  /** Removes the task if it has not run yet. */
  cancel(): void;
}

/**
 * The one source of time of the mock. Every expiry, delay and retry reads it, so tests move time instead of
 * sleeping.
 *
 * @example
 * const clock = createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') });
 * clock.schedule(clock.now() + 2_000, () => decideKyc(caseId));
 * clock.advance(2_000); // the decision runs, at exactly its due time
 */
export interface Clock {
  /** Current time, epoch milliseconds. */
  now(): number;
  /** Runs `task` once the clock reaches `at` (epoch ms); a time in the past runs at the next opportunity. */
  schedule(at: number, task: () => void): ScheduledTask;
}

/** A {@link Clock} that tests and the control API can freeze and move. */
export interface ControllableClock extends Clock {
  /** Whether time stands still until {@link ControllableClock.advance} moves it. */
  readonly frozen: boolean;
  /** Stops time now, or at `at` (never earlier than now). */
  freeze(at?: number): void;
  /** Lets time run again from where it stands. */
  unfreeze(): void;
  /** Moves time forward by `ms`, running every task that falls due, in order, each at its own due time. */
  advance(ms: number): void;
  /**
   * Walks the timeline forward by `ms`: moves to the next due time, runs what falls due there, then awaits
   * `settle` (the asynchronous work those tasks started, such as a webhook attempt and its reply) before the
   * next due time, so work scheduled by a reply (the next retry) is walked too. Concurrent walks run one
   * after the other.
   *
   * @example
   * await clock.advanceAsync(30 * 3_600_000, () => engine.idle()); // every retry of a failing endpoint
   */
  advanceAsync(ms: number, settle: () => Promise<void>): Promise<void>;
  /** Runs the tasks already due (real time may have passed them). */
  runDue(): void;
  /** Cancels every pending task and the real timer behind them. */
  dispose(): void;
  /** Where time stands, as plain data a persistent store keeps (see {@link ClockState}). */
  exportState(): ClockState;
  /**
   * Puts time where an exported state left it (a sandbox reopened from disk): frozen at the same instant, or
   * running with the same offset from real time. Pending tasks stay; those now due run at the next chance.
   */
  importState(state: ClockState): void;
  /**
   * Calls `listener` with the new state whenever it changes (freeze, unfreeze, advance, import); answers
   * the function that stops it. How a persistent store keeps the clock's offset.
   *
   * @example
   * clock.onChange((state) => storage.meta.set('clock', state));
   */
  onChange(listener: (state: ClockState) => void): () => void;
}

/**
 * Where a {@link ControllableClock} stands: frozen at an instant, or running at an offset from real time.
 *
 * @example
 * const state: ClockState = { frozenAt: null, offsetMs: 86_400_000 }; // running, one day ahead
 */
export interface ClockState {
  /** Epoch ms the clock is frozen at; `null` while it runs. */
  frozenAt: number | null;
  /** Mock time minus real time while running, ms (what advances added). */
  offsetMs: number;
}

export interface ClockOptions {
  /** Start frozen at this epoch-ms time. Default: real time, running. */
  frozenAt?: number;
  /** Called when a scheduled task throws. Default: `console.error`. */
  onTaskError?: (error: unknown) => void;
  /** Real-time source, for tests of the clock itself. Default `Date.now`. */
  realNow?: () => number;
}

/**
 * Creates the mock's clock: real time shifted by whatever tests advanced, or frozen. Tasks run from one
 * real timer while time runs, and from {@link ControllableClock.advance} either way.
 *
 * @example
 * const clock = createClock();
 * clock.freeze();
 * clock.advance(86_400_000); // a day later, instantly
 */
export function createClock(options: ClockOptions = {}): ControllableClock {
  const realNow = options.realNow ?? (() => Date.now());
  const onTaskError =
    options.onTaskError ?? ((error: unknown) => console.error('scheduled task failed', error));
  let offset = 0;
  let frozenAt: number | undefined = options.frozenAt;
  let seq = 0;
  const queue = createTaskQueue();
  const listeners = new Set<(state: ClockState) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // While a walk runs, it alone runs tasks (the real timer stands aside), and walks queue behind each other.
  let walking = 0;
  let walks: Promise<void> = Promise.resolve();

  const now = () => frozenAt ?? realNow() + offset;
  const exportState = (): ClockState => ({ frozenAt: frozenAt ?? null, offsetMs: offset });
  let reported = JSON.stringify(exportState());
  /** Tells the listeners when the state moved since they last heard. */
  function changed(): void {
    if (listeners.size === 0) return;
    const state = exportState();
    const text = JSON.stringify(state);
    if (text === reported) return;
    reported = text;
    for (const listener of listeners) listener(state);
  }
  const setNow = (time: number) => {
    if (frozenAt !== undefined) frozenAt = time;
    else offset = time - realNow();
    changed();
  };

  /** Takes the next task when it is due by `target`. */
  function dueBy(target: number) {
    const entry = queue.peek();
    return entry && entry.at <= target ? queue.take() : undefined;
  }

  /** Runs one due entry at its own time (time never moves backwards). */
  function runEntry(entry: QueuedTask): void {
    if (entry.at > now()) setNow(entry.at);
    try {
      entry.task();
    } catch (error) {
      onTaskError(error);
    }
  }

  function runUntil(target: number): void {
    for (let entry = dueBy(target); entry; entry = dueBy(target)) runEntry(entry);
  }

  async function walk(ms: number, settle: () => Promise<void>): Promise<void> {
    const target = now() + ms;
    walking += 1;
    try {
      for (let entry = dueBy(target); entry; entry = dueBy(target)) {
        runEntry(entry);
        await settle();
      }
      if (now() < target) setNow(target);
    } finally {
      walking -= 1;
      arm();
    }
  }

  function arm(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const entry = queue.peek();
    if (!entry || frozenAt !== undefined) return;
    // setTimeout caps delays at 2^31-1 ms; a longer wait simply re-arms when it fires.
    const delay = Math.min(Math.max(0, entry.at - now()), 2_147_483_647);
    timer = setTimeout(() => {
      timer = undefined;
      if (walking > 0) return; // the walk re-arms when it ends
      runUntil(now());
      arm();
    }, delay);
    // Never keep a Node process alive only for the mock's timers.
    (timer as { unref?: () => void }).unref?.();
  }

  return {
    now,
    get frozen() {
      return frozenAt !== undefined;
    },
    schedule(at, task) {
      const entry: QueuedTask = { at, seq: seq++, task, cancelled: false };
      queue.push(entry);
      arm();
      // Frozen time stops the future, not what is already due: run it once the caller's code has returned.
      if (frozenAt !== undefined && at <= frozenAt) queueMicrotask(() => runUntil(now()));
      return {
        at,
        cancel() {
          queue.cancel(entry);
        },
      };
    },
    freeze(at) {
      const current = now();
      if (at !== undefined && at < current) throw new RangeError('cannot freeze the clock in the past');
      frozenAt = current;
      changed();
      if (at !== undefined) {
        runUntil(at);
        setNow(at);
      }
      arm();
    },
    unfreeze() {
      if (frozenAt === undefined) return;
      offset = frozenAt - realNow();
      frozenAt = undefined;
      changed();
      arm();
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance takes a non-negative number of ms');
      const target = now() + ms;
      runUntil(target);
      setNow(target);
      arm();
    },
    advanceAsync(ms, settle) {
      if (!Number.isFinite(ms) || ms < 0) {
        return Promise.reject(new RangeError('advance takes a non-negative number of ms'));
      }
      const run = () => walk(ms, settle);
      walks = walks.then(run, run);
      return walks;
    },
    runDue() {
      runUntil(now());
      arm();
    },
    dispose() {
      queue.clear();
      arm();
    },
    exportState,
    importState(state) {
      if (state.frozenAt === null) {
        frozenAt = undefined;
        offset = state.offsetMs;
      } else {
        frozenAt = state.frozenAt;
        offset = state.offsetMs;
      }
      changed();
      arm();
      if (frozenAt !== undefined) queueMicrotask(() => runUntil(now()));
    },
    onChange(listener) {
      listeners.add(listener);
      reported = JSON.stringify(exportState());
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
