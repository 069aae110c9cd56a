import type { components } from '@card-issuance/contracts/style-b-types';

/** A Style B card transaction record (the payload of CARD_TRANSACTION.* events). */
export type CardTransaction = components['schemas']['Transaction'];

/** Where transactions are kept, keyed by `cardTransactionId`; the default is a `Map`. */
export interface TransactionStore<T extends CardTransaction = CardTransaction> {
  get(cardTransactionId: string): T | undefined | Promise<T | undefined>;
  set(cardTransactionId: string, transaction: T): unknown;
}

/** Options of `createTransactionUpserter`. */
export interface TransactionUpserterOptions<T extends CardTransaction = CardTransaction> {
  /** Where transactions are kept. @default new Map() */
  store?: TransactionStore<T>;
}

/** Keeps the latest state of each card transaction, whatever order its events arrive in. */
export interface TransactionUpserter<T extends CardTransaction = CardTransaction> {
  /** Stores `transaction` unless the stored one is newer; answers whether it was applied and what is stored. */
  upsert(transaction: T): Promise<{ applied: boolean; transaction: T }>;
  /** The stored state of one transaction. */
  get(cardTransactionId: string): Promise<T | undefined>;
}

const STATUS_ORDER: Record<string, number> = { PENDING: 0, FAIL: 1, CLOSED: 1, REVERSED: 1, REFUNDED: 2 };

/**
 * Whether `next` is at least as recent as `current`: later `updatedAt` wins; on the same instant the later
 * lifecycle status wins (PENDING, then FAIL/CLOSED/REVERSED, then REFUNDED); otherwise `next` wins.
 *
 * @example
 * isSameOrNewerTransaction(settled, pending); // true
 */
export function isSameOrNewerTransaction(next: CardTransaction, current: CardTransaction): boolean {
  const byTime = Date.parse(next.updatedAt) - Date.parse(current.updatedAt);
  if (byTime !== 0) return byTime > 0;
  return (STATUS_ORDER[next.status] ?? 0) >= (STATUS_ORDER[current.status] ?? 0);
}

/**
 * Upserts transactions by `cardTransactionId` (part 6.1 rule 4): a retried CARD_TRANSACTION.CREATED
 * arriving after its CARD_TRANSACTION.UPDATED does not roll the record back. With a database store, do the
 * same comparison in one conditional statement to be safe under concurrency.
 *
 * @example
 * const transactions = createTransactionUpserter();
 * if (event.eventType.startsWith('CARD_TRANSACTION.')) await transactions.upsert(event.payload);
 */
export function createTransactionUpserter<T extends CardTransaction = CardTransaction>(
  options: TransactionUpserterOptions<T> = {},
): TransactionUpserter<T> {
  const store = options.store ?? new Map<string, T>();
  return {
    async upsert(transaction) {
      const current = await store.get(transaction.cardTransactionId);
      if (current !== undefined && !isSameOrNewerTransaction(transaction, current)) {
        return { applied: false, transaction: current };
      }
      await store.set(transaction.cardTransactionId, transaction);
      return { applied: true, transaction };
    },
    async get(cardTransactionId) {
      return store.get(cardTransactionId);
    },
  };
}
