import createClient, { type Client } from 'openapi-fetch';
import type { TokenManager } from '../auth/token-manager';
import type { paths } from '../generated/style-b';
import type { AttemptPolicy } from '../transport/create-transport';
import type { FetchLike } from '../transport/fetch-like';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/**
 * The escape hatch: a plain typed openapi-fetch client on the same transport and tokens. It adds
 * `x-access-token` (except on the OAuth paths) and retries GET, PUT, DELETE and calls that carry an
 * `Idempotency-Key` you set; it does not unwrap envelopes, generate keys or replay after a 40101.
 *
 * @example
 * const { data, error } = await client.raw.GET('/v1/card/bins', { params: { query: { accountId } } });
 */
export function createRawClient(
  baseUrl: string,
  transport: (policy: AttemptPolicy) => FetchLike,
  tokens: TokenManager,
  defaults: { timeoutMs: number; maxRetries: number },
): Client<paths> {
  const client = createClient<paths>({
    baseUrl,
    fetch: (request: Request) =>
      transport({
        ...defaults,
        retryable: SAFE_METHODS.has(request.method) || request.headers.has('idempotency-key'),
      })(request),
  });
  client.use({
    async onRequest({ request, schemaPath }) {
      if (schemaPath.startsWith('/v1/oauth/')) return undefined;
      request.headers.set('x-access-token', await tokens.get(request.signal));
      return request;
    },
  });
  return client;
}
