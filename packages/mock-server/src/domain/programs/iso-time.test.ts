import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';

describe('isoTime', () => {
  it('writes epoch milliseconds as ISO 8601 UTC with milliseconds (G-4)', () => {
    expect(isoTime(Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});
