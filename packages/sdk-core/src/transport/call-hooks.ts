/**
 * What a hook sees of one call: read-only, secrets left out (no headers, no bodies), query values redacted.
 *
 * @example
 * const view: CallView = { operationId: 'getCard', method: 'GET', urlTemplate: '/v1/cards/{id}', url, attempt: 0, status: 200, requestId: 'req_1', durationMs: 12 };
 */
export interface CallView {
  /** The spec's `operationId` (`getCard`); `undefined` for `client.raw` calls. */
  readonly operationId: string | undefined;
  readonly method: string;
  /** The spec's path template, for example `/v1/cards/{id}` (`undefined` for `client.raw` calls). */
  readonly urlTemplate: string | undefined;
  /** The URL sent, query values replaced by `[REDACTED]`. */
  readonly url: string;
  /** 0 for the first attempt, then 1, 2... */
  readonly attempt: number;
  /** HTTP status of the answer (`onResponse`; on `onRetry` when an answer caused it). */
  readonly status?: number | undefined;
  /** The `request-id` header of the answer. */
  readonly requestId?: string | null | undefined;
  /** Milliseconds since the call began (`onResponse`, `onRetry`). */
  readonly durationMs?: number | undefined;
  /** Why a retry happens: `HTTP 503`, `TimeoutError`, `NetworkError` (`onRetry`). */
  readonly reason?: string | undefined;
}

/**
 * A hook of the client options. Its return value is ignored and it is not awaited; what it throws (or a
 * promise it returns rejects with) is caught, logged at `warn` as a `hook` entry, and never reaches the call.
 *
 * @example
 * const onResponse: CallHook = (view) => metrics.observe(view.operationId, view.status, view.durationMs);
 */
export type CallHook = (view: CallView) => unknown;

/**
 * The three hooks, resolved from the client options.
 *
 * @example
 * const hooks: CallHooks = { onRequest: (view) => console.log(view.method, view.url) };
 */
export interface CallHooks {
  onRequest?: CallHook | undefined;
  onResponse?: CallHook | undefined;
  onRetry?: CallHook | undefined;
}

/**
 * Calls a hook so that it can never break the call: a throw or a rejected promise goes to `onError`.
 *
 * @example
 * callHook(hooks.onResponse, view, (error) => log({ level: 'warn', event: 'hook', reason: String(error) }));
 */
export function callHook(
  hook: CallHook | undefined,
  view: CallView,
  onError: (error: unknown) => void,
): void {
  if (!hook) return;
  try {
    const result = hook(view) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') (result as Promise<unknown>).then(undefined, onError);
  } catch (error) {
    onError(error);
  }
}
