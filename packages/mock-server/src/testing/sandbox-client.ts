import { createMockControlClient, type MockControlClient } from '../client/create-control-client';

/** A `fetch` of any kind: `mock.fetch`, the global fetch against the CLI, or one MSW intercepts. */
export type JourneyFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Where a journey runs: the mock's URLs and credentials (`mock.config()` or `GET /_mock/config`). */
export interface JourneyTarget {
  fetch: JourneyFetch;
  config: {
    controlUrl: string;
    styleA: { baseUrl: string; apiKeys: Record<string, { clientId: string; clientSecret: string }> };
    styleB: {
      baseUrl: string;
      clientId: string;
      clientSecret: string;
      /** Needed only for `styleBToken(target, 'production')` (`mock.config()` has them). */
      productionBaseUrl?: string;
      productionClientId?: string;
      productionClientSecret?: string;
      parentAccountId: string;
      kycProvider: string;
    };
  };
}

type Json = Record<string, unknown>;

/** A failed step of a journey: which call, and what the mock answered. */
export class JourneyError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${step}: HTTP ${status} ${JSON.stringify(body)}`);
    this.name = 'JourneyError';
  }
}

/**
 * Calls the mock with JSON and answers the parsed body, throwing a {@link JourneyError} that names the
 * step on anything but a success in the style's envelope.
 *
 * @example
 * const body = await callJson(target.fetch, 'register', 'POST', url, { name }, headers);
 */
export async function callJson(
  fetch: JourneyFetch,
  step: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(url, init);
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : {}) as Json;
  // Style B answers its business errors with a non-zero `code`; no-ops (020010, 020011) are successes.
  const code = parsed.code;
  const failed =
    !response.ok || (typeof code === 'string' && code !== '000000' && code !== '020010' && code !== '020011');
  if (failed) throw new JourneyError(step, response.status, parsed);
  return parsed;
}

/**
 * The control API of the target through the mock's one typed control client
 * (`@card-issuance/mock-server/client`), with `advance(ms)` for the clock walks journeys take.
 *
 * @example
 * await control(target).advance(2_000);
 * await control(target).styleB.kybDecision({ accountId, status: 'APPROVED' });
 */
export function control(
  target: JourneyTarget,
): MockControlClient & { advance(ms: number): Promise<unknown> } {
  const client = createMockControlClient({ url: target.config.controlUrl, fetch: target.fetch });
  return Object.assign(client, { advance: (ms: number) => client.clock.advance({ ms }) });
}
