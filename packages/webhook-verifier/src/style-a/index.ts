export {
  isStyleAEventType,
  STYLE_A_DATA_SCHEMAS,
  STYLE_A_EVENT_TYPES,
  STYLE_A_HEADERS,
  type StyleAData,
  type StyleAEventType,
  type StyleAWebhookEvent,
  type StyleAWebhookEventOf,
} from './event-types';
export {
  type SignedStyleAWebhook,
  type SignStyleAWebhookOptions,
  signStyleAWebhook,
} from './sign-style-a-webhook';
export { type VerifyStyleAWebhookOptions, verifyStyleAWebhook } from './verify-style-a-webhook';
