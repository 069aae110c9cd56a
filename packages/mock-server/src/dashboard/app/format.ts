// How values read on the page: money, times, reason codes and decline reasons in words.

/**
 * An amount string and its currency.
 *
 * @example
 * money('10.00', 'USD'); // '10.00 USD'
 */
export const money = (amount: string | null, currency = 'USD'): string =>
  amount === null ? '—' : `${amount} ${currency}`;

/**
 * An ISO time as the page shows it: date and time to the second, UTC.
 *
 * @example
 * shortTime('2026-01-01T08:30:00.000Z'); // '2026-01-01 08:30:00Z'
 */
export const shortTime = (iso: string | null | undefined): string =>
  iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '—';

/** Style B's reason codes (`reasonCode` of its CARD.UPDATED events), in words. */
export const REASON_CODES: Readonly<Record<number, string>> = {
  7001: 'created via merchant portal',
  7002: 'created via API',
  1001: 'closed via API',
  1002: 'closed via merchant portal',
  1003: 'closed due to risk policy violation',
  2001: 'activated via API',
  3001: 'suspended via API',
  3002: 'suspended via merchant portal',
  5001: 'restricted by administrator',
  6001: 'unrestricted by administrator',
};

const DECLINE_REASONS: Readonly<Record<string, string>> = {
  CARD_FROZEN: 'the card is frozen',
  CARD_CLOSED: 'the card is closed',
  CARD_EXPIRED: 'the card has expired',
  CURRENCY_NOT_SUPPORTED: 'the currency is not supported',
  VELOCITY_LIMIT_EXCEEDED: 'the velocity limit is exceeded',
  SPEND_LIMIT_EXCEEDED: 'the spend limit is exceeded',
  SPEND_CONTROL_BLOCKED: 'a spend control blocks it',
  INSUFFICIENT_FUNDS: 'insufficient funds',
  DECLINED_BY_SIMULATION: 'declined by the simulation',
};

/**
 * A decline reason code with its meaning.
 *
 * @example
 * declineText('CARD_FROZEN'); // 'CARD_FROZEN: the card is frozen'
 */
export function declineText(reason: string | null): string {
  if (reason === null) return 'declined';
  const words = DECLINE_REASONS[reason];
  return words ? `${reason}: ${words}` : reason;
}

/**
 * A Style B event's reason code with its meaning, or '' when it has none.
 *
 * @example
 * reasonText(5001); // '5001 restricted by administrator'
 */
export function reasonText(code: unknown): string {
  if (typeof code !== 'number') return '';
  return `${code} ${REASON_CODES[code] ?? ''}`.trim();
}
