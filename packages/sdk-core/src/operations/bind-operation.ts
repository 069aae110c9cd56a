import type { CallOptions } from './call-options';
import type { OperationDef, OperationParts } from './operation-def';

/**
 * How an operation is sent once its parts are known (the binder's `send`).
 *
 * @example
 * const send: SendOperation<ApiPromise<unknown>> = (op, parts, options) => binder.send(op, parts, options);
 */
export type SendOperation<R> = (op: OperationDef, parts: OperationParts, options?: CallOptions) => R;

/**
 * The one calling convention of both SDKs. An operation whose path names a resource becomes
 * `(id, params?, options?)`: `id` fills the last path parameter, any other path parameter is read from
 * `params`; an operation without one becomes `(params?, options?)`. The remaining `params` are the query
 * of a GET or DELETE and the JSON body of anything else.
 *
 * @example
 * const freeze = bindOperation(OPS.freezeCard, send); // freeze(cardId, { accountId })
 * const issue = bindOperation(OPS.issueBudgetCard, send); // issue({ accountId, ... })
 */
const CALL_OPTION_KEYS = new Set(['signal', 'timeoutMs', 'maxRetries', 'idempotencyKey']);

// No operation of either spec takes a parameter named like a call option, so an object holding only those
// names is the options of a call written in the old `(id, options)` shape: `get(cardId, { signal })`.
// Sent as a query it would drop the signal silently; it is read as the options instead.
const isCallOptions = (value: unknown): value is CallOptions =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => CALL_OPTION_KEYS.has(key));

export function bindOperation<R>(
  op: OperationDef,
  send: SendOperation<R>,
): (...args: [unknown?, unknown?, CallOptions?]) => R {
  const keys = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const idKey = keys.pop();
  const inQuery = op.method === 'GET' || op.method === 'DELETE';
  const parts = (path: Record<string, unknown>, params: unknown): OperationParts => {
    let rest = params as Record<string, unknown> | undefined;
    if (keys.length > 0 && rest) {
      rest = { ...rest };
      for (const key of keys) {
        path[key] = rest[key];
        delete rest[key];
      }
    }
    if (rest === undefined) return { path };
    return inQuery ? { path, query: rest } : { path, body: rest };
  };
  const call = (path: Record<string, unknown>, params: unknown, options: CallOptions | undefined) =>
    options === undefined && isCallOptions(params)
      ? send(op, parts(path, undefined), params)
      : send(op, parts(path, params), options);
  if (idKey === undefined) {
    return (params, options) => call({}, params, options as CallOptions | undefined);
  }
  // The id is checked where the URL is built (`toRequest`): an empty, missing, non-string or dot-segment id
  // rejects the call before anything is sent, naming the parameter and the operation.
  return (id, params, options) => call({ [idKey]: id }, params, options);
}
