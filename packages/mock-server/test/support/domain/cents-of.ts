import { type Cents, decimalToCents } from '../../../src/domain/money';

/**
 * A decimal amount of a test, in the cents domain commands take (the face parses the wire's amounts).
 *
 * @example
 * transferIn(ctx, scope, { ...body, amountCents: centsOf('40.50') });
 */
export function centsOf(amount: string): Cents {
  const cents = decimalToCents(amount, { min: 0, max: Number.MAX_SAFE_INTEGER });
  if (typeof cents !== 'number') throw new TypeError(`not an amount: ${amount}`);
  return cents;
}
