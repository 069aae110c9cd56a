import type { Hono } from 'hono';
import type { DomainContext, DomainEvent } from '../domain/context';
import { DomainError } from '../domain/errors';
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
import { data } from './control-envelope';
import { strictBody, strictQuery } from './strict-input';

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

const STATUSES = ['pending', 'delivered', 'dead'] as const;
const INBOX_MAX_BODY = 262_144;

/** A `limit` query parameter: 1 to 500, default 50. */
function limitOf(raw: string | undefined): number {
  if (raw === undefined) return 50;
  const limit = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw new DomainError('invalid', 'limit must be an integer from 1 to 500', { field: 'limit' });
  }
  return limit;
}

/**
 * Webhook endpoints, deliveries (with every attempt), replay from the dead-letter queue, and the event log
 * (specs/mock-control.openapi.yaml, tag "Webhooks").
 *
 * @example
 * webhookRoutes(app, ctx, engine);
 */
export function webhookRoutes(app: Hono, ctx: DomainContext, engine: DeliveryEngine): void {
  app.post('/webhooks/endpoints', async (c) => {
    const body = await strictBody(c, ['url', 'style', 'secret', 'programId', 'eventTypes']);
    return data(c, endpointView(addEndpoint(ctx, body)), 201);
  });
  app.get('/webhooks/endpoints', (c) => {
    strictQuery(c, []);
    return data(c, { items: listEndpoints(ctx).map(endpointView) });
  });
  app.delete('/webhooks/endpoints/:endpointId', (c) => {
    strictQuery(c, []);
    return data(c, endpointView(removeEndpoint(ctx, c.req.param('endpointId'))));
  });

  app.get('/webhooks/deliveries', (c) => {
    strictQuery(c, ['status', 'eventId']);
    const status = c.req.query('status');
    if (status !== undefined && !STATUSES.includes(status as (typeof STATUSES)[number])) {
      throw new DomainError('invalid', `status must be one of ${STATUSES.join(', ')}`, { field: 'status' });
    }
    const eventId = c.req.query('eventId');
    const filter = {
      ...(status ? { status: status as (typeof STATUSES)[number] } : {}),
      ...(eventId ? { eventId } : {}),
    };
    return data(c, { items: listDeliveries(ctx, filter).map(deliveryView) });
  });
  app.get('/webhooks/deliveries/:deliveryId', (c) => {
    strictQuery(c, []);
    return data(c, deliveryView(getDelivery(ctx, c.req.param('deliveryId'))));
  });
  app.post('/webhooks/deliveries/:deliveryId/replay', async (c) => {
    await strictBody(c, []);
    return data(c, deliveryView(await replayDelivery(ctx, engine, c.req.param('deliveryId'))));
  });

  // The mock's own receiver (G-28): point an endpoint here to see exactly what a receiver gets.
  app.post('/webhooks/inbox', async (c) => {
    strictQuery(c, []);
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
    strictQuery(c, ['limit']);
    return data(c, { items: listInbox(ctx, limitOf(c.req.query('limit'))) });
  });
  app.delete('/webhooks/inbox', async (c) => {
    await strictBody(c, []);
    return data(c, { cleared: clearInbox(ctx) });
  });

  app.get('/events', (c) => {
    strictQuery(c, ['type', 'limit']);
    const type = c.req.query('type');
    const items = listEvents(ctx, { ...(type ? { type } : {}), limit: limitOf(c.req.query('limit')) });
    return data(c, { items: items.map(eventView) });
  });
}
