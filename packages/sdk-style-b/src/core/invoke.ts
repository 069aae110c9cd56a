import {
  apiPromise,
  type CallOptions,
  type OperationDef,
  type OperationParts,
} from '@card-issuance/sdk-core';
import { throwIfStyleBError } from '../errors/to-style-b-error';
import type { ApiPromise, WithResponse } from './api-promise';
import type { ClientContext } from './client-context';

type Envelope = { code?: string; message?: string; data?: unknown };

/**
 * Sends one operation of the generated table: generates a `clientTransactionId` where the body takes one
 * (the `Idempotency-Key` is the runner's) and unwraps the envelope to its `data`; `.withResponse()` adds
 * the envelope's `code`, `noop` and `message`. Throws the `StyleBApiError` of the answer's status family
 * for anything but a success envelope (see `throwIfStyleBError`).
 *
 * @example
 * const card = await invoke<Card>(ctx, STYLE_B_OPERATIONS.freezeCard, { path: { cardId }, body: { accountId } });
 */
export function invoke<T>(
  ctx: ClientContext,
  op: OperationDef,
  parts: OperationParts,
  options?: CallOptions,
): ApiPromise<T> {
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  // Every Style B write takes a JSON body, `{}` at least (init).
  const body = hasBody ? { ...(parts.body as Record<string, unknown> | undefined) } : undefined;
  let clientTransactionId: string | null = null;
  if (body && op.clientTransactionId) {
    body.clientTransactionId ??= crypto.randomUUID();
    clientTransactionId = String(body.clientTransactionId);
  }
  return apiPromise<T, WithResponse<T>>(
    ctx.run(op, hasBody ? { ...parts, body } : parts, options).then((answer) => {
      throwIfStyleBError(op, answer);
      const { response, idempotencyKey } = answer;
      const envelope = answer.body as Envelope;
      const code = envelope.code;
      return {
        data: envelope?.data as T,
        response,
        idempotencyKey,
        code: code as WithResponse<T>['code'],
        noop: code !== '000000',
        message: envelope?.message ?? '',
        clientTransactionId,
      };
    }),
  );
}
