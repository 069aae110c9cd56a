export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { PRODUCTION_SOURCE_RANGES, type SourceAllowlistOptions } from '../../source-allowlist';
export { createExpressWebhookHandler } from './create-express-webhook-handler';
