import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { type Cents, formatCents } from '../money';
import type { TransactionRecord } from '../transactions';
import { type NetworkTransaction, requireTransition, saveTransaction } from './network-transactions';

/**
 * A step on an existing transaction: settle, reverse or refund `cardTransactionId`. `amountCents` is how
 * much to settle or refund (default: all of it); reverse takes none.
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

function update(
  ctx: DomainContext,
  transaction: NetworkTransaction,
  changes: Partial<TransactionRecord>,
): NetworkTransaction {
  const record = { ...transaction.record, ...changes, updatedAt: ctx.clock.now() };
  return saveTransaction(ctx, { record, link: transaction.link }, 'updated');
}

function holdOf(transaction: NetworkTransaction): string {
  // Every PENDING transaction was created with a hold; a missing one means corrupted state, not bad input.
  const { holdId } = transaction.link;
  if (holdId === null)
    throw new Error(`PENDING transaction ${transaction.record.cardTransactionId} has no hold`);
  return holdId;
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
  return update(ctx, transaction, { status: 'CLOSED', settledAmountCents: amount });
}

/**
 * Reverses a PENDING authorization before settlement (PENDING to REVERSED): the whole hold is released.
 * CARD_TRANSACTION.UPDATED.
 *
 * @example
 * reverse(ctx, { cardTransactionId }).record.status; // 'REVERSED'
 */
export function reverse(
  ctx: DomainContext,
  input: Pick<TransactionStepInput, 'cardTransactionId'>,
): NetworkTransaction {
  const transaction = requireTransition(ctx, input.cardTransactionId, 'REVERSED');
  const holdId = holdOf(transaction);
  const rest = ctx.ledger.getHold(holdId)?.amount ?? 0;
  if (rest > 0) ctx.ledger.release(holdId, `reversal ${transaction.record.cardTransactionId}`, rest);
  return update(ctx, transaction, { status: 'REVERSED' });
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
  return update(ctx, transaction, { status: 'REFUNDED', refundedAmountCents: amount });
}
