import type { components } from '@card-issuance/contracts/mock-control-types';
import { createMockControlClient, type MockControlClient } from '../../client/create-control-client';

/** The control API's schemas, as generated from specs/mock-control.openapi.yaml. */
export type Schemas = components['schemas'];
export type SandboxCard = Schemas['SandboxCard'];
export type CardTransaction = Schemas['SimulatedTransaction'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type ControlEvent = Schemas['Event'];

/** What a dashboard request carries, so tools (the CLI's request log) can tell the dashboard's traffic apart. */
export const CLIENT_HEADER = { 'x-card-issuance-client': 'dashboard' } as const;

/** How the page reaches the control API: its base path and the token of `#token=` (G-54), if any. */
export interface ControlClientOptions {
  base: string;
  token: string | null;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/** The page's control client: the mock's one typed control client (`@card-issuance/mock-server/client`). */
export type ControlClient = MockControlClient;

/**
 * The typed control client the page calls, sent with the dashboard's own header.
 *
 * @example
 * const control = controlClient({ base: '/_mock', token: null });
 * const { items } = await control.cards.list({ limit: 25 });
 */
export function controlClient(options: ControlClientOptions): ControlClient {
  return createMockControlClient({
    url: options.base,
    token: options.token,
    headers: CLIENT_HEADER,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
