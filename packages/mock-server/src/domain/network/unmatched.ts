import { requireCardById } from '../cards';
import type { DomainContext } from '../context';
import { DomainError, isDomainError } from '../errors';
import { prefixedId } from '../ids';
import { formatCents } from '../money';
import { type AuthorizationInput, toAuthorization } from './authorize';
import type { NetworkTransaction } from './network-transactions';
import { recordNewTransaction } from './new-transaction';

/** A force capture or an unlinked refund: a card, an amount and the merchant; the card's currency. */
export type UnmatchedInput = Omit<AuthorizationInput, 'currency'>;

/**
 * Simulates a force capture: a settlement arriving with no authorization before it. Real networks force it
 * through, so no authorization check runs (card status, limits, spend controls); the amount leaves the
 * card's funding account at once, from its available funds only, since balances never go negative and
 * held funds belong to their authorizations: above them `conflict` naming `amount`, nothing recorded
 * (DECISIONS.md B-50). A new CLOSED transaction of type AUTHORIZATION, settled in full
 * (CARD_TRANSACTION.CREATED). Unknown card: `not_found` naming `cardId`.
 *
 * @example
 * forceCapture(ctx, { cardId, amountCents: 1_500 }).record.status; // 'CLOSED'
 */
export function forceCapture(ctx: DomainContext, input: UnmatchedInput): NetworkTransaction {
  const authorization = toAuthorization(input);
  const card = requireCardById(ctx, authorization.cardId);
  const cardTransactionId = prefixedId('txn', ctx.random);
  const { fundingAccountId } = card;
  const amount = authorization.amountCents;
  try {
    ctx.ledger.debit(fundingAccountId, amount, `force capture ${cardTransactionId}`);
  } catch (error) {
    if (!isDomainError(error) || !['insufficient_funds', 'not_found'].includes(error.kind)) throw error;
    const available = ctx.ledger.has(fundingAccountId) ? ctx.ledger.balance(fundingAccountId).available : 0;
    throw new DomainError(
      'conflict',
      `a force capture of ${formatCents(amount)} is above the ${formatCents(available)} available on the card's funding source`,
      { field: 'amount' },
    );
  }
  return recordNewTransaction(ctx, card, authorization, {
    cardTransactionId,
    type: 'AUTHORIZATION',
    status: 'CLOSED',
    settledAmountCents: amount,
  });
}

/**
 * Simulates an unlinked refund: a merchant's credit to the card matching no transaction. The amount
 * enters the card's funding account, whatever the card's status (refunds reach closed cards too). A new
 * transaction of type REFUND, status REFUNDED, `refundedAmountCents` the amount, `settledAmountCents`
 * null (CARD_TRANSACTION.CREATED; DECISIONS.md B-50). Unknown card: `not_found` naming `cardId`.
 *
 * @example
 * unlinkedRefund(ctx, { cardId, amountCents: 700 }).record.type; // 'REFUND'
 */
export function unlinkedRefund(ctx: DomainContext, input: UnmatchedInput): NetworkTransaction {
  const authorization = toAuthorization(input);
  const card = requireCardById(ctx, authorization.cardId);
  const cardTransactionId = prefixedId('txn', ctx.random);
  const amount = authorization.amountCents;
  if (!ctx.ledger.has(card.fundingAccountId)) {
    throw new DomainError('conflict', "the card's funding source holds no money yet", { field: 'cardId' });
  }
  ctx.ledger.refund(card.fundingAccountId, amount, `unlinked refund ${cardTransactionId}`);
  return recordNewTransaction(ctx, card, authorization, {
    cardTransactionId,
    type: 'REFUND',
    status: 'REFUNDED',
    refundedAmountCents: amount,
  });
}
