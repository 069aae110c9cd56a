export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { PRODUCTION_SOURCE_RANGES, type SourceAllowlistOptions } from '../../source-allowlist';
export { createFetchWebhookHandler, type FetchWebhookHandlerOptions } from './create-fetch-webhook-handler';
