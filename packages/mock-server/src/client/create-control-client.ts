import { CONTROL_METHODS } from '@card-issuance/contracts/mock-control-methods';
import * as OPS from '@card-issuance/contracts/mock-control-operations';
import {
  bindControlOperation,
  type ControlFetch,
  type ControlOperation,
  type ControlTransport,
} from './bind-control-operation';
import type { ControlMethod, ControlOperationId } from './control-operation-types';

type Bound<T> = T extends ControlOperationId ? ControlMethod<T> : { readonly [K in keyof T]: Bound<T[K]> };

/**
 * The typed control client: every control operation, grouped as its `x-client-method` in
 * specs/mock-control.openapi.yaml names it (`clock.advance`, `simulate.authorize`, ...), each method
 * documented by its operation's summary.
 */
export type MockControlClient = Bound<typeof CONTROL_METHODS>;

/** Where the control client sends its calls. */
export interface MockControlClientOptions {
  /**
   * The control URL: `controlUrl` of `--json` or `GET /_mock/config`, e.g. `http://127.0.0.1:4010/_mock`;
   * in a page the mock serves, its path alone (`/_mock`, `/sandboxes/sbx_1/_mock`).
   */
  url: string;
  /** The mock's control token (`--control-token`), sent as `Authorization: Bearer`. */
  token?: string | null | undefined;
  /** Headers sent with every call, e.g. one that names the caller in the mock's request log. */
  headers?: Readonly<Record<string, string>>;
  /** Defaults to the global `fetch`; pass `mock.fetch` to drive an in-process mock. */
  fetch?: ControlFetch;
}

function bindTree(transport: ControlTransport, tree: object): object {
  return Object.fromEntries(
    Object.entries(tree).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? bindControlOperation(
            transport,
            (OPS as unknown as Record<string, ControlOperation>)[value] as ControlOperation,
          )
        : bindTree(transport, value as object),
    ]),
  );
}

/**
 * A typed client of the mock's control API, bound from the operations of `mock-control.openapi.yaml`.
 * Each method takes one flat object (path parameters, query and body fields together) and resolves to
 * the answer's `data`; an error answer throws a `MockControlError` with its `code`.
 *
 * @example
 * import { createMockControlClient } from '@card-issuance/mock-server/client';
 *
 * const control = createMockControlClient({ url: 'http://127.0.0.1:4010/_mock' });
 * await control.styleB.kycDecision({ accountId, status: 'APPROVED' });
 * const purchase = await control.simulate.authorize({ cardId, amount: '12.50' });
 * await control.clock.advance({ ms: 24 * 3600_000 });
 */
export function createMockControlClient(options: MockControlClientOptions): MockControlClient {
  if (typeof options?.url !== 'string' || !/^(https?:\/\/|\/)/.test(options.url)) {
    throw new TypeError(
      'createMockControlClient: url must be the control URL, e.g. http://127.0.0.1:4010/_mock',
    );
  }
  const transport: ControlTransport = {
    url: options.url,
    token: options.token ?? undefined,
    headers: options.headers,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
  return bindTree(transport, CONTROL_METHODS) as MockControlClient;
}
