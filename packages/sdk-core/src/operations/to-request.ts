import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { OperationParts } from './create-core-client';
import type { OperationDef } from './operation-def';

const querySerializer = createQuerySerializer();

/**
 * Builds the Request of one operation the way openapi-fetch's client does (its path and query
 * serializers, a JSON body), without loading that client: the methods use only these serializers, and
 * `client.raw` loads the full client on first use.
 *
 * @example
 * const request = toRequest('http://127.0.0.1:4010/style-a', OPS.getCard, { path: { id } }, { headers: {} });
 */
export function toRequest(
  baseUrl: string,
  op: OperationDef,
  parts: OperationParts,
  init: { headers: Record<string, string>; signal?: AbortSignal | undefined },
): Request {
  const params = { path: parts.path ?? {}, query: parts.query ?? {} };
  const url = createFinalURL(op.path, {
    baseUrl: baseUrl.replace(/\/$/, ''),
    params,
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  const json = parts.body !== undefined;
  return new Request(url, {
    method: op.method,
    headers: json ? { 'Content-Type': 'application/json', ...init.headers } : init.headers,
    ...(json ? { body: JSON.stringify(parts.body) } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}
