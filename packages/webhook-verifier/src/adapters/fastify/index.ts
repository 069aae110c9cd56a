export type { WebhookHandlerOptions, WebhookStyle } from '../../handler';
export {
  createFastifyWebhookHandler,
  type FastifyWebhookPluginOptions,
  fastifyWebhookPlugin,
} from './fastify-webhook-plugin';
