import {
  type ApiPromise,
  apiPromise,
  type CallOptions,
  type OperationDef,
  type OperationParts,
} from '@card-issuance/sdk-core';
import { StyleAApiError } from '../errors/style-a-api-error';
import type { ClientContext } from './client-context';

type Body = { data?: unknown; error?: { code?: string; message?: string } } | undefined;

/**
 * Sends one operation of the generated table and unwraps the answer: the envelope's `data` (or the whole
 * body for the token and JWKS answers). Throws {@link StyleAApiError} for `{error: {code, message}}`; a
 * FORBIDDEN names the roles the operation admits (`x-roles` of the generated table).
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
    ctx.run(op, parts, options).then(({ response, body, idempotencyKey }) => {
      const answer = body as Body;
      if (response.ok) {
        const data = answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
        return { data: data as T, response, idempotencyKey };
      }
      const code = answer?.error?.code ?? String(response.status);
      let message = answer?.error?.message ?? `HTTP ${response.status} ${response.statusText}`;
      if (code === 'FORBIDDEN' && op.roles) message += `; roles admitted: ${op.roles.join(', ')}`;
      throw new StyleAApiError({
        code,
        status: response.status,
        message,
        requestId: response.headers.get('request-id'),
        method: op.method,
        path: op.path,
      });
    }),
  );
}
