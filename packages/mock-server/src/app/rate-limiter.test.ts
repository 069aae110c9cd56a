import { describe, expect, it } from 'vitest';
import { createClock, createDomainContext } from '../domain';
import { RATE_LIMIT_WINDOWS, rateLimited } from './rate-limiter';

describe('rateLimited', () => {
  it('allows perSecond calls per caller in a one-second window, then answers the wait', () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: 0 }) });
    expect(rateLimited(ctx, 2, 'a')).toBeUndefined();
    expect(rateLimited(ctx, 2, 'a')).toBeUndefined();
    expect(rateLimited(ctx, 2, 'a')).toBe(1);
    expect(rateLimited(ctx, 2, 'b')).toBeUndefined();
    ctx.clock.advance(1_000);
    expect(rateLimited(ctx, 2, 'a')).toBeUndefined();
  });

  it('drops the windows of callers gone quiet as new windows start', () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: 0 }) });
    for (let n = 0; n < 10; n += 1) rateLimited(ctx, 5, `caller-${n}`);
    ctx.clock.advance(1_000);
    rateLimited(ctx, 5, 'late');
    expect(ctx.storage.collection(RATE_LIMIT_WINDOWS).size).toBe(1);
  });
});
