import { describe, expect, it } from 'vitest';
import { declineText, REASON_CODES, reasonText, shortTime } from './format';

describe('how the dashboard words values', () => {
  it('names every reason code of part 6.1 and every decline reason it knows', () => {
    expect(Object.keys(REASON_CODES).map(Number).sort()).toEqual(
      [1001, 1002, 1003, 2001, 3001, 3002, 5001, 6001, 7001, 7002].sort(),
    );
    expect(reasonText(1003)).toBe('1003 closed due to risk policy violation');
    expect(reasonText(null)).toBe('');
    expect(reasonText(4242)).toBe('4242');
    expect(declineText('INSUFFICIENT_FUNDS')).toBe('INSUFFICIENT_FUNDS: insufficient funds');
    expect(declineText('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(declineText(null)).toBe('declined');
    expect(shortTime('2026-01-01T08:30:00.000Z')).toBe('2026-01-01 08:30:00Z');
  });
});
