import { type ApiPromise, apiPromise, type CallOptions, type OperationDef } from '@card-issuance/sdk-core';
import { throwIfStyleBError } from '../errors/to-style-b-error';
import type { ClientContext } from './client-context';
import type { StyleBResult } from './style-b-result';

type Envelope = { code?: string; message?: string; data?: unknown };

// Style B names no field twice between path, query and body, so one flat object carries all three.
function split(op: OperationDef, input: Record<string, unknown>) {
  const pathKeys = new Set([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const path: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) (pathKeys.has(key) ? path : rest)[key] = value;
  return { path, rest };
}

/**
 * Sends one operation of the generated table: splits the input into path, query and body, generates a
 * `clientTransactionId` where the body takes one (the `Idempotency-Key` is the runner's), and unwraps the
 * envelope. Throws the `StyleBApiError` of the answer's status family for anything but a success
 * envelope (see `throwIfStyleBError`).
 *
 * @example
 * const result = await invoke<Card>(ctx, STYLE_B_OPERATIONS.issueBudgetCard, input);
 */
export function invoke<T>(
  ctx: ClientContext,
  op: OperationDef,
  input: object,
  options?: CallOptions,
): ApiPromise<StyleBResult<T>> {
  const { path, rest } = split(op, input as Record<string, unknown>);
  let clientTransactionId: string | null = null;
  if (op.clientTransactionId) {
    rest.clientTransactionId ??= crypto.randomUUID();
    clientTransactionId = String(rest.clientTransactionId);
  }
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const parts = hasBody ? { path, body: rest } : { path, query: rest };
  return apiPromise(
    ctx.run(op, parts, options).then((answer) => {
      throwIfStyleBError(op, answer);
      const { response, idempotencyKey } = answer;
      const envelope = answer.body as Envelope;
      const requestId = response.headers.get('request-id');
      const code = envelope.code;
      const data: StyleBResult<T> = {
        data: envelope?.data as T,
        code: code as StyleBResult<T>['code'],
        noop: code !== '000000',
        message: envelope?.message ?? '',
        requestId,
        replayed: response.headers.get('idempotent-replayed') === 'true',
        idempotencyKey,
        clientTransactionId,
      };
      return { data, response };
    }),
  );
}
