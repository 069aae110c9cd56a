import type { WebhookResponse } from './handle-webhook';

/**
 * The Web `Response` for a handler result: plain text with the error message, or an empty 204.
 *
 * @example
 * return toWebResponse(await handleWebhook(request, options));
 */
export function toWebResponse(result: WebhookResponse): Response {
  if (!result.body) return new Response(null, { status: result.status });
  return new Response(result.body, {
    status: result.status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
