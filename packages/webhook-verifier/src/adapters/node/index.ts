export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { PRODUCTION_SOURCE_RANGES, type SourceAllowlistOptions } from '../../source-allowlist';
export { createNodeWebhookHandler, type NodeWebhookHandlerOptions } from './create-node-webhook-handler';
