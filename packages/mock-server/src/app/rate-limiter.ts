import { type DomainContext, defineCollection } from '../domain';

interface Window {
  caller: string;
  start: number;
  count: number;
}

/** One window per caller, in the order they started: stale ones are at the front, where calls sweep them. */
export const RATE_LIMIT_WINDOWS = defineCollection<Window, 'all'>({
  name: 'mock.rateLimit',
  indexes: { all: () => 'all' },
});

/** How many stale windows one call sweeps at most. */
const SWEEP_PER_CALL = 16;

/**
 * A fixed one-second window per caller on the mock's clock (`--rate-limit`, DECISIONS.md G-7). Answers the
 * seconds to wait, or `undefined` when the call may go ahead. Windows of callers gone quiet are dropped as
 * new windows start, so the store holds about one second of callers.
 *
 * @example
 * const wait = rateLimited(ctx, 5, `b:${token}`);
 * if (wait !== undefined) return injectedResponse('b', 429, wait);
 */
export function rateLimited(ctx: DomainContext, perSecond: number, caller: string): number | undefined {
  const windows = ctx.storage.collection(RATE_LIMIT_WINDOWS);
  const now = ctx.clock.now();
  const current = windows.get(caller);
  let window: Window;
  if (current && now - current.start < 1000) {
    window = { ...current, count: current.count + 1 };
  } else {
    // A new window starts at the back of the order; stale ones at the front go.
    if (current) windows.delete(caller);
    // The oldest first, through the index, stopping at the first live window: costs what it drops.
    for (const old of windows.page('all', 'all', { offset: 0, limit: SWEEP_PER_CALL }).items) {
      if (now - old.start < 1000) break;
      windows.delete(old.caller);
    }
    window = { caller, start: now, count: 1 };
  }
  windows.put(caller, window);
  if (window.count <= perSecond) return undefined;
  return Math.max(1, Math.ceil((window.start + 1000 - now) / 1000));
}
