export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { PRODUCTION_SOURCE_RANGES, type SourceAllowlistOptions } from '../../source-allowlist';
export { createHonoWebhookHandler, type HonoWebhookHandlerOptions } from './create-hono-webhook-handler';
