import { DomainError } from '../errors';

/** Money inside the mock: a safe integer number of cents (minor units). Never a float. */
export type Cents = number;

/** The currencies the service supports (interface-spec.md part 8: USD only). */
export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** 0.01 USD, the smallest amount a transfer or limit may carry (DECISIONS.md G-6). */
export const MIN_AMOUNT_CENTS: Cents = 1;
/** 1,000,000.00 USD, the largest single transfer, limit or budget operation (DECISIONS.md G-6). */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000;

// Digits only, no sign, no exponent, no spaces, no leading zeros, at most 2 decimals (G-5).
const DECIMAL = /^(0|[1-9][0-9]{0,14})(?:\.([0-9]{1,2}))?$/;

export interface ParseAmountOptions {
  /** Smallest accepted amount in cents. Default {@link MIN_AMOUNT_CENTS}. */
  min?: Cents;
  /** Largest accepted amount in cents. Default {@link MAX_AMOUNT_CENTS}. */
  max?: Cents;
}

/**
 * Parses a decimal-string amount strictly into cents, without floating point. Malformed input is an
 * `invalid` error, a well-formed amount outside the range an `unprocessable` one; both name `field`.
 *
 * @example
 * parseAmount('12.3', 'amount'); // 1230
 * parseAmount('1e3', 'amount');  // throws DomainError('invalid', ...)
 */
export function parseAmount(value: unknown, field: string, options: ParseAmountOptions = {}): Cents {
  const min = options.min ?? MIN_AMOUNT_CENTS;
  const max = options.max ?? MAX_AMOUNT_CENTS;
  if (typeof value !== 'string') {
    throw new DomainError('invalid', `${field} must be a decimal string such as "10.50"`, { field });
  }
  const match = DECIMAL.exec(value);
  if (!match) {
    throw new DomainError(
      'invalid',
      `${field} must be a positive decimal string with at most 2 decimals, such as "10.50" (got "${value.slice(0, 32)}")`,
      { field },
    );
  }
  const [, whole = '0', fraction = ''] = match;
  // Beyond 12 whole digits the amount is out of any range, and Number() would start to lose cents.
  const cents =
    whole.length > 12 ? Number.POSITIVE_INFINITY : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents < min || cents > max) {
    throw new DomainError(
      'unprocessable',
      `${field} must be between ${formatCents(min)} and ${formatCents(max)}`,
      {
        field,
      },
    );
  }
  return cents;
}

/**
 * Formats cents as the decimal string of the wire, always with two decimals.
 *
 * @example
 * formatCents(1230); // "12.30"
 * formatCents(-5);   // "-0.05"
 */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Checks a currency code against the supported set.
 *
 * @example
 * parseCurrency('USD', 'currency'); // 'USD'
 * parseCurrency('EUR', 'currency'); // throws DomainError('unprocessable', ...)
 */
export function parseCurrency(value: unknown, field: string): Currency {
  if (typeof value !== 'string')
    throw new DomainError('invalid', `${field} must be a string such as "USD"`, { field });
  const currency = CURRENCIES.find((c) => c === value);
  if (!currency) {
    throw new DomainError('unprocessable', `${field} ${value.slice(0, 8)} is not supported; only USD`, {
      field,
      reason: 'currency_not_supported',
    });
  }
  return currency;
}
