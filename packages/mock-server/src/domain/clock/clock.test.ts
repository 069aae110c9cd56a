import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ControllableClock, createClock } from './clock';

const T0 = Date.parse('2026-01-01T00:00:00Z');
let clock: ControllableClock | undefined;
afterEach(() => clock?.dispose());

describe('createClock', () => {
  it('stands still while frozen and moves only when advanced', () => {
    clock = createClock({ frozenAt: T0 });
    expect(clock.now()).toBe(T0);
    clock.advance(1_500);
    expect(clock.now()).toBe(T0 + 1_500);
    expect(clock.frozen).toBe(true);
  });

  it('runs due tasks in time order, each seeing its own due time', () => {
    clock = createClock({ frozenAt: T0 });
    const seen: Array<[string, number]> = [];
    const c = clock;
    c.schedule(T0 + 2_000, () => seen.push(['b', c.now()]));
    c.schedule(T0 + 1_000, () => seen.push(['a', c.now()]));
    c.schedule(T0 + 5_000, () => seen.push(['c', c.now()]));
    c.advance(2_000);
    expect(seen).toEqual([
      ['a', T0 + 1_000],
      ['b', T0 + 2_000],
    ]);
    expect(c.now()).toBe(T0 + 2_000);
    c.advance(3_000);
    expect(seen.at(-1)).toEqual(['c', T0 + 5_000]);
  });

  it('runs tasks that tasks schedule within the same advance', () => {
    clock = createClock({ frozenAt: T0 });
    const c = clock;
    const seen: number[] = [];
    c.schedule(T0 + 10, () => c.schedule(c.now() + 10, () => seen.push(c.now())));
    c.advance(100);
    expect(seen).toEqual([T0 + 20]);
  });

  it('keeps insertion order for tasks due at the same time', () => {
    clock = createClock({ frozenAt: T0 });
    const seen: number[] = [];
    for (const n of [1, 2, 3]) clock.schedule(T0 + 5, () => seen.push(n));
    clock.advance(5);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('runs a task already due on a frozen clock right after the current code, without an advance', async () => {
    clock = createClock({ frozenAt: T0 });
    const task = vi.fn();
    clock.schedule(T0, task);
    expect(task).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a cancelled task', () => {
    clock = createClock({ frozenAt: T0 });
    const task = vi.fn();
    clock.schedule(T0 + 1, task).cancel();
    clock.advance(10);
    expect(task).not.toHaveBeenCalled();
  });

  it('reports a failing task and keeps running the others', () => {
    const errors: unknown[] = [];
    clock = createClock({ frozenAt: T0, onTaskError: (e) => errors.push(e) });
    const after = vi.fn();
    clock.schedule(T0 + 1, () => {
      throw new Error('boom');
    });
    clock.schedule(T0 + 2, after);
    clock.advance(5);
    expect(errors).toHaveLength(1);
    expect(after).toHaveBeenCalledOnce();
  });

  it('continues from the frozen time when unfrozen, and follows real time after that', () => {
    let real = T0 + 50_000;
    clock = createClock({ frozenAt: T0, realNow: () => real });
    clock.unfreeze();
    expect(clock.now()).toBe(T0);
    real += 1_000;
    expect(clock.now()).toBe(T0 + 1_000);
  });

  it('adds advanced time on top of real time while running', () => {
    let real = T0;
    clock = createClock({ realNow: () => real });
    clock.advance(60_000);
    real += 10;
    expect(clock.now()).toBe(T0 + 60_010);
  });

  it('freezes at a later time, running what falls due on the way', () => {
    clock = createClock({ frozenAt: T0 });
    const task = vi.fn();
    clock.schedule(T0 + 100, task);
    clock.freeze(T0 + 200);
    expect(clock.now()).toBe(T0 + 200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('refuses to freeze in the past or advance backwards', () => {
    clock = createClock({ frozenAt: T0 });
    expect(() => clock?.freeze(T0 - 1)).toThrow(RangeError);
    expect(() => clock?.advance(-1)).toThrow(RangeError);
  });

  it('fires tasks from a real timer while time runs', async () => {
    vi.useFakeTimers();
    try {
      clock = createClock({ realNow: () => Date.now() });
      const task = vi.fn();
      clock.schedule(clock.now() + 1_000, task);
      await vi.advanceTimersByTimeAsync(999);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('walks due time to due time, awaiting each step, so work a reply schedules is walked too', async () => {
    clock = createClock({ frozenAt: T0 });
    const c = clock;
    const seen: number[] = [];
    let pending: Promise<void> = Promise.resolve();
    // Each task starts asynchronous work whose completion schedules the next task (like a failed webhook
    // attempt scheduling its retry); the sync advance could not see those.
    const step = (n: number) => () => {
      seen.push(c.now());
      pending = new Promise<void>((resolve) => setTimeout(resolve, 1)).then(() => {
        if (n < 4) c.schedule(c.now() + 1_000 * (n + 1), step(n + 1));
      });
    };
    c.schedule(T0 + 500, step(1));
    await c.advanceAsync(60_000, () => pending);
    expect(seen).toEqual([T0 + 500, T0 + 2_500, T0 + 5_500, T0 + 9_500]);
    expect(c.now()).toBe(T0 + 60_000);
    await expect(c.advanceAsync(-1, () => pending)).rejects.toThrow(RangeError);
  });

  it('runs concurrent walks one after the other', async () => {
    clock = createClock({ frozenAt: T0 });
    const c = clock;
    await Promise.all([c.advanceAsync(1_000, async () => {}), c.advanceAsync(2_000, async () => {})]);
    expect(c.now()).toBe(T0 + 3_000);
  });

  it('exports its state and takes it back: frozen at the instant, or running at the same offset', () => {
    let real = T0;
    clock = createClock({ realNow: () => real });
    const heard: unknown[] = [];
    const stop = clock.onChange((state) => heard.push(state));
    clock.advance(60_000);
    expect(clock.exportState()).toEqual({ frozenAt: null, offsetMs: 60_000 });
    clock.freeze();
    expect(heard.at(-1)).toEqual({ frozenAt: T0 + 60_000, offsetMs: 60_000 });
    stop();
    clock.advance(1);
    expect(heard).toHaveLength(2);

    // As after a restart an hour later: the running clock keeps its offset, the frozen one its instant.
    real = T0 + 3_600_000;
    const reopened = createClock({ realNow: () => real });
    reopened.importState({ frozenAt: null, offsetMs: 60_000 });
    expect(reopened.now()).toBe(real + 60_000);
    reopened.importState(clock.exportState());
    expect(reopened.frozen).toBe(true);
    expect(reopened.now()).toBe(T0 + 60_001);
    reopened.dispose();
  });

  it('keeps scheduling and running cheap with many tasks waiting, cancelled ones included', () => {
    clock = createClock({ frozenAt: T0 });
    const seen: number[] = [];
    const tasks = Array.from({ length: 20_000 }, (_, i) =>
      clock?.schedule(T0 + 1 + ((i * 7_919) % 20_000), () => seen.push(i)),
    );
    for (const [i, task] of tasks.entries()) if (i % 2 === 1) task?.cancel();
    const started = performance.now();
    clock.advance(30_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(10_000);
    const times = seen.map((i) => (i * 7_919) % 20_000);
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });
});
