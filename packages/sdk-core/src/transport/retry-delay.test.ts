import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-delay';

const POLICY = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 30_000 };
const answer = (status: number, retryAfter?: string) =>
  new Response(null, { status, headers: retryAfter ? { 'retry-after': retryAfter } : {} });

describe('retryDelay', () => {
  it('waits what Retry-After asks on 429 and 503, unjittered, up to the cap', () => {
    expect(retryDelay(1, answer(429, '2'), POLICY, () => 0)).toBe(2_000);
    expect(retryDelay(1, answer(503, '120'), POLICY, () => 0)).toBe(30_000);
  });

  it('backs off with full jitter otherwise: doubling, capped, scaled by the random draw', () => {
    expect(retryDelay(1, answer(500, '2'), POLICY, () => 1)).toBe(500);
    expect(retryDelay(3, undefined, POLICY, () => 0.5)).toBe(1_000);
    expect(retryDelay(10, answer(429, 'soon'), POLICY, () => 1)).toBe(8_000);
  });
});
