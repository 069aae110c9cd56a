import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestReceiver, type ReceivedRequest } from '../../../test/support/domain/test-receiver';
import { createClock } from '../clock';
import { createDomainContext, type DomainEvent } from '../context';
import { uuid } from '../ids';
import { createPartner, seedPartner } from '../partners';
import { listDeliveries } from './deliveries';
import { createDeliveryEngine } from './delivery-engine';
import { addEndpoint, removeEndpoint } from './endpoints';

type Json = Record<string, unknown>;
const T0 = Date.parse('2026-03-01T12:00:00Z');
const specs = join(import.meta.dirname, '../../../../../specs');
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
const specOf = (name: string) => parse(readFileSync(join(specs, `${name}.openapi.yaml`), 'utf8')) as Json;
const styleA = specOf('style-a');
ajv.addSchema(specOf('style-b'), 'style-b');
ajv.addSchema(styleA, 'style-a');
const schemaErrors = (spec: string, schema: string, body: unknown) => {
  const validate = ajv.getSchema(`${spec}#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema}`);
  return validate(body) ? [] : validate.errors;
};

function setup(respond?: (request: ReceivedRequest) => Response | Promise<Response>) {
  const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
  const { partner } = seedPartner(ctx, { name: 'Acme' });
  const receiver = createTestReceiver(ctx.clock, respond);
  const engine = createDeliveryEngine(ctx, { fetch: receiver.fetch, version: '1.2.3' });
  const emit = (payload: Json, overrides: Partial<DomainEvent> = {}): DomainEvent => {
    const event: DomainEvent = {
      id: uuid(),
      style: 'b',
      type: 'CARD.CREATED',
      at: ctx.clock.now(),
      programId: partner.id,
      environment: 'sandbox',
      payload,
      ...overrides,
    };
    ctx.emit(event);
    return event;
  };
  const step = async (ms: number) => {
    ctx.clock.advance(ms);
    await engine.idle();
  };
  return { ctx, partner, receiver, engine, emit, step };
}

const PAYLOAD = {
  cardId: 'card_1',
  nameOnCard: 'Zoë Ångström 価格',
  memo: 'line\u2028separator\u2029end',
  reasonCode: 7002,
};

describe('delivery engine, Style B', () => {
  it('delivers an event with the exact envelope and headers, signed over resource', async () => {
    const { ctx, partner, receiver, emit, step } = setup();
    addEndpoint(ctx, { url: 'http://localhost:4000/hooks', style: 'b' });
    const event = emit(PAYLOAD);
    await step(0);

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests as [ReceivedRequest];
    const resource = JSON.stringify(PAYLOAD);
    expect(request.url).toBe('http://localhost:4000/hooks');
    expect(request.body).toBe(
      JSON.stringify({
        eventId: event.id,
        eventType: 'CARD.CREATED',
        createdAt: '2026-03-01T12:00:00.000Z',
        apiVersion: 'v1',
        resource,
      }),
    );
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      Signature: createHmac('sha256', partner.webhookSecret).update(resource).digest('base64'),
      'Event-Id': event.id,
      'User-Agent': 'card-issuance-mock/1.2.3',
      // An event emitted outside any traced work: the attempt starts a trace of its own.
      traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/),
    });
    const body = JSON.parse(request.body) as Json;
    expect(JSON.parse(String(body.resource))).toEqual(PAYLOAD);
    expect(schemaErrors('style-b', 'CardCreatedEvent', body)).toEqual([]);
    expect(request.headers.Signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    const [delivery] = listDeliveries(ctx).items;
    expect(delivery).toMatchObject({
      eventId: event.id,
      status: 'delivered',
      nextAttemptAt: null,
      deliveredAt: '2026-03-01T12:00:00.000Z',
      attempts: [{ attempt: 1, at: '2026-03-01T12:00:00.000Z', status: 200, latencyMs: 0, error: null }],
    });
  });

  it('never attempts inside ctx.emit: emit returns with the delivery only recorded', async () => {
    let calls = 0;
    const { ctx, emit, step } = setup(() => {
      calls++;
      return new Response(null, { status: 204 });
    });
    addEndpoint(ctx, { url: 'http://localhost:4000/hooks', style: 'b' });
    emit(PAYLOAD);
    expect(calls).toBe(0);
    expect(listDeliveries(ctx).items).toMatchObject([
      { status: 'pending', attempts: [], nextAttemptAt: '2026-03-01T12:00:00.000Z' },
    ]);
    await Promise.resolve();
    expect(calls).toBe(0);
    await step(0);
    expect(calls).toBe(1);
    expect(listDeliveries(ctx, { status: 'delivered' }).items).toHaveLength(1);
  });

  it('honours a custom User-Agent, and any 2xx counts as delivered', async () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    const { partner } = seedPartner(ctx, { name: 'Acme' });
    const receiver = createTestReceiver(ctx.clock, () => new Response('accepted', { status: 202 }));
    const engine = createDeliveryEngine(ctx, { fetch: receiver.fetch, userAgent: 'custom/9' });
    addEndpoint(ctx, { url: 'http://h/', style: 'b' });
    const event = { style: 'b', type: 'KYC.UPDATED', at: T0, environment: 'sandbox', payload: {} } as const;
    ctx.emit({ ...event, id: uuid(), programId: partner.id });
    ctx.clock.advance(0);
    await engine.idle();
    expect(receiver.requests[0]?.headers['User-Agent']).toBe('custom/9');
    expect(listDeliveries(ctx).items[0]?.attempts[0]).toMatchObject({ status: 202, error: null });
  });

  it('delivers one copy per matching endpoint, and nothing of another style, partner or type', async () => {
    const { ctx, partner, receiver, emit, step } = setup();
    const other = createPartner(ctx, { name: 'Other' }).partner;
    const all = addEndpoint(ctx, { url: 'http://h/all', style: 'b', programId: partner.id });
    addEndpoint(ctx, { url: 'http://h/other', style: 'b', programId: other.id });
    addEndpoint(ctx, {
      url: 'http://h/tx',
      style: 'b',
      programId: partner.id,
      eventTypes: ['CARD_TRANSACTION.CREATED'],
    });
    addEndpoint(ctx, { url: 'http://h/a', style: 'a', secret: 'whsec_a' });
    addEndpoint(ctx, { url: 'http://h/prod', style: 'b', programId: partner.id, environment: 'production' });
    const event = emit(PAYLOAD);
    await step(0);
    expect(receiver.requests.map((r) => r.url)).toEqual(['http://h/all']);
    expect(listDeliveries(ctx, { eventId: event.id }).items).toMatchObject([{ endpointId: all.id }]);

    emit(PAYLOAD, { type: 'CARD_TRANSACTION.CREATED' });
    emit(PAYLOAD, { programId: other.id });
    await step(0);
    expect(receiver.requests.map((r) => r.url).sort()).toEqual([
      'http://h/all',
      'http://h/all',
      'http://h/other',
      'http://h/tx',
    ]);
  });

  it('stop() ignores new events and cancels retries; a new engine resumes pending deliveries', async () => {
    const { ctx, receiver, engine, emit, step } = setup(() => new Response(null, { status: 503 }));
    addEndpoint(ctx, { url: 'http://h/', style: 'b' });
    emit(PAYLOAD);
    await step(0);
    engine.stop();
    emit(PAYLOAD);
    await step(86_400_000);
    expect(receiver.requests).toHaveLength(1);
    expect(listDeliveries(ctx).items).toHaveLength(1);

    const next = createDeliveryEngine(ctx, { fetch: receiver.fetch });
    ctx.clock.advance(0); // attempt 2 was due long ago: it runs at the next opportunity
    await next.idle();
    expect(receiver.requests).toHaveLength(2);
    expect(listDeliveries(ctx).items[0]?.attempts.map((a) => a.attempt)).toEqual([1, 2]);
    next.stop();
  });

  it('stops the pending deliveries of a removed endpoint', async () => {
    const { ctx, receiver, emit, step } = setup(() => new Response(null, { status: 500 }));
    const endpoint = addEndpoint(ctx, { url: 'http://h/', style: 'b' });
    emit(PAYLOAD);
    await step(0);
    removeEndpoint(ctx, endpoint.id);
    await step(30_000);
    expect(receiver.requests).toHaveLength(1);
    expect(listDeliveries(ctx).items).toMatchObject([
      { status: 'dead', deadReason: 'endpoint_removed', nextAttemptAt: null },
    ]);
  });
});

describe('delivery engine, Style A', () => {
  it('posts {id, type, createdAt, data} with a hex signature of the raw body in x-webhook-signature', async () => {
    const { ctx, receiver, emit, step } = setup();
    addEndpoint(ctx, { url: 'https://receiver.example/a', style: 'a', secret: 'whsec_ä_secret' });
    const webhooks = styleA.webhooks as Record<string, { post: { requestBody: Json } }>;
    const post = webhooks['card.activated']?.post;
    if (!post) throw new Error('the Style A spec has no card.activated webhook');
    const content = post.requestBody.content as Json;
    const card = ((content['application/json'] as Json).example as Json).data as Json;
    const data = { ...card, label: 'Équipe\u2028terrain' };
    const event = emit(data, {
      style: 'a',
      type: 'card.activated',
      id: 'evt_1',
      programId: 'org_7Pw3Rt8Vn2',
    });
    await step(0);

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests as [ReceivedRequest];
    expect(request.body).toBe(
      JSON.stringify({ id: 'evt_1', type: 'card.activated', createdAt: '2026-03-01T12:00:00.000Z', data }),
    );
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      'x-webhook-signature': createHmac('sha256', 'whsec_ä_secret').update(request.body).digest('hex'),
      'User-Agent': 'card-issuance-mock/1.2.3',
      traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/),
    });
    expect(schemaErrors('style-a', 'CardActivatedEvent', JSON.parse(request.body))).toEqual([]);
    expect(listDeliveries(ctx, { eventId: event.id }).items).toMatchObject([
      { style: 'a', status: 'delivered' },
    ]);
  });
});
