import type { CallOptions } from './call-options';
import type { OperationParts } from './create-core-client';
import type { OperationDef } from './operation-def';

/**
 * How a style sends one operation once its parts are known (its `invoke`).
 *
 * @example
 * const send: SendOperation<ApiPromise<unknown>> = (op, parts, options) => invoke(ctx, op, parts, options);
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
  if (idKey === undefined) {
    return (params, options) => send(op, parts({}, params), options as CallOptions | undefined);
  }
  // The id is checked where the URL is built (`toRequest`): an empty, missing, non-string or dot-segment id
  // rejects the call before anything is sent, naming the parameter and the operation.
  return (id, params, options) => send(op, parts({ [idKey]: id }, params), options);
}
