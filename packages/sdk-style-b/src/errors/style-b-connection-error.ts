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
export class StyleBConnectionError extends Error {
  override readonly name = 'StyleBConnectionError';
  /** True when the last attempt hit the per-attempt timeout rather than a network failure. */
  readonly timedOut: boolean;
  /** HTTP method of the failed call. */
  readonly method: string;
  /** Path of the failed call, without the query string. */
  readonly path: string;

  constructor(init: { timedOut: boolean; method: string; path: string; cause?: unknown }) {
    super(
      `${init.timedOut ? 'Timed out' : 'Network failure'} calling ${init.method} ${init.path}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.timedOut = init.timedOut;
    this.method = init.method;
    this.path = init.path;
  }
}
