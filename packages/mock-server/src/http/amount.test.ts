import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { catchDomainError } from '../domain/errors';
import { decimalToCents } from '../domain/money';
import { amountCents, zAmountCents } from './amount';
import { parseInput } from './zod-input';

describe('zAmountCents', () => {
  it('hands over cents inside an object, naming the field when it refuses', () => {
    const body = z.object({ amount: zAmountCents('amount') });
    expect(parseInput(body, { amount: '12.3' })).toEqual({ amount: 1230 });
    expect(catchDomainError(() => parseInput(body, { amount: '1.001' }))).toMatchObject({
      kind: 'invalid',
      field: 'amount',
    });
    expect(catchDomainError(() => parseInput(body, { amount: '0' }))).toMatchObject({
      kind: 'unprocessable',
      field: 'amount',
      message: 'amount must be between 0.01 and 1000000.00',
    });
  });

  it.each(['10', '0.01', '1000000.00', '1.001', '0', '1e3', '', '1000000.01'])(
    'accepts %j exactly when the domain rule decimalToCents does, with its cents',
    (text) => {
      const rule = decimalToCents(text);
      const edge = catchDomainError(() => amountCents(text, 'amountLimit'));
      expect(edge === undefined).toBe(typeof rule === 'number');
      if (typeof rule === 'number') expect(amountCents(text, 'amountLimit')).toBe(rule);
      else expect(edge).toMatchObject({ kind: rule === 'malformed' ? 'invalid' : 'unprocessable' });
    },
  );

  it('honours a custom range', () => expect(amountCents('0', 'amountLimit', { min: 0 })).toBe(0));
});
