import type { ApiPromise as CoreApiPromise } from '@card-issuance/sdk-core';

/**
 * The promise every Style A method answers: await it for the resource (the envelope's `data`);
 * `.withResponse()` adds the raw `Response`, `requestId`, `idempotencyKey` and `replayed`; `.asResponse()`
 * is the raw `Response`.
 *
 * @example
 * const card = await client.cards.get(cardId);
 * const { requestId } = await client.cards.get(cardId).withResponse();
 */
export interface ApiPromise<T> extends CoreApiPromise<T> {}
