import type { components, paths } from '@card-issuance/contracts/mock-control-types';

/** The control API's schemas, as generated from specs/mock-control.openapi.yaml. */
export type Schemas = components['schemas'];
export type SandboxCard = Schemas['SandboxCard'];
export type CardTransaction = Schemas['SimulatedTransaction'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type ControlEvent = Schemas['Event'];

type Method = 'get' | 'post' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Success<O> = O extends { responses: { 200: infer R } }
  ? Json<R>
  : O extends { responses: { 201: infer R } }
    ? Json<R>
    : never;
/** What `{data}` holds in an operation's success answer. */
export type DataOf<P extends keyof paths, M extends Method> =
  Success<paths[P][M]> extends { data: infer D } ? D : never;
/** An operation's JSON body, or `undefined` when it takes none. */
export type BodyOf<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

/** What a dashboard request carries, so tools (the CLI's request log) can tell the dashboard's traffic apart. */
export const CLIENT_HEADER = { 'x-card-issuance-client': 'dashboard' } as const;

/** A failed control call: the control API's error code and message. */
export class ControlError extends Error {
  override readonly name = 'ControlError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(`${code}: ${message}`);
  }
}

/** How the page reaches the control API: its base path and the token of `#token=` (G-54), if any. */
export interface ControlClientOptions {
  base: string;
  token: string | null;
  fetch?: typeof fetch;
}

/**
 * A control API client typed from the spec: `path` is one of the spec's paths, `{name}` parameters are
 * filled from `params`, and the answer is the operation's `data`.
 *
 * @example
 * const control = controlClient({ base: '/_mock', token: null });
 * const { items } = await control.call('get', '/cards', { query: { limit: 25 } });
 */
export function controlClient(options: ControlClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  async function call<P extends keyof paths, M extends Method>(
    method: M,
    path: P,
    input: {
      params?: Record<string, string>;
      query?: Record<string, string | number | undefined>;
      body?: BodyOf<P, M>;
    } = {},
  ): Promise<DataOf<P, M>> {
    const filled = String(path).replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(input.params?.[name] ?? ''),
    );
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== '') query.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...CLIENT_HEADER };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const init: RequestInit = { method: method.toUpperCase(), headers };
    if (input.body !== undefined) {
      init.body = JSON.stringify(input.body);
      headers['content-type'] = 'application/json';
    }
    const search = query.size > 0 ? `?${query}` : '';
    const response = await doFetch(`${options.base}${filled}${search}`, init);
    const json = (await response.json().catch(() => ({}))) as {
      data?: unknown;
      error?: { code: string; message: string };
    };
    if (!response.ok) {
      throw new ControlError(
        json.error?.code ?? 'HTTP_ERROR',
        json.error?.message ?? `HTTP ${response.status}`,
        response.status,
      );
    }
    return json.data as DataOf<P, M>;
  }
  return { call };
}

export type ControlClient = ReturnType<typeof controlClient>;
