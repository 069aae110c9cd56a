import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';

describe('isoTime', () => {
  it('writes epoch milliseconds as ISO 8601 UTC with milliseconds (G-4)', () => {
    expect(isoTime(Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('gives the same answer as toISOString when a millisecond repeats and when it changes', () => {
    for (const ms of [0, 1_767_225_600_123, 1_767_225_600_123, 1_767_225_600_124, 1_767_225_599_999]) {
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    }
  });
});
