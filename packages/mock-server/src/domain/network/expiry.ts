import type { DomainContext } from '../context';
import { defineJob, scheduleJob } from '../jobs';
import { defineCollection } from '../storage';
import {
  getNetworkTransaction,
  holdOf,
  type NetworkTransaction,
  requireTransition,
  updateTransaction,
} from './network-transactions';

const DAY_MS = 86_400_000;

/** The control API's override of the expiry setting; reset returns to `createMock`'s. */
const NETWORK_SETTINGS = defineCollection<{ authorizationExpiryDays: number }>({ name: 'network.settings' });
const KEY = 'settings';

/**
 * Days after which a PENDING authorization expires: the control API's value (`PUT
 * /_mock/simulate/settings`) until the next reset, else the `authorizationExpiryDays` setting.
 *
 * @example
 * authorizationExpiryDays(ctx); // 7
 */
export function authorizationExpiryDays(ctx: DomainContext): number {
  const stored = ctx.storage.collection(NETWORK_SETTINGS).get(KEY);
  return stored?.authorizationExpiryDays ?? ctx.settings.authorizationExpiryDays;
}

/**
 * Sets the days after which authorizations placed from now on expire (those placed before keep their
 * time); stored with the sandbox, so a reset goes back to the `createMock` setting.
 *
 * @example
 * setAuthorizationExpiryDays(ctx, 30);
 */
export function setAuthorizationExpiryDays(ctx: DomainContext, days: number): void {
  ctx.storage.collection(NETWORK_SETTINGS).put(KEY, { authorizationExpiryDays: days });
}

/** Releases the rest of a PENDING authorization's hold and marks it REVERSED (part 3 has no expired status). */
function endAuthorization(ctx: DomainContext, transaction: NetworkTransaction): NetworkTransaction {
  const { cardTransactionId } = transaction.record;
  const holdId = holdOf(transaction);
  const rest = ctx.ledger.getHold(holdId)?.amount ?? 0;
  if (rest > 0) ctx.ledger.release(holdId, `expiry ${cardTransactionId}`, rest);
  return updateTransaction(ctx, transaction, { status: 'REVERSED' });
}

/**
 * Expires the authorization `cardTransactionId` if it is still PENDING, as its scheduled expiry does: the
 * rest of its hold is released and it becomes REVERSED (DECISIONS.md B-50). CARD_TRANSACTION.UPDATED.
 *
 * @example
 * expireAuthorization(ctx, cardTransactionId);
 */
export function expireAuthorization(ctx: DomainContext, cardTransactionId: string): void {
  const transaction = getNetworkTransaction(ctx, cardTransactionId);
  if (transaction?.record.status !== 'PENDING') return;
  // Already running: the job is gone, nothing to cancel.
  endAuthorization(ctx, { ...transaction, link: { ...transaction.link, expiryJobId: null } });
}

/**
 * Expires the PENDING authorization `cardTransactionId` now (`POST /_mock/simulate/expire`), before its
 * scheduled time, which is cancelled: NOT_FOUND when unknown, CONFLICT when not PENDING.
 *
 * @example
 * expireNow(ctx, cardTransactionId).record.status; // 'REVERSED'
 */
export function expireNow(ctx: DomainContext, cardTransactionId: string): NetworkTransaction {
  return endAuthorization(ctx, requireTransition(ctx, cardTransactionId, 'REVERSED'));
}

const expiryJob = defineJob<{ cardTransactionId: string }>(
  'network.authorization-expiry',
  (ctx, { cardTransactionId }) => expireAuthorization(ctx, cardTransactionId),
);

/**
 * Schedules the expiry of an authorization placed now, {@link authorizationExpiryDays} days on the
 * mock's clock; answers the job's id.
 *
 * @example
 * const expiryJobId = scheduleExpiry(ctx, cardTransactionId);
 */
export function scheduleExpiry(ctx: DomainContext, cardTransactionId: string): string {
  const at = ctx.clock.now() + authorizationExpiryDays(ctx) * DAY_MS;
  return scheduleJob(ctx, expiryJob, at, { cardTransactionId });
}
