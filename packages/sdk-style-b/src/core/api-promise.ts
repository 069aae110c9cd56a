import type {
  ApiPromise as CoreApiPromise,
  PagePromise as CorePagePromise,
  WithResponse as CoreWithResponse,
} from '@card-issuance/sdk-core';
import type { StyleBSuccessCode } from '../errors/error-code';
import type { Page } from '../pagination/page';

/**
 * What `.withResponse()` resolves to: the resource, the raw `Response`, the `request-id`, the keys the call
 * was sent with, and the envelope's `code` (a no-op of B-1 is a success with `noop: true`).
 *
 * @example
 * const { data: card, noop, requestId } = await client.cards.freeze(cardId, { accountId }).withResponse();
 * if (noop) console.log('already frozen', requestId);
 */
export interface WithResponse<T> extends CoreWithResponse<T> {
  /** `000000`, or `020010` / `020011` for an operation skipped because it was already done. */
  code: StyleBSuccessCode;
  /** True for the idempotent no-ops 020010 and 020011. */
  noop: boolean;
  /** The envelope's `message`. */
  message: string;
  /** The `clientTransactionId` sent (generated when omitted), for transfers; null otherwise. */
  clientTransactionId: string | null;
}

/**
 * The promise every Style B method answers: await it for the resource; `.withResponse()` adds the
 * response, ids and envelope code; `.asResponse()` is the raw `Response`.
 *
 * @example
 * const card = await client.cards.freeze(cardId, { accountId });
 * const { noop } = await client.cards.freeze(cardId, { accountId }).withResponse();
 */
export interface ApiPromise<T> extends CoreApiPromise<T, WithResponse<T>> {}

/**
 * What a Style B list answers: awaits to the first {@link Page}, `for await` walks every record.
 *
 * @example
 * for await (const card of client.cards.list({ accountId })) console.log(card.cardId);
 */
export interface PagePromise<T> extends CorePagePromise<Page<T>, T, WithResponse<Page<T>>> {}
