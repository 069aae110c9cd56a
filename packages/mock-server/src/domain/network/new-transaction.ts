import type { CardRecord } from '../cards';
import type { DomainContext } from '../context';
import type { Cents } from '../money';
import type { TransactionRecord } from '../transactions';
import type { Authorization } from './authorization';
import { type NetworkTransaction, saveTransaction } from './network-transactions';

/** What differs between the transactions the network creates: authorizations, force captures, refunds. */
export interface NewTransactionFields {
  cardTransactionId: string;
  type: TransactionRecord['type'];
  status: TransactionRecord['status'];
  settledAmountCents?: Cents | null;
  refundedAmountCents?: Cents | null;
  declineReason?: string | null;
  holdId?: string | null;
  expiryJobId?: string | null;
}

/**
 * Stores a new transaction of `card` for the merchant of `authorization` and publishes its creation
 * (CARD_TRANSACTION.CREATED on a Style B card).
 *
 * @example
 * recordNewTransaction(ctx, card, authorization, { cardTransactionId, type: 'REFUND', status: 'REFUNDED', refundedAmountCents: 500 });
 */
export function recordNewTransaction(
  ctx: DomainContext,
  card: CardRecord,
  authorization: Authorization,
  fields: NewTransactionFields,
): NetworkTransaction {
  const now = ctx.clock.now();
  const { cardTransactionId } = fields;
  const supported = card.currencies.some((c) => c === authorization.currency);
  const record: TransactionRecord = {
    programId: card.tenantId,
    environment: card.environment,
    cardTransactionId,
    accountId: card.ownerId,
    cardId: card.id,
    budgetId: card.budgetId,
    type: fields.type,
    status: fields.status,
    amountCents: authorization.amountCents,
    // The record shows the card's billing currency (the schema's Currency enum); a declined foreign
    // currency stays in the link.
    currency: supported ? authorization.currency : (card.currencies[0] ?? 'USD'),
    settledAmountCents: fields.settledAmountCents ?? null,
    refundedAmountCents: fields.refundedAmountCents ?? null,
    merchantName: authorization.merchantName,
    mcc: authorization.mcc,
    merchantCountry: authorization.merchantCountry,
    declineReason: fields.declineReason ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const link = {
    cardTransactionId,
    style: card.style,
    fundingAccountId: card.fundingAccountId,
    holdId: fields.holdId ?? null,
    merchantCurrency: authorization.currency,
    expiryJobId: fields.expiryJobId ?? null,
  };
  return saveTransaction(ctx, { record, link }, 'created');
}
