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
  return new MockClock(options);
}

const reportTaskError = (error: unknown) => console.error('scheduled task failed', error);

function checkAdvance(ms: number): RangeError | undefined {
  return !Number.isFinite(ms) || ms < 0
    ? new RangeError('advance takes a non-negative number of ms')
    : undefined;
}

/** The {@link ControllableClock}: an offset from real time (or a frozen instant) and a heap of tasks. */
class MockClock implements ControllableClock {
  private readonly realNow: () => number;
  private readonly onTaskError: (error: unknown) => void;
  private offset = 0;
  private frozenAt: number | undefined;
  private seq = 0;
  private readonly queue = createTaskQueue();
  private readonly listeners = new Set<(state: ClockState) => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  // While a walk runs, it alone runs tasks (the real timer stands aside), and walks queue behind each other.
  private walking = 0;
  private walks: Promise<void> = Promise.resolve();
  /** The state the listeners last heard, as JSON. */
  private reported: string;

  constructor(options: ClockOptions) {
    this.realNow = options.realNow ?? (() => Date.now());
    this.onTaskError = options.onTaskError ?? reportTaskError;
    this.frozenAt = options.frozenAt;
    this.reported = JSON.stringify(this.exportState());
  }

  now(): number {
    return this.frozenAt ?? this.realNow() + this.offset;
  }

  get frozen(): boolean {
    return this.frozenAt !== undefined;
  }

  schedule(at: number, task: () => void): ScheduledTask {
    const entry: QueuedTask = { at, seq: this.seq++, task, cancelled: false };
    const queue = this.queue;
    queue.push(entry);
    this.arm();
    // Frozen time stops the future, not what is already due: run it once the caller's code has returned.
    if (this.frozenAt !== undefined && at <= this.frozenAt) queueMicrotask(() => this.runUntil(this.now()));
    return {
      at,
      cancel() {
        queue.cancel(entry);
      },
    };
  }

  freeze(at?: number): void {
    const current = this.now();
    if (at !== undefined && at < current) throw new RangeError('cannot freeze the clock in the past');
    this.frozenAt = current;
    this.changed();
    if (at !== undefined) {
      this.runUntil(at);
      this.setNow(at);
    }
    this.arm();
  }

  unfreeze(): void {
    if (this.frozenAt === undefined) return;
    this.offset = this.frozenAt - this.realNow();
    this.frozenAt = undefined;
    this.changed();
    this.arm();
  }

  advance(ms: number): void {
    const invalid = checkAdvance(ms);
    if (invalid) throw invalid;
    const target = this.now() + ms;
    this.runUntil(target);
    this.setNow(target);
    this.arm();
  }

  advanceAsync(ms: number, settle: () => Promise<void>): Promise<void> {
    const invalid = checkAdvance(ms);
    if (invalid) return Promise.reject(invalid);
    const run = () => this.walk(ms, settle);
    this.walks = this.walks.then(run, run);
    return this.walks;
  }

  runDue(): void {
    this.runUntil(this.now());
    this.arm();
  }

  dispose(): void {
    this.queue.clear();
    this.arm();
  }

  exportState(): ClockState {
    return { frozenAt: this.frozenAt ?? null, offsetMs: this.offset };
  }

  importState(state: ClockState): void {
    this.frozenAt = state.frozenAt === null ? undefined : state.frozenAt;
    this.offset = state.offsetMs;
    this.changed();
    this.arm();
    if (this.frozenAt !== undefined) queueMicrotask(() => this.runUntil(this.now()));
  }

  onChange(listener: (state: ClockState) => void): () => void {
    this.listeners.add(listener);
    this.reported = JSON.stringify(this.exportState());
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells the listeners when the state moved since they last heard. */
  private changed(): void {
    if (this.listeners.size === 0) return;
    const state = this.exportState();
    const text = JSON.stringify(state);
    if (text === this.reported) return;
    this.reported = text;
    for (const listener of this.listeners) listener(state);
  }

  private setNow(time: number): void {
    if (this.frozenAt !== undefined) this.frozenAt = time;
    else this.offset = time - this.realNow();
    this.changed();
  }

  /** Takes the next task when it is due by `target`. */
  private dueBy(target: number): QueuedTask | undefined {
    const entry = this.queue.peek();
    return entry && entry.at <= target ? this.queue.take() : undefined;
  }

  /** Runs one due entry at its own time (time never moves backwards). */
  private runEntry(entry: QueuedTask): void {
    if (entry.at > this.now()) this.setNow(entry.at);
    try {
      entry.task();
    } catch (error) {
      this.onTaskError(error);
    }
  }

  private runUntil(target: number): void {
    for (let entry = this.dueBy(target); entry; entry = this.dueBy(target)) this.runEntry(entry);
  }

  private async walk(ms: number, settle: () => Promise<void>): Promise<void> {
    const target = this.now() + ms;
    this.walking += 1;
    try {
      for (let entry = this.dueBy(target); entry; entry = this.dueBy(target)) {
        this.runEntry(entry);
        await settle();
      }
      if (this.now() < target) this.setNow(target);
    } finally {
      this.walking -= 1;
      this.arm();
    }
  }

  private arm(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const entry = this.queue.peek();
    if (!entry || this.frozenAt !== undefined) return;
    // setTimeout caps delays at 2^31-1 ms; a longer wait simply re-arms when it fires.
    const delay = Math.min(Math.max(0, entry.at - this.now()), 2_147_483_647);
    this.timer = setTimeout(() => this.fire(), delay);
    // Never keep a Node process alive only for the mock's timers.
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** The real timer: runs what is due, unless a walk is running (it re-arms when it ends). */
  private fire(): void {
    this.timer = undefined;
    if (this.walking > 0) return;
    this.runUntil(this.now());
    this.arm();
  }
}
