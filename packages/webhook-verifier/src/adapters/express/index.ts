export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { createExpressWebhookHandler } from './create-express-webhook-handler';
