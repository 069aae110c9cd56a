import { createHonoWebhookHandler } from '@card-issuance/webhook-verifier/hono';
import { Hono } from 'hono';
import type { ReceiverCore } from './receiver-core.ts';

/**
 * The receiver in Hono: the handler reads the raw body itself, so no JSON validator may run before it.
 * Runs on Node (`@hono/node-server`), Deno, Bun and Workers alike.
 *
 * @example
 * serve({ fetch: createHonoReceiver(core).fetch, port: 3000 });
 */
export function createHonoReceiver(core: ReceiverCore): Hono {
  const app = new Hono();
  app.post('/webhooks/style-b', createHonoWebhookHandler(core.styleB));
  app.post('/webhooks/style-a', createHonoWebhookHandler(core.styleA));
  return app;
}
