import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RawBody } from '../../core';
import { handleWebhook, type WebhookHandlerOptions, type WebhookStyle } from '../../handler';
import { sourceCheckFor } from '../../source-allowlist';

/**
 * A Fastify route handler. It needs the raw body: register it through `fastifyWebhookPlugin`, or give its
 * route a content-type parser with `parseAs: 'buffer'` that keeps the Buffer.
 *
 * @example
 * app.post('/webhooks', createFastifyWebhookHandler({ style: 'a', secret, onEvent: (event) => save(event) }));
 */
export function createFastifyWebhookHandler<Style extends WebhookStyle>(
  options: WebhookHandlerOptions<Style>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  if (options.sourceAllowlist) sourceCheckFor(options.sourceAllowlist);
  return async (request, reply) => {
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const body = (request.body ?? '') as RawBody;
    // The socket's peer, not `request.ip`: the allowlist reads X-Forwarded-For itself (`trustedProxies`).
    const result = await handleWebhook(
      { body, header, remoteAddress: request.socket.remoteAddress },
      options,
    );
    if (result.body) reply.type('text/plain; charset=utf-8');
    return reply.code(result.status).send(result.body || undefined);
  };
}

/** Options of `fastifyWebhookPlugin`: the handler's options and the route's path. */
export interface FastifyWebhookPluginOptions<Style extends WebhookStyle = WebhookStyle>
  extends WebhookHandlerOptions<Style> {
  /** The route that receives deliveries (POST). @default '/webhooks' */
  path?: string;
}

/**
 * A Fastify plugin with one POST route whose JSON bodies stay raw Buffers. The plugin is encapsulated
 * (not wrapped in fastify-plugin), so the raw parser applies to this route only and every other route
 * keeps Fastify's JSON parser.
 *
 * @example
 * await app.register(fastifyWebhookPlugin, { path: '/webhooks', style: 'b', secret, onEvent: save });
 */
export const fastifyWebhookPlugin: FastifyPluginAsync<FastifyWebhookPluginOptions> = async (
  instance,
  options,
) => {
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  instance.post(options.path ?? '/webhooks', createFastifyWebhookHandler(options));
};
