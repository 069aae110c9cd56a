import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { type Cents, formatCents } from '../money';
import {
  holdOf,
  type NetworkTransaction,
  requireTransition,
  updateTransaction,
} from './network-transactions';

/**
 * A step on an existing transaction: settle, reverse, refund or increment `cardTransactionId`. `amountCents`
 * is how much to settle, reverse or refund (default: all of it), or by how much to raise an authorization.
 */
export interface TransactionStepInput {
  cardTransactionId: string;
  amountCents?: Cents | undefined;
}

function amountUpTo(input: TransactionStepInput, most: Cents, what: string): Cents {
  const amount = input.amountCents;
  if (amount === undefined) return most;
  if (amount > most) {
    throw new DomainError('unprocessable', `amount is above the ${what} amount of ${formatCents(most)}`, {
      field: 'amount',
    });
  }
  return amount;
}

/**
 * Settles a PENDING authorization (PENDING to CLOSED): `amountCents` (default: all of it, at most the
 * authorized amount) leaves the sandbox from the hold, the rest of the hold is released. Works whatever
 * the card's state now (a deleted card's authorizations still settle, part 3). CARD_TRANSACTION.UPDATED.
 *
 * @example
 * settle(ctx, { cardTransactionId, amountCents: 800 }).record.settledAmountCents; // 800
 */
export function settle(ctx: DomainContext, input: TransactionStepInput): NetworkTransaction {
  const transaction = requireTransition(ctx, input.cardTransactionId, 'CLOSED');
  const amount = amountUpTo(input, transaction.record.amountCents, 'authorized');
  const holdId = holdOf(transaction);
  const id = transaction.record.cardTransactionId;
  ctx.ledger.capture(holdId, amount, `settlement ${id}`);
  const rest = ctx.ledger.getHold(holdId)?.amount ?? 0;
  if (rest > 0) ctx.ledger.release(holdId, `settlement ${id}: rest of the authorization`, rest);
  return updateTransaction(ctx, transaction, { status: 'CLOSED', settledAmountCents: amount });
}

/**
 * Reverses a PENDING authorization before settlement. Without `amountCents`, or with all of it, the whole
 * hold is released (PENDING to REVERSED); with less, a partial reversal: that much of the hold is released
 * and the authorization stays PENDING for the rest (its `amountCents` shrinks, DECISIONS.md B-50).
 * CARD_TRANSACTION.UPDATED either way.
 *
 * @example
 * reverse(ctx, { cardTransactionId }).record.status; // 'REVERSED'
 * reverse(ctx, { cardTransactionId, amountCents: 500 }).record.status; // 'PENDING', 5.00 less held
 */
export function reverse(ctx: DomainContext, input: TransactionStepInput): NetworkTransaction {
  const transaction = requireTransition(ctx, input.cardTransactionId, 'REVERSED');
  const { amountCents: authorized, cardTransactionId: id } = transaction.record;
  const amount = amountUpTo(input, authorized, 'authorized');
  const holdId = holdOf(transaction);
  if (amount < authorized) {
    ctx.ledger.release(holdId, `partial reversal ${id}`, amount);
    return updateTransaction(ctx, transaction, { amountCents: authorized - amount });
  }
  const rest = ctx.ledger.getHold(holdId)?.amount ?? 0;
  if (rest > 0) ctx.ledger.release(holdId, `reversal ${id}`, rest);
  return updateTransaction(ctx, transaction, { status: 'REVERSED' });
}

/**
 * Refunds a settled charge (CLOSED to REFUNDED, final): `amountCents` (default: all, at most the settled
 * amount) comes back into the card's funding account. CARD_TRANSACTION.UPDATED.
 *
 * @example
 * refund(ctx, { cardTransactionId, amountCents: 200 }).record.refundedAmountCents; // 200
 */
export function refund(ctx: DomainContext, input: TransactionStepInput): NetworkTransaction {
  const transaction = requireTransition(ctx, input.cardTransactionId, 'REFUNDED');
  const amount = amountUpTo(input, transaction.record.settledAmountCents ?? 0, 'settled');
  ctx.ledger.refund(
    transaction.link.fundingAccountId,
    amount,
    `refund ${transaction.record.cardTransactionId}`,
  );
  return updateTransaction(ctx, transaction, { status: 'REFUNDED', refundedAmountCents: amount });
}
