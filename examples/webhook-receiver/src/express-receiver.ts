import { createExpressWebhookHandler } from '@card-issuance/webhook-verifier/express';
import express, { type Express } from 'express';
import type { ReceiverCore } from './receiver-core.ts';

/**
 * The receiver in Express: `express.raw` keeps each webhook body exactly as sent (the signature covers those
 * bytes), so no `express.json()` may run before these routes.
 *
 * @example
 * createExpressReceiver(createReceiverCore({ styleBSecret, styleASecret })).listen(3000);
 */
export function createExpressReceiver(core: ReceiverCore): Express {
  const app = express();
  const raw = express.raw({ type: 'application/json' });
  app.post('/webhooks/style-b', raw, createExpressWebhookHandler(core.styleB));
  app.post('/webhooks/style-a', raw, createExpressWebhookHandler(core.styleA));
  return app;
}
