import { requireCardById } from '../cards';
import type { DomainContext } from '../context';
import { isDomainError } from '../errors';
import { prefixedId } from '../ids';
import type { Cents } from '../money';
import type { Authorization, DeclineReason } from './authorization';
import { declineReasonFor } from './authorization-rules';
import {
  holdOf,
  type NetworkTransaction,
  requireTransition,
  updateTransaction,
} from './network-transactions';
import { recordNewTransaction } from './new-transaction';

/** An incremental authorization: raise the PENDING `cardTransactionId` by `amountCents`. */
export interface IncrementInput {
  cardTransactionId: string;
  amountCents: Cents;
}

/**
 * Simulates an incremental authorization (a hotel stay extended, a tip added before settlement): the
 * merchant asks to raise the PENDING authorization `cardTransactionId` by `amountCents`. The increment goes
 * through the authorization's checks, in their order (card status, currency, limits, spend controls,
 * funds), as a new authorization would, with the authorization's own amount already counted. Approved:
 * the hold grows, the authorization's `amountCents` too, CARD_TRANSACTION.UPDATED; its expiry keeps its
 * time. Declined: the authorization is unchanged and the declined increment is recorded as a new FAIL
 * transaction of the same merchant with its `declineReason` (CARD_TRANSACTION.CREATED), which is what
 * this answers (DECISIONS.md B-50). Not PENDING: `conflict`; unknown id: `not_found`.
 *
 * @example
 * increment(ctx, { cardTransactionId, amountCents: 2_000 }).record.amountCents; // 2 000 more
 */
export function increment(ctx: DomainContext, input: IncrementInput): NetworkTransaction {
  // Only a PENDING authorization can grow, the same precondition as a reversal.
  const transaction = requireTransition(ctx, input.cardTransactionId, 'REVERSED');
  const { record, link } = transaction;
  const card = requireCardById(ctx, record.cardId);
  const authorization: Authorization = {
    cardId: record.cardId,
    amountCents: input.amountCents,
    currency: link.merchantCurrency,
    merchantName: record.merchantName,
    mcc: record.mcc,
    merchantCountry: record.merchantCountry,
  };
  let reason: DeclineReason | null = declineReasonFor(ctx, card, authorization) ?? null;
  if (reason === null) {
    try {
      ctx.ledger.increaseHold(
        holdOf(transaction),
        input.amountCents,
        `incremental authorization ${record.cardTransactionId}`,
      );
      return updateTransaction(ctx, transaction, { amountCents: record.amountCents + input.amountCents });
    } catch (error) {
      // The funds rule already checked; a ledger refusal still means a decline, never an API error.
      if (!isDomainError(error) || error.kind !== 'insufficient_funds') throw error;
      reason = 'INSUFFICIENT_FUNDS';
    }
  }
  return recordNewTransaction(ctx, card, authorization, {
    cardTransactionId: prefixedId('txn', ctx.random),
    type: 'AUTHORIZATION',
    status: 'FAIL',
    declineReason: reason,
  });
}
