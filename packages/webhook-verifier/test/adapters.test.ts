import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeduplicator, signStyleAWebhook, signStyleBWebhook, type WebhookHandlerOptions } from '../src';
import { createExpressWebhookHandler } from '../src/adapters/express';
import { fastifyWebhookPlugin } from '../src/adapters/fastify';
import { createFetchWebhookHandler } from '../src/adapters/fetch';
import { createHonoWebhookHandler } from '../src/adapters/hono';
import { createNodeWebhookHandler } from '../src/adapters/node';
import { cardPayload, kycPayload } from './support/style-b-payloads';

const secret = 'whsec_adapters';
type Options = WebhookHandlerOptions<'a' | 'b'> & { onEvent: (event: unknown) => unknown };
const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

/** Starts a receiver with each framework; answers the URL of its webhook route. */
const adapters: Record<string, (options: Options) => Promise<string>> = {
  node: (options) => listen(createServer(createNodeWebhookHandler({ ...options, onError: () => {} }))),
  express: (options) => {
    const app = express();
    app.post('/webhooks', express.raw({ type: 'application/json' }), createExpressWebhookHandler(options));
    app.use(express.json()); // other routes may parse JSON; the webhook route stays raw
    return listen(createServer(app));
  },
  fastify: async (options) => {
    const app = Fastify();
    await app.register(fastifyWebhookPlugin, { ...options, path: '/webhooks' });
    app.post('/other', async (request) => request.body); // keeps Fastify's JSON parser
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    return `${address}/webhooks`;
  },
  hono: (options) => {
    const app = new Hono();
    app.post('/webhooks', createHonoWebhookHandler(options));
    return listen(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server);
  },
  fetch: (options) => {
    const handler = createFetchWebhookHandler(options);
    return listen(serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }) as Server);
  },
};

describe.each(Object.keys(adapters))('the %s adapter over real HTTP', (name) => {
  const start = adapters[name] as (options: Options) => Promise<string>;

  it("hands onEvent the delivery's trace id, from its traceparent", async () => {
    const events: Array<{ traceId?: string }> = [];
    const url = await start({ style: 'b', secret, onEvent: (e) => events.push(e as { traceId?: string }) });
    const signed = await signStyleBWebhook({ secret, eventType: 'KYC.UPDATED', payload: kycPayload });
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const answer = await fetch(url, {
      method: 'POST',
      body: signed.body,
      headers: { ...signed.headers, traceparent },
    });
    expect(answer.status).toBe(204);
    expect(events.map((event) => event.traceId)).toEqual(['4bf92f3577b34da6a3ce929d0e0e4736']);
  });

  it('accepts a signed Style B delivery once, and rejects a tampered or unsigned one', async () => {
    const events: unknown[] = [];
    const url = await start({
      style: 'b',
      secret,
      onEvent: (e) => events.push(e),
      deduplicator: createDeduplicator(),
    });
    const signed = await signStyleBWebhook({
      secret,
      eventType: 'KYC.UPDATED',
      resource: JSON.stringify({ ...kycPayload, reason: 'é\u2028' }),
    });
    const post = (body: string, headers: Record<string, string>) =>
      fetch(url, { method: 'POST', body, headers });
    expect((await post(signed.body, signed.headers)).status).toBe(204);
    expect((await post(signed.body, signed.headers)).status).toBe(204); // a repeated delivery
    expect(events).toEqual([
      expect.objectContaining({ eventType: 'KYC.UPDATED', payload: { ...kycPayload, reason: 'é\u2028' } }),
    ]);
    const tampered = await post(signed.body.replace('APPROVED', 'REJECTED'), signed.headers);
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toMatch(/signature mismatch/);
    const unsigned = await post(signed.body, { 'Content-Type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toMatch(/`Signature` header is absent/);
  });

  it('verifies Style A over the exact bytes and surfaces unknown types as 422', async () => {
    const events: unknown[] = [];
    const url = await start({ style: 'a', secret, onEvent: (e) => events.push(e) });
    const signed = await signStyleAWebhook({
      secret,
      body: ' {"id":"evt_1","type":"card.frozen","createdAt":"x","data":{"id":"c"}}\n',
    });
    expect((await fetch(url, { method: 'POST', body: signed.body, headers: signed.headers })).status).toBe(
      204,
    );
    expect(events).toEqual([expect.objectContaining({ id: 'evt_1', type: 'card.frozen' })]);
    const unknown = await signStyleAWebhook({
      secret,
      body: '{"id":"evt_2","type":"card.new","createdAt":"x","data":{}}',
    });
    const response = await fetch(url, { method: 'POST', body: unknown.body, headers: unknown.headers });
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/unknown event type "card.new"/);
  });

  it('answers 500 when onEvent fails, so the service retries', async () => {
    const url = await start({ style: 'b', secret, onEvent: () => Promise.reject(new Error('db down')) });
    const signed = await signStyleBWebhook({ secret, eventType: 'CARD.CREATED', payload: cardPayload });
    expect((await fetch(url, { method: 'POST', body: signed.body, headers: signed.headers })).status).toBe(
      500,
    );
  });
});

describe('the raw-body rule', () => {
  it('names the mistake when express.json() parsed the body first', async () => {
    const errors: unknown[] = [];
    const app = express();
    app.use(express.json());
    app.post('/webhooks', createExpressWebhookHandler({ style: 'b', secret, onEvent: () => {} }));
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(error);
      res.status(500).end();
    });
    const url = await listen(createServer(app));
    const signed = await signStyleBWebhook({ secret, eventType: 'CARD.CREATED', resource: '{}' });
    expect((await fetch(url, { method: 'POST', body: signed.body, headers: signed.headers })).status).toBe(
      500,
    );
    expect(String(errors[0])).toMatch(/BodyAlreadyParsedError: .*express\.raw/);
  });
});
