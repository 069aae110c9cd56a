import { describe, expect, it } from 'vitest';
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
});
