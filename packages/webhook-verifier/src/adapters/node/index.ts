export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { createNodeWebhookHandler, type NodeWebhookHandlerOptions } from './create-node-webhook-handler';
