export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { createFetchWebhookHandler } from './create-fetch-webhook-handler';
