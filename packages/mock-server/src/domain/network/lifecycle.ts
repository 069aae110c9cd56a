import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { type Cents, formatCents, parseAmount } from '../money';
import type { Input } from '../programs';
import type { TransactionRecord } from '../transactions';
import { type NetworkTransaction, requireTransition, saveTransaction } from './network-transactions';

function amountUpTo(body: Input, most: Cents, what: string): Cents {
  if (body.amount === undefined || body.amount === null) return most;
  const amount = parseAmount(body.amount, 'amount');
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
 * Settles a PENDING authorization (PENDING to CLOSED): `amount` (default: all of it, at most the
 * authorized amount) leaves the sandbox from the hold, the rest of the hold is released. Works whatever
 * the card's state now (a deleted card's authorizations still settle, part 3). CARD_TRANSACTION.UPDATED.
 *
 * @example
 * settle(ctx, { cardTransactionId, amount: '8.00' }).record.settledAmountCents; // 800
 */
export function settle(ctx: DomainContext, input: unknown): NetworkTransaction {
  const { body, transaction } = requireTransition(ctx, input, 'CLOSED');
  const amount = amountUpTo(body, transaction.record.amountCents, 'authorized');
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
export function reverse(ctx: DomainContext, input: unknown): NetworkTransaction {
  const { transaction } = requireTransition(ctx, input, 'REVERSED');
  const holdId = holdOf(transaction);
  const rest = ctx.ledger.getHold(holdId)?.amount ?? 0;
  if (rest > 0) ctx.ledger.release(holdId, `reversal ${transaction.record.cardTransactionId}`, rest);
  return update(ctx, transaction, { status: 'REVERSED' });
}

/**
 * Refunds a settled charge (CLOSED to REFUNDED, final): `amount` (default: all, at most the settled
 * amount) comes back into the card's funding account. CARD_TRANSACTION.UPDATED.
 *
 * @example
 * refund(ctx, { cardTransactionId, amount: '2.00' }).record.refundedAmountCents; // 200
 */
export function refund(ctx: DomainContext, input: unknown): NetworkTransaction {
  const { body, transaction } = requireTransition(ctx, input, 'REFUNDED');
  const amount = amountUpTo(body, transaction.record.settledAmountCents ?? 0, 'settled');
  ctx.ledger.refund(
    transaction.link.fundingAccountId,
    amount,
    `refund ${transaction.record.cardTransactionId}`,
  );
  return update(ctx, transaction, { status: 'REFUNDED', refundedAmountCents: amount });
}
