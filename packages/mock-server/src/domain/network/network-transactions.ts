import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { emitEvent, readObject, requiredString } from '../programs';
import {
  TRANSACTIONS_COLLECTION,
  type TransactionRecord,
  type TransactionStatus,
  transactionView,
} from '../transactions';

/**
 * What the network keeps beside a transaction and no view shows: the card's style, the ledger account and
 * hold behind it, and the merchant's own currency.
 */
export interface NetworkLink {
  cardTransactionId: string;
  style: 'a' | 'b';
  fundingAccountId: string;
  /** The ledger hold of a PENDING authorization; `null` for a declined one. */
  holdId: string | null;
  /** The currency the merchant asked for (the record shows the card's billing currency). */
  merchantCurrency: string;
}

/** A transaction with its network link. */
export interface NetworkTransaction {
  record: TransactionRecord;
  link: NetworkLink;
}

/** What happened to a transaction, for {@link TransactionHook}s. */
export interface TransactionChange {
  kind: 'created' | 'updated';
  transaction: NetworkTransaction;
}

/** Reacts to a transaction change. */
export type TransactionHook = (ctx: DomainContext, change: TransactionChange) => void;

/**
 * The only status changes part 3 allows; FAIL, REVERSED and REFUNDED are final.
 *
 * @example
 * ALLOWED_TRANSITIONS.PENDING.includes('CLOSED'); // true
 * ALLOWED_TRANSITIONS.REVERSED; // []
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  PENDING: ['CLOSED', 'REVERSED'],
  CLOSED: ['REFUNDED'],
  FAIL: [],
  REVERSED: [],
  REFUNDED: [],
};

const transactions = (ctx: DomainContext) =>
  ctx.storage.collection<TransactionRecord>(TRANSACTIONS_COLLECTION);
const links = (ctx: DomainContext) => ctx.storage.collection<NetworkLink>('network.links');

// Style A transaction events are issue 5's: this hook is where they plug in (module-level, see
// network-card.ts). Style B events are built in.
const hooks: TransactionHook[] = [];

/**
 * Adds a hook called after every transaction change of any style: where Style A (issue 5) emits its own
 * events, since the network emits CARD_TRANSACTION.* only for Style B cards. The answer removes it.
 *
 * @example
 * registerTransactionHook((ctx, { kind, transaction }) => {
 *   if (transaction.link.style === 'a') emitStyleATransactionEvent(ctx, kind, transaction.record);
 * });
 */
export function registerTransactionHook(hook: TransactionHook): () => void {
  if (!hooks.includes(hook)) hooks.push(hook);
  return () => {
    const index = hooks.indexOf(hook);
    if (index >= 0) hooks.splice(index, 1);
  };
}

/**
 * Stores a transaction and its link, then announces it: CARD_TRANSACTION.CREATED or .UPDATED with the
 * transaction view for Style B cards (DECISIONS.md E-2), and every registered hook.
 *
 * @example
 * saveTransaction(ctx, { record, link }, 'created');
 */
export function saveTransaction(
  ctx: DomainContext,
  transaction: NetworkTransaction,
  kind: TransactionChange['kind'],
): NetworkTransaction {
  const { record, link } = transaction;
  transactions(ctx).put(record.cardTransactionId, record);
  links(ctx).put(link.cardTransactionId, link);
  if (link.style === 'b') {
    const type = kind === 'created' ? 'CARD_TRANSACTION.CREATED' : 'CARD_TRANSACTION.UPDATED';
    emitEvent(ctx, record, type, transactionView(record));
  }
  for (const hook of [...hooks]) {
    try {
      hook(ctx, { kind, transaction });
    } catch (error) {
      // Like event subscribers (ctx.emit): a hook's bug must not fail the network step that already happened.
      console.error('transaction hook failed', error);
    }
  }
  return transaction;
}

/**
 * A transaction of the network by id, or `undefined`.
 *
 * @example
 * getNetworkTransaction(ctx, cardTransactionId)?.record.status; // 'PENDING'
 */
export function getNetworkTransaction(
  ctx: DomainContext,
  cardTransactionId: string,
): NetworkTransaction | undefined {
  const record = transactions(ctx).get(cardTransactionId);
  const link = links(ctx).get(cardTransactionId);
  return record && link ? { record, link } : undefined;
}

/**
 * Reads `cardTransactionId` from a step's input and checks that the transaction may move to `to`:
 * `not_found` for an unknown id, `conflict` (naming `cardTransactionId`) for a transition part 3 forbids.
 *
 * @example
 * const { body, transaction } = requireTransition(ctx, input, 'CLOSED');
 */
export function requireTransition(
  ctx: DomainContext,
  input: unknown,
  to: TransactionStatus,
): { body: Record<string, unknown>; transaction: NetworkTransaction } {
  const body = readObject(input);
  const id = requiredString(body, 'cardTransactionId', { maxLength: 64 });
  const transaction = getNetworkTransaction(ctx, id);
  if (!transaction) {
    throw new DomainError('not_found', `card transaction ${id} not found`, { field: 'cardTransactionId' });
  }
  const from = transaction.record.status;
  if (!ALLOWED_TRANSITIONS[from].includes(to)) {
    throw new DomainError('conflict', `card transaction ${id} is ${from} and cannot become ${to}`, {
      field: 'cardTransactionId',
      reason: 'transaction_status',
    });
  }
  return { body, transaction };
}
