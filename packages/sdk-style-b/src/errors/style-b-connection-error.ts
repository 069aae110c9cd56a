import { ConnectionError } from '@card-issuance/sdk-core';

/**
 * No answer came back: the connection failed, or every attempt timed out (after the retries the call was
 * allowed). For a keyed call, retrying with the same `idempotencyKey` is safe.
 *
 * @example
 * try {
 *   await client.cards.issue(input, { idempotencyKey: key });
 * } catch (error) {
 *   if (error instanceof StyleBConnectionError && error.timedOut) await client.cards.issue(input, { idempotencyKey: key });
 * }
 */
export class StyleBConnectionError extends ConnectionError {
  override readonly name: string = 'StyleBConnectionError';
}
