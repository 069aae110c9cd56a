import type { StyleBSuccessCode } from '../errors/error-code';

/**
 * A successful call: the envelope's `data`, its `code` (a no-op of B-1 is a success with `noop: true`),
 * the `request-id` of the answer, and the keys the call was sent with.
 *
 * @example
 * const { data: card, noop, requestId } = await client.cards.freeze({ cardId, accountId });
 * if (noop) console.log('already frozen', requestId);
 */
export interface StyleBResult<T> {
  data: T;
  /** `000000`, or `020010` / `020011` for an operation skipped because it was already done. */
  code: StyleBSuccessCode;
  /** True for the idempotent no-ops 020010 and 020011. */
  noop: boolean;
  message: string;
  /** The `request-id` response header (G-3). */
  requestId: string | null;
  /** True when the service replayed the answer of an earlier call with the same key (G-8). */
  replayed: boolean;
  /** The `Idempotency-Key` sent, for operations that take one. */
  idempotencyKey: string | null;
  /** The `clientTransactionId` sent (generated when omitted), for transfers. */
  clientTransactionId: string | null;
}
