export {
  abandonDeliveries,
  DELIVERIES,
  type DeliveryAttempt,
  type DeliveryFilter,
  type DeliveryStatus,
  dropExpiredDeliveries,
  type EventFilter,
  getDelivery,
  listDeliveries,
  listEvents,
  type WebhookDelivery,
} from './deliveries';
export {
  createDeliveryEngine,
  type DeliveryEngine,
  type DeliveryEngineOptions,
  replayDelivery,
} from './delivery-engine';
export { deliveryBody, deliveryHeaders } from './delivery-request';
export {
  addEndpoint,
  ENDPOINTS,
  endpointMatches,
  endpointsFor,
  getEndpoint,
  listEndpoints,
  removeEndpoint,
  STYLE_A_EVENT_TYPES,
  STYLE_B_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookStyle,
} from './endpoints';
export { DEFAULT_EVENT_LOG_LIMIT, EVENT_LOG, keepEventWindow, newestEvents } from './event-log';
export { clearInbox, INBOX, INBOX_CAPACITY, type InboxEntry, listInbox, receiveInInbox } from './inbox';
export { type AttemptRequest, performAttempt, type WebhookFetch } from './perform-attempt';
export {
  DELIVERY_DEADLINE_MS,
  nextAttemptAt,
  REPLAY_WINDOW_MS,
  RETRY_DELAYS_MS,
  TIMEOUT_ERROR,
} from './retry-schedule';
export { signStyleA } from './signing';
export { WEBHOOK_FORMATS, type WebhookFormat } from './webhook-format';
