import { describe, expect, it, vi } from 'vitest';
import { wholeMilliseconds, withTimeout } from './with-timeout';

describe('withTimeout', () => {
  it('answers what the operation answers, and refuses one that takes longer, naming it', async () => {
    expect(await withTimeout(async () => 'ok', 1_000, 'redis GET')).toBe('ok');
    await expect(withTimeout(() => Promise.reject(new Error('refused')), 1_000, 'x')).rejects.toThrow(
      'refused',
    );
    vi.useFakeTimers();
    try {
      const hanging = withTimeout(() => new Promise(() => undefined), 5_000, 'redis claim (SET NX PX GET)');
      const assertion = expect(hanging).rejects.toThrow(
        'redis claim (SET NX PX GET) did not answer within 5000 ms (is the connection lost?)',
      );
      await vi.advanceTimersByTimeAsync(5_000);
      await assertion;
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes whole positive milliseconds', () => {
    expect(wholeMilliseconds(1.2, 'leaseMs')).toBe(2);
    expect(wholeMilliseconds(120_000, 'leaseMs')).toBe(120_000);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => wholeMilliseconds(bad, 'leaseMs')).toThrow(/leaseMs must be a positive number/);
    }
  });
});
