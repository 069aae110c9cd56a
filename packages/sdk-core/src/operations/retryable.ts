import type { OperationDef } from './operation-def';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * The one rule both SDKs retry by: a call is repeated only when a repeat cannot apply a change twice:
 * reads, PUT and DELETE, calls carrying an idempotency key (header or `clientTransactionId`), and the
 * operations a style declares repeatable (documented no-ops on repeat).
 *
 * @example
 * isRetryable('POST', { keyed: true }); // true
 */
export function isRetryable(
  method: string,
  call: { keyed: boolean; op?: OperationDef | undefined; repeatable?: ReadonlySet<OperationDef> | undefined },
): boolean {
  return Boolean(
    SAFE_METHODS.has(method) ||
      call.keyed ||
      call.op?.clientTransactionId ||
      (call.op && call.repeatable?.has(call.op)),
  );
}
