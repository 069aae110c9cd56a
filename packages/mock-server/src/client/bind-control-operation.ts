import { MockControlError } from './control-error';
import type { ControlCallOptions } from './control-operation-types';

/** A `fetch` of any kind: the global one, `mock.fetch`, or one MSW intercepts. */
export type ControlFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Where and how control calls are sent. */
export interface ControlTransport {
  /**
   * The control URL, e.g. `http://127.0.0.1:4010/_mock` (no trailing slash needed), or its path alone
   * (`/_mock`) in a page the mock serves.
   */
  url: string;
  /** The mock's control token, when it has one (`--control-token`). */
  token?: string | undefined;
  /** Headers sent with every call (the dashboard names itself, so the request log tells its calls apart). */
  headers?: Readonly<Record<string, string>> | undefined;
  fetch: ControlFetch;
}

/** An operation of the generated table: its method and path template below the control URL. */
export interface ControlOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The answer is the document itself, not `{data}` (`x-unwrapped`: the HAR export). */
  unwrapped?: boolean;
}

type Params = Record<string, unknown>;

/**
 * Binds one operation of the control API to a function of one flat object: the fields named in its
 * path template fill the path, the others go to the query string (GET, DELETE) or the JSON body. A body
 * is sent only when there are fields for it: several operations refuse one.
 *
 * @example
 * const advance = bindControlOperation(transport, OPS.advanceClock);
 * await advance({ ms: 60_000 });
 */
export function bindControlOperation(transport: ControlTransport, op: ControlOperation) {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const inQuery = op.method === 'GET' || op.method === 'DELETE';
  const operation = `${op.method} ${op.path}`;
  return async (params: Params = {}, options: ControlCallOptions = {}): Promise<unknown> => {
    const rest: Params = { ...params };
    let path = op.path;
    for (const name of names) {
      const value = rest[name];
      if (typeof value !== 'string' || value === '') {
        throw new TypeError(`${operation}: ${name} is required (a non-empty string)`);
      }
      path = path.replace(`{${name}}`, encodeURIComponent(value));
      delete rest[name];
    }
    const fields = Object.entries(rest).filter(([, value]) => value !== undefined);
    const headers: Record<string, string> = { ...transport.headers, accept: 'application/json' };
    if (transport.token) headers.authorization = `Bearer ${transport.token}`;
    let body: string | undefined;
    if (inQuery && fields.length > 0) {
      path += `?${new URLSearchParams(fields.map(([key, value]) => [key, String(value)]))}`;
    } else if (fields.length > 0) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(Object.fromEntries(fields));
    }
    const init: RequestInit = { method: op.method, headers };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    // The operation on `/` is the control URL itself (`DELETE {controlUrl}`), without a trailing slash.
    const below = path === '/' ? '' : path.startsWith('/?') ? path.slice(1) : path;
    const response = await transport.fetch(`${transport.url.replace(/\/$/, '')}${below}`, init);
    return readAnswer(response, operation, op.unwrapped === true);
  };
}

async function readAnswer(response: Response, operation: string, unwrapped: boolean): Promise<unknown> {
  const requestId = response.headers.get('request-id');
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const envelope = (json ?? {}) as { data?: unknown; error?: { code?: unknown; message?: unknown } };
  if (response.ok && unwrapped && json !== undefined) return json;
  if (response.ok && 'data' in envelope) return envelope.data;
  const error = envelope.error;
  if (!response.ok && typeof error?.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    throw new MockControlError({ code: error.code, message, status: response.status, requestId, operation });
  }
  throw new MockControlError({
    code: 'INVALID_RESPONSE',
    message: `not a control API envelope: ${text.slice(0, 200) || '(empty body)'}`,
    status: response.status,
    requestId,
    operation,
  });
}
