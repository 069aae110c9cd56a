import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_POLICY } from './retry-policy';

describe('backoffDelay', () => {
  it('doubles from 0.5 s and stops at the 8 s cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, DEFAULT_RETRY_POLICY))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
  });
});
