import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const of = (value?: string) =>
    retryAfterMs(new Headers(value === undefined ? {} : { 'retry-after': value }), now);

  it('reads seconds and HTTP dates', () => {
    expect(of('20')).toBe(20_000);
    expect(of(' 0 ')).toBe(0);
    expect(of('Thu, 01 Jan 2026 00:00:30 GMT')).toBe(30_000);
    expect(of('Wed, 31 Dec 2025 23:00:00 GMT')).toBe(0);
  });

  it('answers null for an absent or unreadable header', () => {
    expect(of()).toBeNull();
    expect(of('')).toBeNull();
    expect(of('soon')).toBeNull();
    expect(of('-5')).toBeNull();
    expect(of('1.5')).toBeNull();
  });
});
