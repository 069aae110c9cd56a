import type { Context } from 'hono';
import { handleWebhook, toWebResponse, type WebhookHandlerOptions, type WebhookStyle } from '../../handler';
import { sourceCheckFor } from '../../source-allowlist';

/** Options of the Hono handler. */
export interface HonoWebhookHandlerOptions<Style extends WebhookStyle> extends WebhookHandlerOptions<Style> {
  /**
   * The socket peer's address, for `sourceAllowlist` (Hono has no portable one: pass `getConnInfo` of
   * your runtime's adapter, e.g. `(c) => getConnInfo(c).remote.address`). @default the Node server's
   * socket (`@hono/node-server` puts it in `c.env.incoming`), else unknown (refused by the allowlist)
   */
  remoteAddress?: (c: Context) => string | null | undefined;
}

// @hono/node-server hands over the Node request as `c.env.incoming`; read without importing Node.
const nodeServerPeer = (c: Context): string | undefined =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;

/**
 * A Hono handler. It reads the raw body with `c.req.arrayBuffer()`; do not parse the body (`c.req.json()`,
 * a JSON validator) before it on the webhook route.
 *
 * @example
 * app.post('/webhooks', createHonoWebhookHandler({ style: 'b', secret, onEvent: (event) => save(event) }));
 */
export function createHonoWebhookHandler<Style extends WebhookStyle>(
  options: HonoWebhookHandlerOptions<Style>,
): (c: Context) => Promise<Response> {
  if (options.sourceAllowlist) sourceCheckFor(options.sourceAllowlist);
  const peer = options.remoteAddress ?? nodeServerPeer;
  return async (c) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    const header = (name: string) => c.req.header(name);
    const remoteAddress = options.sourceAllowlist ? peer(c) : undefined;
    const result = await handleWebhook({ body, header, remoteAddress }, options);
    return toWebResponse(result);
  };
}
