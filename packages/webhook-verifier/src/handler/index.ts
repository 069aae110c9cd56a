export {
  type DeliveredEventFields,
  handleWebhook,
  type WebhookEventOf,
  type WebhookHandlerOptions,
  type WebhookRequest,
  type WebhookResponse,
  type WebhookStyle,
} from './handle-webhook';
export { toWebResponse } from './to-web-response';
