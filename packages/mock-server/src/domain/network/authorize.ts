import { type CardRecord, requireCardById } from '../cards';
import type { DomainContext } from '../context';
import { DomainError, isDomainError } from '../errors';
import { prefixedId } from '../ids';
import { parseAmount } from '../money';
import { type Input, optionalString, readObject, requiredString } from '../programs';
import type { TransactionRecord } from '../transactions';
import {
  type Authorization,
  DECLINE_REASONS,
  type DeclineReason,
  declineReasonFor,
} from './authorization-rules';
import { type NetworkTransaction, saveTransaction } from './network-transactions';

function optionalMatching(body: Input, name: string, pattern: RegExp, example: string, fallback: string) {
  const value = optionalString(body, name) ?? fallback;
  if (!pattern.test(value)) {
    throw new DomainError('invalid', `${name} must look like "${example}"`, { field: name });
  }
  return value;
}

/**
 * Validates the body of an authorization or explicit decline: `cardId`, `amount` (decimal string,
 * 0.01 to 1,000,000.00), and the optional `currency` (default USD), `merchantName` (default "Test
 * Merchant"), `mcc` (default 5999) and `merchantCountry` (default US).
 *
 * @example
 * readAuthorization(readObject({ cardId, amount: '12.30' })).amountCents; // 1230
 */
export function readAuthorization(body: Input): Authorization {
  const cardId = requiredString(body, 'cardId', { maxLength: 64 });
  const amountCents = parseAmount(body.amount, 'amount');
  return {
    cardId,
    amountCents,
    currency: optionalMatching(body, 'currency', /^[A-Z]{3}$/, 'USD', 'USD'),
    merchantName: optionalString(body, 'merchantName', { maxLength: 100 }) ?? 'Test Merchant',
    mcc: optionalMatching(body, 'mcc', /^[0-9]{4}$/, '5999', '5999'),
    merchantCountry: optionalMatching(body, 'merchantCountry', /^[A-Z]{2}$/, 'US', 'US'),
  };
}

function record(
  ctx: DomainContext,
  card: CardRecord,
  authorization: Authorization,
  declineReason: DeclineReason | null,
  holdId: string | null,
  cardTransactionId: string,
): NetworkTransaction {
  const now = ctx.clock.now();
  const supported = card.currencies.some((c) => c === authorization.currency);
  const transaction: TransactionRecord = {
    programId: card.tenantId,
    environment: card.environment,
    cardTransactionId,
    accountId: card.ownerId,
    cardId: card.id,
    budgetId: card.budgetId,
    type: 'AUTHORIZATION',
    status: declineReason === null ? 'PENDING' : 'FAIL',
    amountCents: authorization.amountCents,
    // The record shows the card's billing currency (the schema's Currency enum); a declined foreign
    // currency stays in the link.
    currency: supported ? authorization.currency : (card.currencies[0] ?? 'USD'),
    settledAmountCents: null,
    refundedAmountCents: null,
    merchantName: authorization.merchantName,
    mcc: authorization.mcc,
    merchantCountry: authorization.merchantCountry,
    declineReason,
    createdAt: now,
    updatedAt: now,
  };
  return saveTransaction(
    ctx,
    {
      record: transaction,
      link: {
        cardTransactionId,
        style: card.style,
        fundingAccountId: card.fundingAccountId,
        holdId,
        merchantCurrency: authorization.currency,
      },
    },
    'created',
  );
}

/**
 * Simulates an authorization arriving at the network for any card. Declined (FAIL with `declineReason`,
 * nothing held) when a rule says so: card FROZEN / CLOSED / EXPIRED, currency not the card's, velocity
 * control exceeded, a registered rule, funds not available. Otherwise PENDING, with a ledger hold on the
 * card's funding account. Either way the transaction is stored and, for a Style B card,
 * CARD_TRANSACTION.CREATED is emitted. Unknown card: `not_found` naming `cardId`.
 *
 * @example
 * const { record } = authorize(ctx, { cardId, amount: '12.30', merchantName: 'Coffee', mcc: '5814' });
 * settle(ctx, { cardTransactionId: record.cardTransactionId });
 */
export function authorize(ctx: DomainContext, input: unknown): NetworkTransaction {
  const authorization = readAuthorization(readObject(input));
  const card = requireCardById(ctx, authorization.cardId);
  const cardTransactionId = prefixedId('txn', ctx.random);
  let reason = declineReasonFor(ctx, card, authorization) ?? null;
  let holdId: string | null = null;
  if (reason === null) {
    try {
      holdId = ctx.ledger.hold(
        card.fundingAccountId,
        authorization.amountCents,
        `authorization ${cardTransactionId}`,
      ).id;
    } catch (error) {
      // The funds rule already checked; a ledger refusal still means a decline, never an API error.
      if (
        !isDomainError(error) ||
        !['insufficient_funds', 'funds_locked', 'not_found'].includes(error.kind)
      ) {
        throw error;
      }
      reason = 'INSUFFICIENT_FUNDS';
    }
  }
  return record(ctx, card, authorization, reason, holdId, cardTransactionId);
}

/**
 * Simulates an explicit decline: a FAIL transaction for the card without touching any funds, whatever the
 * card's state. `reason` is one of {@link DECLINE_REASONS} (default DECLINED_BY_SIMULATION).
 *
 * @example
 * decline(ctx, { cardId, amount: '5.00', reason: 'INSUFFICIENT_FUNDS' }).record.status; // 'FAIL'
 */
export function decline(ctx: DomainContext, input: unknown): NetworkTransaction {
  const body = readObject(input);
  const authorization = readAuthorization(body);
  const reasonText = optionalString(body, 'reason') ?? 'DECLINED_BY_SIMULATION';
  const reason = DECLINE_REASONS.find((r) => r === reasonText);
  if (reason === undefined) {
    throw new DomainError('invalid', `reason must be one of ${DECLINE_REASONS.join(', ')}`, {
      field: 'reason',
    });
  }
  const card = requireCardById(ctx, authorization.cardId);
  return record(ctx, card, authorization, reason, null, prefixedId('txn', ctx.random));
}
