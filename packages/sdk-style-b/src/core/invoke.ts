import { StyleBApiError } from '../errors/style-b-api-error';
import type { CallOptions } from './call-options';
import type { ClientContext } from './client-context';
import type { OperationSpec } from './operation-spec';
import type { StyleBResult } from './style-b-result';
import { toTransportError } from './to-transport-error';

type Envelope = { code?: string; message?: string; data?: unknown };
type LooseClient = {
  request(
    method: string,
    path: string,
    init: Record<string, unknown>,
  ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

const SUCCESS = new Set(['000000', '020010', '020011']);
const SAFE_METHODS = new Set(['GET', 'PUT', 'DELETE']);

function split(spec: OperationSpec, input: Record<string, unknown>) {
  const pathKeys = new Set([...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const path: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) (pathKeys.has(key) ? path : rest)[key] = value;
  return { path, rest };
}

/**
 * Sends one operation: splits the input into path, query and body, adds the token and the keys
 * (generated once, reused by every retry and by the replay after a 40101), and unwraps the envelope.
 * Throws {@link StyleBApiError} for an error envelope.
 *
 * @example
 * const result = await invoke<Card>(ctx, { method: 'POST', path: '/v1/budget-card', idempotency: 'required' }, input);
 */
export async function invoke<T>(
  ctx: ClientContext,
  spec: OperationSpec,
  input: object,
  options: CallOptions = {},
): Promise<StyleBResult<T>> {
  const { signal } = options;
  const { path, rest } = split(spec, input as Record<string, unknown>);
  let clientTransactionId: string | null = null;
  if (spec.clientTransactionId) {
    rest.clientTransactionId ??= crypto.randomUUID();
    clientTransactionId = String(rest.clientTransactionId);
  }
  const idempotencyKey = spec.idempotency ? (options.idempotencyKey ?? crypto.randomUUID()) : null;
  const retryable = Boolean(
    SAFE_METHODS.has(spec.method) || idempotencyKey || clientTransactionId || spec.repeatable,
  );
  const hasBody = spec.method !== 'GET' && spec.method !== 'DELETE';
  const fetch = ctx.transport({
    retryable,
    timeoutMs: options.timeoutMs ?? ctx.timeoutMs,
    maxRetries: options.maxRetries ?? ctx.maxRetries,
    signal,
  });

  const send = async (token: string | null) => {
    const headers: Record<string, string> = {};
    if (token) headers['x-access-token'] = token;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    try {
      return await (ctx.raw as unknown as LooseClient).request(spec.method.toLowerCase(), spec.path, {
        params: { path, ...(hasBody ? {} : { query: rest }) },
        ...(hasBody ? { body: rest } : {}),
        headers,
        fetch,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw toTransportError(error, { method: spec.method, path: spec.path, signal });
    }
  };

  let token = spec.anonymous ? null : await ctx.tokens.get(signal);
  let answer = await send(token);
  let body = (answer.data ?? answer.error) as Envelope | undefined;
  if (token && answer.response.status === 401 && body?.code === '40101') {
    ctx.tokens.invalidate(token);
    token = await ctx.tokens.get(signal);
    answer = await send(token);
    body = (answer.data ?? answer.error) as Envelope | undefined;
  }

  const { response } = answer;
  const requestId = response.headers.get('request-id');
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (response.ok && code && SUCCESS.has(code)) {
    return {
      data: body?.data as T,
      code: code as StyleBResult<T>['code'],
      noop: code !== '000000',
      message: body?.message ?? '',
      requestId,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      idempotencyKey,
      clientTransactionId,
    };
  }
  throw new StyleBApiError({
    code: code ?? String(response.status),
    status: response.status,
    message: body?.message ?? (response.statusText || 'Unexpected answer'),
    requestId,
    method: spec.method,
    path: spec.path,
  });
}
