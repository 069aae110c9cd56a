import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { OutgoingRequest } from '../transport/create-transport';
import type { OperationParts } from './create-core-client';
import type { OperationDef } from './operation-def';

const querySerializer = createQuerySerializer();
const JSON_TYPE = 'application/json';

/**
 * Builds the request of one operation the way openapi-fetch's client does (its path and query
 * serializers, a JSON body), without loading that client: the methods use only these serializers, and
 * `client.raw` loads the full client on first use. It stays a plain {@link OutgoingRequest}: ky builds the
 * one `Request` of each attempt, so nothing is built twice or cloned per call. `baseUrl` has no trailing
 * slash (the client trims it once).
 *
 * @example
 * const request = toRequest('http://127.0.0.1:4010/style-a', OPS.getCard, { path: { id } }, {});
 */
export function toRequest(
  baseUrl: string,
  op: OperationDef,
  parts: OperationParts,
  headers: Record<string, string>,
): OutgoingRequest {
  const url = createFinalURL(op.path, {
    baseUrl,
    params: { path: parts.path ?? {}, query: parts.query ?? {} },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
  if (parts.body === undefined) return { url, method: op.method, headers };
  return {
    url,
    method: op.method,
    headers: { 'Content-Type': JSON_TYPE, ...headers },
    body: JSON.stringify(parts.body),
  };
}
