import type { DomainContext } from '../domain';

interface Window {
  start: number;
  count: number;
}

/**
 * A fixed one-second window per caller on the mock's clock (`--rate-limit`, DECISIONS.md G-7). Answers the
 * seconds to wait, or `undefined` when the call may go ahead.
 *
 * @example
 * const wait = rateLimited(ctx, 5, `b:${token}`);
 * if (wait !== undefined) return injectedResponse('b', 429, wait);
 */
export function rateLimited(ctx: DomainContext, perSecond: number, caller: string): number | undefined {
  const windows = ctx.storage.collection<Window>('mock.rateLimit');
  const now = ctx.clock.now();
  const current = windows.get(caller);
  const window = current && now - current.start < 1000 ? current : { start: now, count: 0 };
  window.count += 1;
  windows.put(caller, window);
  if (window.count <= perSecond) return undefined;
  return Math.max(1, Math.ceil((window.start + 1000 - now) / 1000));
}
