import {
  zCreateWebhookEndpointBody,
  zListEventsQuery,
  zListInboxQuery,
  zListWebhookDeliveriesQuery,
} from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
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
import { decodeCursor, encodeCursor, readPage } from './control-cursor';
import { data } from './control-envelope';
import { controlBody, controlQuery } from './control-input';

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

const eventView = (e: DomainEvent) => ({ ...e, at: new Date(e.at).toISOString() });

const INBOX_MAX_BODY = 262_144;

// Newest first, so the next page starts past the last (oldest) entry of this one.
const nextCursorOf = (page: DomainPage<{ id: string }>) =>
  encodeCursor(page.hasMore ? page.items.at(-1)?.id : null);

/**
 * Webhook endpoints, deliveries (with every attempt), replay from the dead-letter queue, and the event log
 * (specs/mock-control.openapi.yaml, tag "Webhooks").
 *
 * @example
 * webhookRoutes(app, ctx, engine);
 */
export function webhookRoutes(app: Hono, ctx: DomainContext, engine: DeliveryEngine): void {
  app.post('/webhooks/endpoints', async (c) => {
    const body = await controlBody(c, zCreateWebhookEndpointBody);
    return data(c, endpointView(addEndpoint(ctx, body)), 201);
  });
  app.get('/webhooks/endpoints', (c) => {
    controlQuery(c);
    return data(c, { items: listEndpoints(ctx).map(endpointView) });
  });
  app.delete('/webhooks/endpoints/:endpointId', (c) => {
    controlQuery(c);
    return data(c, endpointView(removeEndpoint(ctx, c.req.param('endpointId'))));
  });

  app.get('/webhooks/deliveries', (c) => {
    const { limit, cursor, ...filter } = controlQuery(c, zListWebhookDeliveriesQuery);
    const page = readPage(() => listDeliveries(ctx, filter, { after: decodeCursor(cursor), limit }));
    return data(c, { items: page.items.map(deliveryView), nextCursor: nextCursorOf(page) });
  });
  app.get('/webhooks/deliveries/:deliveryId', (c) => {
    controlQuery(c);
    return data(c, deliveryView(getDelivery(ctx, c.req.param('deliveryId'))));
  });
  app.post('/webhooks/deliveries/:deliveryId/replay', async (c) => {
    await controlBody(c);
    return data(c, deliveryView(await replayDelivery(ctx, engine, c.req.param('deliveryId'))));
  });

  // The mock's own receiver (G-28): point an endpoint here to see exactly what a receiver gets.
  app.post('/webhooks/inbox', async (c) => {
    controlQuery(c);
    const body = await c.req.text();
    if (body.length > INBOX_MAX_BODY) {
      throw new DomainError('invalid', `the inbox takes bodies up to ${INBOX_MAX_BODY} characters`, {
        field: 'body',
      });
    }
    const headers = Object.fromEntries(c.req.raw.headers);
    const entry = receiveInInbox(ctx, headers, body);
    return data(c, { id: entry.id, receivedAt: entry.receivedAt });
  });
  app.get('/webhooks/inbox', (c) => {
    const { limit, cursor } = controlQuery(c, zListInboxQuery);
    const page = readPage(() => listInbox(ctx, { after: decodeCursor(cursor), limit }));
    return data(c, { items: page.items, nextCursor: nextCursorOf(page) });
  });
  app.delete('/webhooks/inbox', async (c) => {
    await controlBody(c);
    return data(c, { cleared: clearInbox(ctx) });
  });

  app.get('/events', (c) => {
    const { limit, cursor, ...filter } = controlQuery(c, zListEventsQuery);
    const page = readPage(() => listEvents(ctx, filter, { after: decodeCursor(cursor), limit }));
    return data(c, { items: page.items.map(eventView), nextCursor: nextCursorOf(page) });
  });
}
