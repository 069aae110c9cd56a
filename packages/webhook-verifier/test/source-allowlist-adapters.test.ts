import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { type SourceAllowlistOptions, signStyleBWebhook, type WebhookHandlerOptions } from '../src';
import { createExpressWebhookHandler } from '../src/adapters/express';
import { fastifyWebhookPlugin } from '../src/adapters/fastify';
import { createFetchWebhookHandler } from '../src/adapters/fetch';
import { createHonoWebhookHandler } from '../src/adapters/hono';
import { createNodeWebhookHandler } from '../src/adapters/node';
import { cardPayload } from './support/style-b-payloads';

const secret = 'whsec_source_allowlist';
type Options = WebhookHandlerOptions<'a' | 'b'> & {
  onEvent: (event: unknown) => unknown;
  sourceAllowlist: SourceAllowlistOptions;
};
const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

/** Each framework serving the handler on 127.0.0.1, so the socket peer is 127.0.0.1. */
const adapters: Record<string, (options: Options) => Promise<string>> = {
  node: (options) => listen(createServer(createNodeWebhookHandler({ ...options, onError: () => {} }))),
  express: (options) => {
    const app = express();
    app.post('/webhooks', express.raw({ type: 'application/json' }), createExpressWebhookHandler(options));
    return listen(createServer(app));
  },
  fastify: async (options) => {
    const app = Fastify();
    await app.register(fastifyWebhookPlugin, { ...options, path: '/webhooks' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    return `${address}/webhooks`;
  },
  // Hono on @hono/node-server: the default reads the Node socket from `c.env.incoming`.
  hono: (options) => {
    const app = new Hono();
    app.post('/webhooks', createHonoWebhookHandler(options));
    return listen(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server);
  },
  // The fetch handler learns the peer from the runtime through `remoteAddress`.
  fetch: (options) => {
    const handler = createFetchWebhookHandler({
      ...options,
      remoteAddress: (_request, env) => (env as { incoming: IncomingMessage }).incoming.socket.remoteAddress,
    });
    return listen(serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }) as Server);
  },
};

describe.each(Object.keys(adapters))('the %s adapter with a source allowlist', (name) => {
  const start = adapters[name] as (options: Options) => Promise<string>;

  async function deliver(sourceAllowlist: SourceAllowlistOptions, headers: Record<string, string> = {}) {
    const events: unknown[] = [];
    const url = await start({ style: 'b', secret, onEvent: (e) => events.push(e), sourceAllowlist });
    const signed = await signStyleBWebhook({ secret, eventType: 'CARD.CREATED', payload: cardPayload });
    const response = await fetch(url, {
      method: 'POST',
      body: signed.body,
      headers: { ...signed.headers, ...headers },
    });
    return { status: response.status, text: await response.text(), events };
  }

  it('accepts a signed delivery from an allowed peer', async () => {
    expect(await deliver({ ranges: ['127.0.0.0/8'] })).toMatchObject({ status: 204, events: [{}] });
  });

  it('refuses 403 from outside the production ranges, ignoring X-Forwarded-For without proxies', async () => {
    const refused = await deliver({}, { 'x-forwarded-for': '47.88.1.2' });
    expect(refused).toMatchObject({ status: 403, events: [] });
    expect(refused.text).toBe('source not allowed: 127.0.0.1 is outside the allowed ranges');
  });

  it('reads the client behind one trusted proxy from the right of X-Forwarded-For', async () => {
    const behind = { trustedProxies: 1 };
    expect(await deliver(behind, { 'x-forwarded-for': '6.6.6.6, 47.89.200.1' })).toMatchObject({
      status: 204,
    });
    // A spoofed leftmost entry does not help a sender outside the ranges.
    expect(await deliver(behind, { 'x-forwarded-for': '47.88.1.2, 10.9.9.9' })).toMatchObject({
      status: 403,
    });
    expect((await deliver(behind)).text).toMatch(/fewer hops than the 1 trusted proxies/);
  });
});
