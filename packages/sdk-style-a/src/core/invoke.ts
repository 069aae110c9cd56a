import {
  type ApiPromise,
  apiPromise,
  type CallOptions,
  type OperationDef,
  type OperationParts,
} from '@card-issuance/sdk-core';
import { throwIfStyleAError } from '../errors/to-style-a-error';
import type { ClientContext } from './client-context';

/**
 * Sends one operation of the generated table and unwraps the answer: the envelope's `data` (or the whole
 * body for the token and JWKS answers). Throws the `StyleAApiError` of the answer's status family for an
 * error or a success that is not JSON (see `throwIfStyleAError`).
 *
 * @example
 * const card = await invoke<Card>(ctx, OPS.getCard, { path: { id } });
 */
export function invoke<T>(
  ctx: ClientContext,
  op: OperationDef,
  parts: OperationParts,
  options?: CallOptions,
): ApiPromise<T> {
  return apiPromise(
    ctx.run(op, parts, options).then((answer) => {
      throwIfStyleAError(op, answer);
      const { response, body, idempotencyKey } = answer;
      const data = body && typeof body === 'object' && 'data' in body ? body.data : body;
      return { data: data as T, response, idempotencyKey };
    }),
  );
}
