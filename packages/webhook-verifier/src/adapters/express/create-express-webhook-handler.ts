import type { RequestHandler } from 'express';
import type { RawBody } from '../../core';
import { handleWebhook, type WebhookHandlerOptions, type WebhookStyle } from '../../handler';
import { sourceCheckFor } from '../../source-allowlist';
import { nodeHeader, readRequestBody } from '../node/read-request-body';

/**
 * An Express handler. Put `express.raw({ type: 'application/json' })` before it on the webhook route so
 * `req.body` is the raw Buffer (with no body parser at all it reads the stream itself). A global
 * `express.json()` that already parsed the body gives `BodyAlreadyParsedError`, passed to `next`.
 *
 * @example
 * app.post(
 *   '/webhooks',
 *   express.raw({ type: 'application/json' }),
 *   createExpressWebhookHandler({ style: 'b', secret, onEvent: (event) => save(event) }),
 * );
 */
export function createExpressWebhookHandler<Style extends WebhookStyle>(
  options: WebhookHandlerOptions<Style>,
): RequestHandler {
  if (options.sourceAllowlist) sourceCheckFor(options.sourceAllowlist);
  return async (request, response, next) => {
    try {
      const body = (await readRequestBody(request)) as RawBody;
      // The socket's peer, not `req.ip`: the allowlist reads X-Forwarded-For itself (`trustedProxies`).
      const remoteAddress = request.socket.remoteAddress;
      const header = (name: string) => nodeHeader(request, name);
      const result = await handleWebhook({ body, header, remoteAddress }, options);
      response.status(result.status);
      if (result.body) response.type('text/plain').send(result.body);
      else response.end();
    } catch (error) {
      next(error);
    }
  };
}
