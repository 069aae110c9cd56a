export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { createHonoWebhookHandler } from './create-hono-webhook-handler';
