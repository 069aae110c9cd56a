import type { AuthScheme } from '../auth/with-auth';
import type { ConnectionError, ConnectionErrorInit } from '../errors/connection-error';
import type { Answer, OperationParts } from './create-core-client';
import type { OperationDef } from './operation-def';

/**
 * What one style plugs into the shared binder and request path: how it carries its token, its connection
 * error, what it adds to a call before sending, its error mapping and its envelope. Everything else
 * (calling convention, keys, retries, tokens) is the same for both styles.
 *
 * @example
 * const STYLE_X_POLICY: StylePolicy = {
 *   auth: BEARER_AUTH,
 *   connectionError: (init) => new StyleXConnectionError(init),
 *   check: throwIfStyleXError,
 *   unwrap: (_op, answer) => ({ data: (answer.body as { data?: unknown }).data }),
 * };
 */
export interface StylePolicy {
  /** Carries the token and recognises a refused one (passed on to `createCoreClient`). */
  auth: AuthScheme;
  /** The style's error for a call that got no answer (passed on to `createCoreClient`). */
  connectionError: (init: ConnectionErrorInit) => ConnectionError;
  /**
   * The parts actually sent, for a style that fills something in (Style B: a JSON body on every write,
   * a generated `clientTransactionId`).
   * @default the parts as the method built them
   */
  prepare?: (op: OperationDef, parts: OperationParts) => OperationParts;
  /** Throws the style's API error for an answer that is not a success (its error mapping). */
  check: (op: OperationDef, answer: Answer) => void;
  /**
   * The envelope of a success unwrapped: `data`, and any field the style adds to `.withResponse()`
   * (`sent` is what `prepare` made).
   */
  unwrap: (op: OperationDef, answer: Answer, sent: OperationParts) => Unwrapped;
}

/**
 * What a style's `unwrap` hands back: the resource and the style's own `.withResponse()` fields.
 *
 * @example
 * const unwrapped: Unwrapped = { data: card, code: '000000', noop: false };
 */
export interface Unwrapped {
  data: unknown;
  [field: string]: unknown;
}
