import { describe, expect, it, vi } from 'vitest';
import { createClock } from '../clock';
import { createDomainContext } from '../context';
import { cancelJob, defineJob, restoreJobs, scheduleJob } from './jobs';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const seen: string[] = [];
const note = defineJob<{ text: string }>('test.note', (_ctx, { text }) => {
  seen.push(text);
});

describe('jobs stored as data', () => {
  it('run once at their time, can be cancelled, and are re-armed from storage after a restore', () => {
    seen.length = 0;
    const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    scheduleJob(ctx, note, T0 + 1_000, { text: 'a' });
    const cancelled = scheduleJob(ctx, note, T0 + 2_000, { text: 'b' });
    scheduleJob(ctx, note, T0 + 3_000, { text: 'c' });
    expect(cancelJob(ctx, cancelled)).toBe(true);
    const saved = ctx.storage.snapshot();
    ctx.clock.advance(5_000);
    expect(seen).toEqual(['a', 'c']);

    // As after a restart: a fresh clock, the stored jobs restored and re-armed.
    const again = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    again.storage.restore(saved);
    restoreJobs(again);
    again.clock.advance(5_000);
    expect(seen).toEqual(['a', 'c', 'a', 'c']);
  });

  it("takes a cancelled job's task off the clock, so settled work does not wait in its queue", () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    const cancels: number[] = [];
    const schedule = ctx.clock.schedule.bind(ctx.clock);
    vi.spyOn(ctx.clock, 'schedule').mockImplementation((at, task) => {
      const handle = schedule(at, task);
      const cancel = () => {
        cancels.push(at);
        handle.cancel();
      };
      return { at, cancel };
    });
    const id = scheduleJob(ctx, note, T0 + 7_000, { text: 'late' });
    expect(cancelJob(ctx, id)).toBe(true);
    expect(cancels).toEqual([T0 + 7_000]);
  });
});
