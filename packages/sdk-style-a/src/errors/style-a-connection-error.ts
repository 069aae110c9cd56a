import { ConnectionError } from '@card-issuance/sdk-core';

/**
 * No answer came back: the connection failed, or every attempt timed out (after the retries the call was
 * allowed). For a keyed call, retrying with the same `idempotencyKey` is safe.
 *
 * @example
 * try {
 *   await client.cards.create(input, { idempotencyKey: key });
 * } catch (error) {
 *   if (error instanceof StyleAConnectionError) await client.cards.create(input, { idempotencyKey: key });
 * }
 */
export class StyleAConnectionError extends ConnectionError {
  override readonly name: string = 'StyleAConnectionError';
}
