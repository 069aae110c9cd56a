import type { CardRecord } from '../cards';
import type { DomainContext } from '../context';
import { spendControlRule } from '../spend-controls/spend-control-rule';
import type { Authorization, AuthorizationRule, DeclineReason } from './authorization';
import { spentSince, windowStart } from './velocity';

/**
 * FROZEN, CLOSED and EXPIRED cards decline everything; an INACTIVE card (Style A, not activated yet)
 * declines as FROZEN.
 *
 * @example
 * statusRule(ctx, { ...card, status: 'FROZEN' }, authorization); // 'CARD_FROZEN'
 */
export const statusRule: AuthorizationRule = (_ctx, card) => {
  switch (card.status) {
    case 'FROZEN':
    case 'INACTIVE':
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

// The decline reason of a spending limit, in each style's words: Style B calls it a velocity control,
// Style A a monthly spend limit.
const LIMIT_EXCEEDED: Record<CardRecord['style'], DeclineReason> = {
  a: 'SPEND_LIMIT_EXCEEDED',
  b: 'VELOCITY_LIMIT_EXCEEDED',
};

/**
 * The card's spending limit (Style B velocity control, Style A monthly spend limit): TRANSACTION caps one
 * authorization, the windowed periods cap what was spent since the window began plus this authorization;
 * NA never declines.
 *
 * @example
 * limitRule(ctx, { ...card, spendLimit: { period: 'TRANSACTION', amountCents: 500 } },
 *   { ...authorization, amountCents: 501 }); // 'VELOCITY_LIMIT_EXCEEDED'
 */
export const limitRule: AuthorizationRule = (ctx, card, authorization) => {
  const { period, amountCents: limit } = card.spendLimit;
  if (period === 'NA') return undefined;
  const start = windowStart(period, ctx.clock.now());
  const spent = start === null ? 0 : spentSince(ctx, card.id, start);
  return spent + authorization.amountCents > limit ? LIMIT_EXCEEDED[card.style] : undefined;
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

// Why a card may not spend at all comes first, funds last: a card that may not spend should say why
// rather than "insufficient funds". Spend controls exist for Style A applicants only.
const RULES: readonly AuthorizationRule[] = [
  statusRule,
  currencyRule,
  limitRule,
  spendControlRule,
  fundsRule,
];

/**
 * The first decline reason of the rules, in order, or `undefined` when the authorization may proceed.
 *
 * @example
 * const reason = declineReasonFor(ctx, card, authorization);
 */
export function declineReasonFor(
  ctx: DomainContext,
  card: CardRecord,
  authorization: Authorization,
): DeclineReason | undefined {
  for (const rule of RULES) {
    const reason = rule(ctx, card, authorization);
    if (reason !== undefined) return reason;
  }
  return undefined;
}
