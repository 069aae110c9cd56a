import type { CachedToken } from '../auth/token-cache';
import type { AuthScheme } from '../auth/with-auth';
import type { ApiError } from '../errors/api-error';
import type { ApiErrorClasses } from '../errors/status-errors';
import type { Answer, CoreClientOptions } from './create-core-client';
import type { OperationDef, OperationParts } from './operation-def';

/**
 * What one style plugs into sdk-core: how it carries its token, its spec's anonymous paths
 * and loaded-later files, its errors and how its envelope says a call failed, what it adds to a call
 * before sending, and how it unwraps a success. Everything else (calling convention, keys, retries,
 * tokens, error classes by status) is the same for both styles.
 *
 * @example
 * const STYLE_X_POLICY: StylePolicy = {
 *   client: 'createStyleXClient', auth: BEARER_AUTH, errors: STYLE_X_ERRORS, connectionError: toStyleXConnectionError, anonymousPaths: OPS.ANONYMOUS_PATHS,
 *   loadRawClient: () => import('./raw-client.js'),
 *   failure: (_op, answer) => (answer.response.ok ? undefined : (answer.body as Envelope).error),
 *   unwrap: (_op, answer) => ({ data: (answer.body as Envelope).data }),
 * };
 */
export interface StylePolicy
  extends Pick<
    CoreClientOptions<CachedToken>,
    'anonymousPaths' | 'repeatable' | 'loadRawClient' | 'loadTracing' | 'connectionError'
  > {
  /** The SDK's create function, named by the errors of its options (`createStyleXClient: clientSecret is required`). */
  client: string;
  /** Carries the token and recognises a refused one. */
  auth: AuthScheme;
  /** The style's API error base and its class per HTTP status family. */
  errors: ApiErrorClasses<ApiError<string>>;
  /**
   * The parts actually sent, for a style that fills something in (Style B: a JSON body on every write,
   * a generated `clientTransactionId`).
   * @default the parts as the method built them
   */
  prepare?: (op: OperationDef, parts: OperationParts) => OperationParts;
  /**
   * The `code` and `message` of an answer that is not a success, read from the style's envelope, for
   * the error of its status family; undefined for a success.
   */
  failure: (op: OperationDef, answer: Answer) => { code?: unknown; message?: unknown } | undefined;
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
