import type { DomainContext } from '../context';
import {
  type AuthorizationRule,
  type CardResolver,
  registerAuthorizationRule,
  registerCardResolver,
  spentSince,
  windowStart,
} from '../network';
import { spendControlRule } from '../spend-controls';
import { styleACards } from './card-store';

/**
 * Style A cards as the network sees them: a PREPAID card spends its own ledger account (the card id), a
 * CREDIT card the organization's platform credit (the organization id). An INACTIVE card is seen as FROZEN,
 * so it declines with CARD_FROZEN until activated.
 *
 * @example
 * styleACardResolver(ctx, card.id)?.fundingAccountId; // card.id for a prepaid card
 */
export const styleACardResolver: CardResolver = (ctx, cardId) => {
  const card = styleACards(ctx).get(cardId);
  if (!card) return undefined;
  return {
    cardId: card.id,
    style: 'a',
    programId: card.organizationId,
    environment: 'sandbox',
    accountId: card.applicantId,
    status: card.status === 'INACTIVE' ? 'FROZEN' : card.status,
    fundingAccountId: card.funding === 'PREPAID' ? card.id : card.organizationId,
    currencies: ['USD'],
    velocityControl: { transactionLimitsType: 'NA', amountLimitCents: 0 },
    budgetId: null,
  };
};

/**
 * The monthly `spend_limit_cents` of a Style A card: what was spent this month (the network's MONTH
 * window) plus the authorization may not exceed it; 0 is no limit.
 *
 * @example
 * spendLimitRule(ctx, networkCard, authorization); // 'SPEND_LIMIT_EXCEEDED'
 */
export const spendLimitRule: AuthorizationRule = (ctx: DomainContext, networkCard, authorization) => {
  if (networkCard.style !== 'a') return undefined;
  const limit = styleACards(ctx).get(networkCard.cardId)?.spendLimitCents ?? 0;
  if (limit === 0) return undefined;
  const spent = spentSince(ctx, networkCard.cardId, windowStart('MONTH', ctx.clock.now()) ?? 0);
  return spent + authorization.amountCents > limit ? 'SPEND_LIMIT_EXCEEDED' : undefined;
};

/**
 * Registers the Style A card resolver, the spend-limit rule and the spend-control rule with the network
 * simulator (idempotent).
 *
 * @example
 * registerStyleACardNetwork();
 */
export function registerStyleACardNetwork(): void {
  registerCardResolver(styleACardResolver);
  registerAuthorizationRule(spendLimitRule);
  registerAuthorizationRule(spendControlRule);
}
