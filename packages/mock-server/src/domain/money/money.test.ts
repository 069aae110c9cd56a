import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountCents } from '../../http/amount';
import { catchDomainError, type DomainError } from '../errors';
import { formatCents, MAX_AMOUNT_CENTS } from './money';

// The money rule as the faces apply it at the edge (G-84): the domain's commands take cents.
const parseAmount = (value: unknown, field: string, range = {}) => amountCents(value as string, field, range);

function errorOf(fn: () => unknown): DomainError {
  const error = catchDomainError(fn);
  if (!error) throw new Error('expected a DomainError');
  return error;
}

describe('the money rule (decimalToCents at the edge)', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.50', 1050],
    ['0.01', 1],
    ['0.10', 10],
    ['1000000.00', MAX_AMOUNT_CENTS],
  ])('parses %j as %i cents', (input, cents) => {
    expect(parseAmount(input, 'amount')).toBe(cents);
  });

  it.each([
    '10.123',
    '-1',
    '+1',
    '1e3',
    ' 10',
    '10 ',
    '10.',
    '.5',
    '',
    'abc',
    '01.00',
    '1,000.00',
    '0x10',
    '１０',
  ])('refuses %j as malformed, naming the field', (input) => {
    const error = errorOf(() => parseAmount(input, 'amount'));
    expect(error.kind).toBe('invalid');
    expect(error.field).toBe('amount');
    expect(error.message).toContain('amount');
  });

  it.each([10.5, 1050, null, undefined, {}, ['1']])('refuses the non-string %j', (input) => {
    expect(errorOf(() => parseAmount(input, 'amountLimit')).field).toBe('amountLimit');
  });

  it.each(['0', '0.00', '1000000.01', '99999999999999'])('refuses %j as out of range', (input) => {
    expect(errorOf(() => parseAmount(input, 'amount')).kind).toBe('unprocessable');
  });

  it('honours a custom range', () => {
    expect(parseAmount('0', 'amountLimit', { min: 0 })).toBe(0);
  });

  it('round-trips every amount in range through formatCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(parseAmount(formatCents(cents), 'amount')).toBe(cents);
      }),
    );
  });

  it('agrees with exact decimal arithmetic on every well-formed string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (whole, frac) => {
        const text = `${whole}.${String(frac).padStart(2, '0')}`;
        const cents = whole * 100 + frac;
        if (cents < 1) return;
        expect(parseAmount(text, 'amount')).toBe(cents);
      }),
    );
  });
});

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1230, '12.30'],
    [-5, '-0.05'],
    [-123_456, '-1234.56'],
  ])('formats %i as %j', (cents, text) => expect(formatCents(cents)).toBe(text));

  it('refuses fractions of a cent', () => expect(() => formatCents(1.5)).toThrow(RangeError));
});
