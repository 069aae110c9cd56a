import type { DomainContext } from '../context';
import type { Cents } from '../money';
import type { NetworkCard } from './network-card';
import { spentSince, windowStart } from './velocity';

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
  card: NetworkCard,
  authorization: Authorization,
) => DeclineReason | undefined;

/**
 * FROZEN, CLOSED and EXPIRED cards decline everything.
 *
 * @example
 * statusRule(ctx, { ...card, status: 'FROZEN' }, authorization); // 'CARD_FROZEN'
 */
export const statusRule: AuthorizationRule = (_ctx, card) => {
  switch (card.status) {
    case 'FROZEN':
      return 'CARD_FROZEN';
    case 'CLOSED':
      return 'CARD_CLOSED';
    case 'EXPIRED':
      return 'CARD_EXPIRED';
    default:
      return undefined;
  }
};

/**
 * The merchant's currency must be one of the card's.
 *
 * @example
 * currencyRule(ctx, card, { ...authorization, currency: 'EUR' }); // 'CURRENCY_NOT_SUPPORTED'
 */
export const currencyRule: AuthorizationRule = (_ctx, card, authorization) =>
  card.currencies.some((c) => c === authorization.currency) ? undefined : 'CURRENCY_NOT_SUPPORTED';

/**
 * The card's velocity control: TRANSACTION caps one authorization, the windowed periods cap what was spent
 * since the window began plus this authorization; NA never declines.
 *
 * @example
 * velocityRule(ctx, { ...card, velocityControl: { transactionLimitsType: 'TRANSACTION', amountLimitCents: 500 } },
 *   { ...authorization, amountCents: 501 }); // 'VELOCITY_LIMIT_EXCEEDED'
 */
export const velocityRule: AuthorizationRule = (ctx, card, authorization) => {
  const { transactionLimitsType: period, amountLimitCents: limit } = card.velocityControl;
  if (period === 'NA') return undefined;
  const start = windowStart(period, ctx.clock.now());
  const spent = start === null ? 0 : spentSince(ctx, card.cardId, start);
  return spent + authorization.amountCents > limit ? 'VELOCITY_LIMIT_EXCEEDED' : undefined;
};

/**
 * The funding account must have the amount available (balance minus held funds).
 *
 * @example
 * fundsRule(ctx, card, { ...authorization, amountCents: 1_000_000_00 }); // 'INSUFFICIENT_FUNDS'
 */
export const fundsRule: AuthorizationRule = (ctx, card, authorization) => {
  const { fundingAccountId } = card;
  if (!ctx.ledger.has(fundingAccountId)) return 'INSUFFICIENT_FUNDS';
  return ctx.ledger.balance(fundingAccountId).available < authorization.amountCents
    ? 'INSUFFICIENT_FUNDS'
    : undefined;
};

// Built-ins first, registered rules (Style A spend limit and spend controls) next, funds last: a card that
// may not spend at all should say why rather than "insufficient funds". Module-level for the reason given
// in network-card.ts; rules receive the card, and a style's rule ignores cards of the other style.
const FIRST_RULES: readonly AuthorizationRule[] = [statusRule, currencyRule, velocityRule];
const LAST_RULES: readonly AuthorizationRule[] = [fundsRule];
const registered: AuthorizationRule[] = [];

/**
 * Adds a decline rule, checked after the status, currency and velocity rules and before the funds rule.
 * Registering the same function twice is a no-op; the answer removes it again.
 *
 * @example
 * const unregister = registerAuthorizationRule((ctx, card, auth) =>
 *   card.style === 'a' && overMonthlyCap(ctx, card, auth) ? 'SPEND_LIMIT_EXCEEDED' : undefined);
 */
export function registerAuthorizationRule(rule: AuthorizationRule): () => void {
  if (!registered.includes(rule)) registered.push(rule);
  return () => {
    const index = registered.indexOf(rule);
    if (index >= 0) registered.splice(index, 1);
  };
}

/**
 * The first decline reason of the rules, in order, or `undefined` when the authorization may proceed.
 *
 * @example
 * const reason = declineReasonFor(ctx, card, authorization);
 */
export function declineReasonFor(
  ctx: DomainContext,
  card: NetworkCard,
  authorization: Authorization,
): DeclineReason | undefined {
  for (const rule of [...FIRST_RULES, ...registered, ...LAST_RULES]) {
    const reason = rule(ctx, card, authorization);
    if (reason !== undefined) return reason;
  }
  return undefined;
}
