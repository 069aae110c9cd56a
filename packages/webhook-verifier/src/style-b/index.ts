export {
  isStyleBEventType,
  STYLE_B_EVENT_TYPES,
  STYLE_B_HEADERS,
  STYLE_B_PAYLOAD_SCHEMAS,
  type StyleBEnvelope,
  type StyleBEventType,
  type StyleBPayloads,
  type StyleBWebhookEvent,
  type StyleBWebhookEventOf,
} from './event-types';
export {
  type SignedStyleBWebhook,
  type SignStyleBWebhookOptions,
  signStyleBWebhook,
} from './sign-style-b-webhook';
export { type VerifyStyleBWebhookOptions, verifyStyleBWebhook } from './verify-style-b-webhook';
