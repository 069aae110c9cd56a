import type { OutgoingRequest } from '../transport/outgoing-request';
import type { OperationDef, OperationParts } from './operation-def';
import { queryString } from './query-string';

const PATH_PARAM = /\{([^{}]+)\}/g;

const describe = (value: unknown) =>
  value === '' ? 'an empty string' : value === undefined ? 'nothing' : value === null ? 'null' : typeof value;

// openapi-fetch leaves a missing parameter as `{name}` and an empty one as nothing (`/v1/cards/`), and
// URL parsing resolves a `.` or `..` segment (encoded or not) against the path: either way the call
// would reach another operation than the caller meant. Everything else is percent-encoded into one segment.
function checkPathParams(op: OperationDef, path: Record<string, unknown>): void {
  for (const name of pathParamNames(op)) {
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

// The parameter names of each operation's path, read once per operation instead of on every call.
const namesOf = new WeakMap<OperationDef, string[]>();
function pathParamNames(op: OperationDef): string[] {
  let names = namesOf.get(op);
  if (!names) {
    names = [...op.path.matchAll(PATH_PARAM)].map(([, name = '']) => name);
    namesOf.set(op, names);
  }
  return names;
}

const JSON_TYPE = 'application/json';

/**
 * Builds the request of one operation as openapi-fetch's client does (the same path and query encoding,
 * a JSON body; `to-request.test.ts` compares the bytes), without any of its code: `client.raw` loads
 * openapi-fetch with its own file on first use. It stays a plain {@link OutgoingRequest}, handed to
 * `fetch` as its URL and a `RequestInit`: no `Request` is built or cloned per call. `baseUrl` has no trailing
 * slash (the client trims it once). Throws a TypeError, before anything is sent, for a path parameter that
 * is missing, empty, not a string, `.` or `..`.
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
  const path = parts.path ?? {};
  checkPathParams(op, path);
  // Each checked parameter is a non-empty string: percent-encoded into its one segment.
  let url =
    baseUrl + op.path.replace(PATH_PARAM, (_, name: string) => encodeURIComponent(path[name] as string));
  const search = parts.query ? queryString(parts.query) : '';
  if (search) url += `?${search}`;
  if (parts.body === undefined) return { url, method: op.method, headers };
  return {
    url,
    method: op.method,
    headers: { 'Content-Type': JSON_TYPE, ...headers },
    body: JSON.stringify(parts.body),
  };
}
