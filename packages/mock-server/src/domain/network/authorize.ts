import { type CardRecord, requireCardById } from '../cards';
import type { DomainContext } from '../context';
import { isDomainError } from '../errors';
import { prefixedId } from '../ids';
import type { Cents } from '../money';
import type { Authorization, DeclineReason } from './authorization';
import { declineReasonFor } from './authorization-rules';
import { scheduleExpiry } from './expiry';
import type { NetworkTransaction } from './network-transactions';
import { recordNewTransaction } from './new-transaction';

/**
 * An authorization or explicit decline as the network receives it, already validated (the control API
 * reads it with the contract's schema): the merchant fields default to USD, "Test Merchant", 5999 and US.
 */
export interface AuthorizationInput {
  cardId: string;
  amountCents: Cents;
  /** Three upper-case letters; default USD. */
  currency?: string | undefined;
  /** Default "Test Merchant". */
  merchantName?: string | undefined;
  /** Four digits; default 5999. */
  mcc?: string | undefined;
  /** Two upper-case letters; default US. */
  merchantCountry?: string | undefined;
}

/** An explicit decline: an authorization and the reason to record (default DECLINED_BY_SIMULATION). */
export interface DeclineInput extends AuthorizationInput {
  reason?: DeclineReason | undefined;
}

/**
 * The authorization `input` describes, with the documented defaults applied.
 *
 * @example
 * toAuthorization({ cardId, amountCents: 1230 }).merchantName; // 'Test Merchant'
 */
export function toAuthorization(input: AuthorizationInput): Authorization {
  return {
    cardId: input.cardId,
    amountCents: input.amountCents,
    currency: input.currency ?? 'USD',
    merchantName: input.merchantName ?? 'Test Merchant',
    mcc: input.mcc ?? '5999',
    merchantCountry: input.merchantCountry ?? 'US',
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
  const pending = declineReason === null;
  return recordNewTransaction(ctx, card, authorization, {
    cardTransactionId,
    type: 'AUTHORIZATION',
    status: pending ? 'PENDING' : 'FAIL',
    declineReason,
    holdId,
    expiryJobId: pending ? scheduleExpiry(ctx, cardTransactionId) : null,
  });
}

/**
 * Simulates an authorization arriving at the network for any card. Declined (FAIL with `declineReason`,
 * nothing held) when a rule says so: card FROZEN / CLOSED / EXPIRED, currency not the card's, velocity
 * control exceeded, a registered rule, funds not available. Otherwise PENDING, with a ledger hold on the
 * card's funding account, expiring after the `authorizationExpiryDays` setting unless settled or reversed
 * first. Either way the transaction is stored and, for a Style B card, CARD_TRANSACTION.CREATED is emitted. Unknown card: `not_found` naming `cardId`.
 *
 * @example
 * const { record } = authorize(ctx, { cardId, amountCents: 1230, merchantName: 'Coffee', mcc: '5814' });
 * settle(ctx, { cardTransactionId: record.cardTransactionId });
 */
export function authorize(ctx: DomainContext, input: AuthorizationInput): NetworkTransaction {
  const authorization = toAuthorization(input);
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
 * decline(ctx, { cardId, amountCents: 500, reason: 'INSUFFICIENT_FUNDS' }).record.status; // 'FAIL'
 */
export function decline(ctx: DomainContext, input: DeclineInput): NetworkTransaction {
  const authorization = toAuthorization(input);
  const card = requireCardById(ctx, authorization.cardId);
  const reason = input.reason ?? 'DECLINED_BY_SIMULATION';
  return record(ctx, card, authorization, reason, null, prefixedId('txn', ctx.random));
}
