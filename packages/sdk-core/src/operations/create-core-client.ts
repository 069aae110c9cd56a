import type { Client, ClientOptions as RawClientOptions } from 'openapi-fetch';
import { type CachedToken, createTokenCache, type TokenCache } from '../auth/token-cache';
import type { AuthScheme, CallPolicy } from '../auth/with-auth';
import { withAuth } from '../auth/with-auth';
import type { ConnectionError, ConnectionErrorInit } from '../errors/connection-error';
import { toTransportError } from '../errors/to-transport-error';
import { lazyClient } from '../raw/lazy-client';
import { CallTracing } from '../tracing/call-tracing';
import type { TracingModule } from '../tracing/open-telemetry';
import { createTransport } from '../transport/create-transport';
import { levelFilter } from '../transport/logger';
import { DEFAULT_RETRY_POLICY } from '../transport/retry-policy';
import type { CallOptions } from './call-options';
import type { ClientOptions } from './client-options';
import type { OperationDef, OperationParts } from './operation-def';
import { type ReadBody, readBody } from './read-body';
import { isRetryable } from './retryable';
import { toRequest } from './to-request';

/**
 * What one call answered: the Response (body read), its body (see {@link ReadBody}), and the key it was
 * sent with.
 *
 * @example
 * const { response, body, nonJson, idempotencyKey } = await run(OPS.createCard, { body }, options);
 */
export interface Answer extends ReadBody {
  response: Response;
  idempotencyKey: string | null;
}

/**
 * Sends one operation of the table through the client's one request path.
 *
 * @example
 * const answer = await run(STYLE_A_OPERATIONS.getCard, { path: { id } }, { signal });
 */
export type Runner = (op: OperationDef, parts: OperationParts, options?: CallOptions) => Promise<Answer>;

/**
 * What an SDK's lazily loaded raw-client file exports: openapi-fetch's `createClient`.
 *
 * @example
 * // src/internal/raw-client.ts of an SDK
 * export { default as createClient } from 'openapi-fetch';
 */
export interface RawClientModule {
  createClient<Paths extends {}>(options: RawClientOptions): Client<Paths>;
}

/**
 * The options both SDKs take, plus what each style plugs in.
 *
 * @example
 * createCoreClient({
 *   baseUrl, anonymousPaths: ANONYMOUS_PATHS, auth: bearer, fetchToken, connectionError,
 *   loadRawClient: () => import('../internal/raw-client.js'),
 * });
 */
export interface CoreClientOptions<T extends CachedToken> extends ClientOptions {
  baseUrl: string;
  /** The spec's paths called without a token (generated `ANONYMOUS_PATHS`); raw calls to them get none. */
  anonymousPaths: readonly string[];
  /** Operations of the table that are safe to repeat though neither read nor keyed. */
  repeatable?: ReadonlySet<OperationDef>;
  auth: AuthScheme;
  /** Fetches a token through `run` (the token operations are anonymous). */
  fetchToken: (run: Runner, now: () => number) => Promise<T>;
  /** The style's connection error. */
  connectionError: (init: ConnectionErrorInit) => ConnectionError;
  /** Loads openapi-fetch's client for `raw` on its first call (a separate file of the SDK). */
  loadRawClient: () => Promise<RawClientModule>;
  /**
   * Loads the SDK's `internal/tracing.js` on the first call, when `@opentelemetry/api` is installed or a
   * logger or hook reads the operations' names: those names (for hooks, logs and spans) and the spans.
   * Without it calls are neither named nor traced.
   */
  loadTracing?: () => Promise<TracingModule>;
}

/**
 * What an SDK is built on: the typed openapi-fetch client (`raw`, loaded on its first call), the runner of
 * its methods, and the token cache. Both go through one request path: token, one replay after a refused
 * token, retries.
 *
 * @example
 * const core = createCoreClient<paths, CachedToken>({ ... });
 * const { data } = await core.raw.GET('/v1/cards');
 */
export interface CoreClient<Paths extends {}, T extends CachedToken> {
  raw: Client<Paths>;
  run: Runner;
  tokens: TokenCache<T>;
}

/**
 * Creates a {@link CoreClient} from the resolved options of an SDK.
 *
 * @example
 * const core = createCoreClient<paths, CachedToken>({ baseUrl, anonymousPaths, auth, fetchToken, connectionError, loadRawClient });
 */
export function createCoreClient<Paths extends {}, T extends CachedToken>(
  options: CoreClientOptions<T>,
): CoreClient<Paths, T> {
  const retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const logger = levelFilter(options.logger, options.logLevel ?? 'debug');
  const now = options.now ?? Date.now;
  const defaults = { timeoutMs: options.timeoutMs ?? 30_000, maxRetries: retry.maxRetries };
  const hooks = { onRequest: options.onRequest, onResponse: options.onResponse, onRetry: options.onRetry };
  const send = createTransport({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retry,
    logger,
    hooks,
  });
  // Built once per client, not per call: the base URL without its trailing slash.
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  // Names (for hooks, logs and spans) and spans come with the tracing file, loaded when read.
  const named = Boolean(logger || hooks.onRequest || hooks.onResponse || hooks.onRetry);
  const tracing = new CallTracing(options.loadTracing, named);
  const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;
  // Raw calls skip the token on the spec's anonymous paths (the token endpoints).
  const anonymousPaths = options.anonymousPaths.filter((path) => !path.includes('{'));
  const { repeatable } = options;

  let run: Runner;
  const tokens = createTokenCache<T>({
    now,
    refreshMarginMs: options.tokenRefreshMarginMs ?? 60_000,
    fetchToken: (reason) => {
      logger?.({
        level: 'info',
        event: 'auth',
        method: '',
        url: options.baseUrl,
        retryCount: 0,
        headers: {},
        reason,
      });
      return options.fetchToken(run, now);
    },
  });
  const sendAuthorized = withAuth(send, tokens, options.auth);

  // A raw call is retried by method and by the Idempotency-Key it carries; generated keys are the methods' job.
  const rawPolicy = (request: Request): CallPolicy => {
    const { pathname } = new URL(request.url);
    return {
      ...defaults,
      retryable: isRetryable(request.method, { keyed: request.headers.has('idempotency-key') }),
      anonymous: anonymousPaths.some((path) => pathname.endsWith(path)),
      signal: request.signal,
    };
  };
  const raw = lazyClient<Paths>(async () =>
    (await options.loadRawClient()).createClient<Paths>({
      baseUrl: options.baseUrl,
      fetch: (request: Request) => sendAuthorized(request, rawPolicy(request)),
    }),
  );

  run = async (op, parts, callOptions = {}) => {
    const { signal } = callOptions;
    const idempotencyKey = op.idempotency ? (callOptions.idempotencyKey ?? crypto.randomUUID()) : null;
    const policy: CallPolicy = {
      retryable: isRetryable(op.method, { keyed: idempotencyKey !== null, op, repeatable }),
      timeoutMs: callOptions.timeoutMs ?? defaults.timeoutMs,
      maxRetries: callOptions.maxRetries ?? defaults.maxRetries,
      signal,
      anonymous: op.anonymous,
    };
    let headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : NO_HEADERS;
    const loading = tracing.ready();
    if (loading) await loading;
    policy.operation = tracing.operationOf(op);
    const trace = tracing.start(op, policy.operation.id, headers);
    let retries = 0;
    if (trace) {
      headers = trace.headers;
      policy.onRetry = () => {
        retries += 1;
      };
    }
    // Outside the try: a bad path id is the caller's TypeError, never a connection failure.
    const request = toRequest(baseUrl, op, parts, headers);
    try {
      const response = await sendAuthorized(request, policy);
      const read = await readBody(response);
      trace?.end(retries, response, read.body);
      return { response, ...read, idempotencyKey };
    } catch (error) {
      trace?.end(retries, undefined, error);
      throw toTransportError(error, { method: op.method, path: op.path, signal }, options.connectionError);
    }
  };
  return { raw, run, tokens };
}
