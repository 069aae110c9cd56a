import type { CardRecord } from '../cards/card-record';
import type { DomainContext } from '../context/domain-context';
import type { Cents } from '../money';

/**
 * Why an authorization was declined. The Transaction schema types `declineReason` as a free string; these
 * are the values the mock uses.
 *
 * @example
 * DECLINE_REASONS.includes('CARD_FROZEN'); // true
 */
export const DECLINE_REASONS = [
  'CARD_FROZEN',
  'CARD_CLOSED',
  'CARD_EXPIRED',
  'VELOCITY_LIMIT_EXCEEDED',
  'SPEND_LIMIT_EXCEEDED',
  'SPEND_CONTROL_BLOCKED',
  'CURRENCY_NOT_SUPPORTED',
  'INSUFFICIENT_FUNDS',
  'DECLINED_BY_SIMULATION',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** An authorization as it arrives at the network, validated. */
export interface Authorization {
  cardId: string;
  amountCents: Cents;
  /** The merchant's currency, three upper-case letters (maybe one the card does not support). */
  currency: string;
  merchantName: string;
  mcc: string;
  merchantCountry: string;
}

/** Answers why `authorization` must be declined on `card`, or `undefined` to let it through. */
export type AuthorizationRule = (
  ctx: DomainContext,
  card: CardRecord,
  authorization: Authorization,
) => DeclineReason | undefined;
