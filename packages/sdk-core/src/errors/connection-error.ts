/**
 * What a {@link ConnectionError} is built from.
 *
 * @example
 * const init: ConnectionErrorInit = { timedOut: true, method: 'GET', path: '/v1/cards' };
 */
export interface ConnectionErrorInit {
  timedOut: boolean;
  method: string;
  path: string;
  cause?: unknown;
}

/**
 * Base of each style's connection error: no answer came back (the connection failed, or every attempt
 * timed out after the retries the call was allowed).
 *
 * @example
 * class StyleXConnectionError extends ConnectionError {
 *   override readonly name = 'StyleXConnectionError';
 * }
 */
export class ConnectionError extends Error {
  /** True when the last attempt hit the per-attempt timeout rather than a network failure. */
  declare readonly timedOut: boolean;
  /** HTTP method of the failed call. */
  declare readonly method: string;
  /** Path template of the failed call, without the query string. */
  declare readonly path: string;

  constructor(init: ConnectionErrorInit) {
    super(
      `${init.timedOut ? 'Timed out' : 'Network failure'} calling ${init.method} ${init.path}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    const { timedOut, method, path } = init;
    Object.assign(this, { timedOut, method, path });
  }
}
