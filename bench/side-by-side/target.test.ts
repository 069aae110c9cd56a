import { describe, expect, it } from 'vitest';
import { meets, targetLine } from './target.ts';

describe('meets', () => {
  it('judges the median of the rounds, not one round', () => {
    expect(meets([0.5, 0.81, 0.9], 0.8)).toBe(true);
    expect(meets([0.79, 0.95, 0.7], 0.8)).toBe(false);
  });

  it('with atMost, meets at or below the goal', () => {
    expect(meets([1.2, 1.1, 1.5], 1.2, true)).toBe(true);
    expect(meets([1.21, 1.1, 1.5], 1.2, true)).toBe(false);
  });

  it('meets exactly at the goal either way', () => {
    expect(meets([0.8], 0.8)).toBe(true);
    expect(meets([2], 2, true)).toBe(true);
  });

  it('tells nothing without a finite ratio', () => {
    expect(meets([], 0.8)).toBeUndefined();
    expect(meets([Number.NaN, Number.POSITIVE_INFINITY], 0.8)).toBeUndefined();
    expect(meets([Number.NaN, 0.9], 0.8)).toBe(true);
  });
});

describe('targetLine', () => {
  it('prints the target, what was measured, the limit and the verdict', () => {
    expect(targetLine({ target: 'a ≥ 0.8x', measured: '0.7x', limit: '0.8 × 10/s', met: false })).toBe(
      'target a ≥ 0.8x: 0.7x; limit 0.8 × 10/s: MISSED',
    );
    expect(targetLine({ target: 'b', measured: 'not run', met: undefined })).toBe(
      'target b: not run; limit —: —',
    );
  });
});
