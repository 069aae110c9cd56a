import type { Context } from 'hono';
import { type DomainContext, DomainError } from '../domain';
import { canonicalJson } from '../domain/idempotency';
import { isJsonAnswer } from './answer-tag';
import { responseText } from './json-response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IdempotencyOptions {
  ctx: DomainContext;
  /** Credentials and operation, e.g. `prog_1:sandbox:POST /v1/budgets` (DECISIONS.md G-8). */
  scope: string;
  /** `required` answers `invalid` naming the header when it is missing. */
  mode: 'required' | 'recommended' | 'optional';
  /** What identifies "the same request": path parameters and body. */
  request: unknown;
}

/**
 * Runs an operation under an `Idempotency-Key` (DECISIONS.md G-8, G-13): the first 2xx response is kept
 * 24 hours and replayed (status, body, original `request-id`, plus `Idempotent-Replayed: true`) for the same
 * request; another request with the key is `idempotency_mismatch`; one still running is
 * `idempotency_in_flight`. Failures are not kept, so a retry after one runs again.
 *
 * @example
 * return idempotent(c, { ctx, scope: `${programId}:POST /v1/budgets`, mode: 'required', request: body }, () => run());
 */
export async function idempotent(
  c: Context,
  options: IdempotencyOptions,
  run: () => Response | Promise<Response>,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined || key === '') {
    if (options.mode === 'required') {
      throw new DomainError('invalid', 'Idempotency-Key header is required on this operation (a UUID)', {
        field: 'Idempotency-Key',
      });
    }
    return run();
  }
  if (!UUID.test(key)) {
    throw new DomainError('invalid', 'Idempotency-Key must be a UUID', { field: 'Idempotency-Key' });
  }
  const outcome = options.ctx.idempotency.begin(
    options.scope,
    key.toLowerCase(),
    canonicalJson(options.request),
  );
  if (outcome.kind === 'replay') {
    const { status, headers, body } = outcome.response;
    return new Response(body, { status, headers: { ...headers, 'idempotent-replayed': 'true' } });
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    outcome.abandon();
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    outcome.abandon();
    return response;
  }
  // The text of a JSON answer is known without reading the body, so the response itself is sent; any
  // other is read once and answered from the text (a clone would tee the body into two streams).
  const known = responseText(c, response);
  const body = typeof known === 'string' ? known : await known;
  const requestId = (c.get('requestId') as string | undefined) ?? '';
  // A JSON answer of this request already names its id and type; any other is rebuilt from its text.
  if (typeof known === 'string' && isJsonAnswer(response)) {
    outcome.complete({
      status: response.status,
      headers: { 'content-type': 'application/json', 'request-id': requestId },
      body,
    });
    return response;
  }
  const answered = typeof known === 'string' ? response : new Response(body, response);
  answered.headers.set('request-id', requestId);
  outcome.complete({
    status: answered.status,
    headers: {
      'content-type': answered.headers.get('content-type') ?? 'application/json',
      'request-id': requestId,
    },
    body,
  });
  return answered;
}
