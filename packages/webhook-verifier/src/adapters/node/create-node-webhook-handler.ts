import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawBody } from '../../core';
import { handleWebhook, type WebhookHandlerOptions, type WebhookStyle } from '../../handler';
import { sourceCheckFor } from '../../source-allowlist';
import { nodeHeader, readRequestBody } from './read-request-body';

/** Options of the Node `http` handler. */
export interface NodeWebhookHandlerOptions<Style extends WebhookStyle> extends WebhookHandlerOptions<Style> {
  /** Called with errors answered 500 (configuration mistakes, a failing `onEvent`). @default console.error */
  onError?: (error: unknown) => void;
}

/**
 * A Node `http` request listener (also Connect and any framework that hands over `req`/`res`). It reads
 * the raw body from the stream itself, so nothing may consume or parse the body before it.
 *
 * @example
 * import { createServer } from 'node:http';
 * createServer(createNodeWebhookHandler({ style: 'b', secret, onEvent: (event) => save(event) })).listen(3000);
 */
export function createNodeWebhookHandler<Style extends WebhookStyle>(
  options: NodeWebhookHandlerOptions<Style>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  if (options.sourceAllowlist) sourceCheckFor(options.sourceAllowlist);
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  return async (request, response) => {
    try {
      const body = (await readRequestBody(request)) as RawBody;
      const remoteAddress = request.socket.remoteAddress;
      const header = (name: string) => nodeHeader(request, name);
      const result = await handleWebhook({ body, header, remoteAddress }, options);
      response.statusCode = result.status;
      if (result.body) response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(result.body);
    } catch (error) {
      onError(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    }
  };
}
