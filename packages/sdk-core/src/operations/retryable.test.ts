import { describe, expect, it } from 'vitest';
import { isRetryable } from './retryable';

describe('isRetryable', () => {
  const freeze = { method: 'POST', path: '/v1/cards/{id}/freeze' } as const;

  it('retries reads, PUT, DELETE and keyed writes', () => {
    expect(['GET', 'PUT', 'DELETE'].map((m) => isRetryable(m, { keyed: false }))).toEqual([true, true, true]);
    expect(isRetryable('POST', { keyed: true })).toBe(true);
    expect(
      isRetryable('POST', { keyed: false, op: { method: 'POST', path: '/t', clientTransactionId: true } }),
    ).toBe(true);
  });

  it('never retries an unkeyed POST or PATCH unless the style declares it repeatable', () => {
    expect(isRetryable('POST', { keyed: false, op: freeze })).toBe(false);
    expect(isRetryable('PATCH', { keyed: false })).toBe(false);
    expect(isRetryable('POST', { keyed: false, op: freeze, repeatable: new Set([freeze]) })).toBe(true);
  });
});
