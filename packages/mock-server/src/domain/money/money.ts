/** Money inside the mock: a safe integer number of cents (minor units). Never a float. */
export type Cents = number;

/** The currencies the service supports (USD only). */
export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** 0.01 USD, the smallest amount a transfer or limit may carry (DECISIONS.md G-6). */
export const MIN_AMOUNT_CENTS: Cents = 1;
/** 1,000,000.00 USD, the largest single transfer, limit or budget operation (DECISIONS.md G-6). */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000;

// Digits only, no sign, no exponent, no spaces, no leading zeros, at most 2 decimals (G-5).
const DECIMAL = /^(0|[1-9][0-9]{0,14})(?:\.([0-9]{1,2}))?$/;

export interface ParseAmountOptions {
  /** Smallest accepted amount in cents. @default MIN_AMOUNT_CENTS */
  min?: Cents;
  /** Largest accepted amount in cents. @default MAX_AMOUNT_CENTS */
  max?: Cents;
}

/**
 * The cents of a decimal string of the wire, without floating point: `malformed` unless digits with at most
 * 2 decimals (G-5), `out_of_range` outside `range` (G-6). The rule the edge's zod transform applies
 * (http/amount.ts), so the domain's commands receive {@link Cents}.
 *
 * @example
 * decimalToCents('12.3'); // 1230
 * decimalToCents('1e3');  // 'malformed'
 */
export function decimalToCents(
  text: string,
  range: ParseAmountOptions = {},
): Cents | 'malformed' | 'out_of_range' {
  const match = DECIMAL.exec(text);
  if (!match) return 'malformed';
  const [, whole = '0', fraction = ''] = match;
  // Beyond 12 whole digits the amount is out of any range, and Number() would start to lose cents.
  const cents =
    whole.length > 12 ? Number.POSITIVE_INFINITY : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  const min = range.min ?? MIN_AMOUNT_CENTS;
  const max = range.max ?? MAX_AMOUNT_CENTS;
  return cents < min || cents > max ? 'out_of_range' : cents;
}

/**
 * What is wrong with an amount the edge refuses, naming `field`: the kind, and the words of the error.
 *
 * @example
 * amountProblem('amount', 'out_of_range', 'x'); // { kind: 'unprocessable', message: 'amount must be between 0.01 and 1000000.00' }
 */
export function amountProblem(
  field: string,
  problem: 'not_a_string' | 'malformed' | 'out_of_range',
  text: string,
  range: ParseAmountOptions = {},
): { kind: 'invalid' | 'unprocessable'; message: string } {
  if (problem === 'not_a_string') {
    return { kind: 'invalid', message: `${field} must be a decimal string such as "10.50"` };
  }
  if (problem === 'malformed') {
    return {
      kind: 'invalid',
      message: `${field} must be a positive decimal string with at most 2 decimals, such as "10.50" (got "${text.slice(0, 32)}")`,
    };
  }
  const min = formatCents(range.min ?? MIN_AMOUNT_CENTS);
  const max = formatCents(range.max ?? MAX_AMOUNT_CENTS);
  return { kind: 'unprocessable', message: `${field} must be between ${min} and ${max}` };
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
