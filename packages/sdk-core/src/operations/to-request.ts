import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { OperationParts } from './create-core-client';
import type { OperationDef } from './operation-def';

const querySerializer = createQuerySerializer();
const PATH_PARAM = /\{([^{}]+)\}/g;

const describe = (value: unknown) =>
  value === '' ? 'an empty string' : value === undefined ? 'nothing' : value === null ? 'null' : typeof value;

// openapi-fetch leaves a missing parameter as `{name}` and an empty one as nothing (`/v1/cards/`), and
// URL parsing resolves a `.` or `..` segment (encoded or not) against the path: either way the call
// would reach another operation than the caller meant. Everything else is percent-encoded into one segment.
function checkPathParams(op: OperationDef, path: Record<string, unknown>): void {
  for (const [, name = ''] of op.path.matchAll(PATH_PARAM)) {
    const value = path[name];
    const problem =
      typeof value !== 'string' || value === ''
        ? `must be a non-empty string, got ${describe(value)}`
        : value === '.' || value === '..'
          ? `must not be "${value}"`
          : undefined;
    if (problem) throw new TypeError(`${op.method} ${op.path}: path parameter ${name} ${problem}`);
  }
}

/**
 * Builds the Request of one operation the way openapi-fetch's client does (its path and query
 * serializers, a JSON body), without loading that client: the methods use only these serializers, and
 * `client.raw` loads the full client on first use. Throws a TypeError, before anything is sent, for a
 * path parameter that is missing, empty, not a string, `.` or `..`.
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
  checkPathParams(op, params.path);
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
