export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export { PRODUCTION_SOURCE_RANGES, type SourceAllowlistOptions } from '../../source-allowlist';
export {
  createFastifyWebhookHandler,
  type FastifyWebhookPluginOptions,
  fastifyWebhookPlugin,
} from './fastify-webhook-plugin';
