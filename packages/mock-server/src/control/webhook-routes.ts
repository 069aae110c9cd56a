import type { DomainContext, DomainEvent } from '../domain/context';
import { DomainError } from '../domain/errors';
import type { DomainPage } from '../domain/pagination';
import {
  addEndpoint,
  clearInbox,
  type DeliveryEngine,
  getDelivery,
  listDeliveries,
  listEndpoints,
  listEvents,
  listInbox,
  receiveInInbox,
  removeEndpoint,
  replayDelivery,
  STYLE_A_EVENT_TYPES,
  STYLE_B_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../domain/webhooks';
import { type ControlHandlers, created } from './control-binding';
import { decodeCursor, encodeCursor, readPage } from './control-cursor';

// The secret and the raw body stay inside the mock: the control API shows where and what, never how it is signed.
const endpointView = (e: WebhookEndpoint) => ({
  id: e.id,
  url: e.url,
  style: e.style,
  programId: e.programId,
  eventTypes: e.eventTypes ?? [...(e.style === 'a' ? STYLE_A_EVENT_TYPES : STYLE_B_EVENT_TYPES)],
  createdAt: e.createdAt,
});

const deliveryView = (d: WebhookDelivery) => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  style: d.style,
  endpointId: d.endpointId,
  url: d.url,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
  createdAt: d.createdAt,
});

// The event's trace is the mock's own bookkeeping (its deliveries' `traceparent`), not part of the view.
const eventView = ({ trace: _trace, ...e }: DomainEvent) => ({ ...e, at: new Date(e.at).toISOString() });

const INBOX_MAX_BODY = 262_144;

// Newest first, so the next page starts past the last (oldest) entry of this one.
const nextCursorOf = (page: DomainPage<{ id: string }>) =>
  encodeCursor(page.hasMore ? page.items.at(-1)?.id : null);

/**
 * Webhook endpoints, deliveries (with every attempt), replay from the dead-letter queue, and the event log
 * (specs/mock-control.openapi.yaml, tag "Webhooks").
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...webhookRoutes(ctx, engine), ...otherHandlers });
 */
export function webhookRoutes(ctx: DomainContext, engine: DeliveryEngine) {
  return {
    createWebhookEndpoint: (body) => created(endpointView(addEndpoint(ctx, body))),
    listWebhookEndpoints: () => ({ items: listEndpoints(ctx).map(endpointView) }),
    deleteWebhookEndpoint: ({ endpointId }) => endpointView(removeEndpoint(ctx, endpointId)),
    listWebhookDeliveries: ({ limit, cursor, ...filter }) => {
      const page = readPage(() => listDeliveries(ctx, filter, { after: decodeCursor(cursor), limit }));
      return { items: page.items.map(deliveryView), nextCursor: nextCursorOf(page) };
    },
    getWebhookDelivery: ({ deliveryId }) => deliveryView(getDelivery(ctx, deliveryId)),
    replayWebhookDelivery: async ({ deliveryId }) =>
      deliveryView(await replayDelivery(ctx, engine, deliveryId)),
    // The mock's own receiver (G-28): point an endpoint here to see exactly what a receiver gets.
    receiveInInbox: {
      body: 'raw',
      handle: async (_input, { c }) => {
        const body = await c.req.text();
        if (body.length > INBOX_MAX_BODY) {
          throw new DomainError('invalid', `the inbox takes bodies up to ${INBOX_MAX_BODY} characters`, {
            field: 'body',
          });
        }
        const entry = receiveInInbox(ctx, Object.fromEntries(c.req.raw.headers), body);
        return { id: entry.id, receivedAt: entry.receivedAt };
      },
    },
    listInbox: ({ limit, cursor }) => {
      const page = readPage(() => listInbox(ctx, { after: decodeCursor(cursor), limit }));
      return { items: page.items, nextCursor: nextCursorOf(page) };
    },
    clearInbox: () => ({ cleared: clearInbox(ctx) }),
    listEvents: ({ limit, cursor, ...filter }) => {
      const page = readPage(() => listEvents(ctx, filter, { after: decodeCursor(cursor), limit }));
      return { items: page.items.map(eventView), nextCursor: nextCursorOf(page) };
    },
  } satisfies Partial<ControlHandlers>;
}
