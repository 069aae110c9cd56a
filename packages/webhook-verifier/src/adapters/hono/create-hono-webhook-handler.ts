import type { Context } from 'hono';
import { handleWebhook, toWebResponse, type WebhookHandlerOptions, type WebhookStyle } from '../../handler';

/**
 * A Hono handler. It reads the raw body with `c.req.arrayBuffer()`; do not parse the body (`c.req.json()`,
 * a JSON validator) before it on the webhook route.
 *
 * @example
 * app.post('/webhooks', createHonoWebhookHandler({ style: 'b', secret, onEvent: (event) => save(event) }));
 */
export function createHonoWebhookHandler<Style extends WebhookStyle>(
  options: WebhookHandlerOptions<Style>,
): (c: Context) => Promise<Response> {
  return async (c) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    const result = await handleWebhook({ body, header: (name) => c.req.header(name) }, options);
    return toWebResponse(result);
  };
}
