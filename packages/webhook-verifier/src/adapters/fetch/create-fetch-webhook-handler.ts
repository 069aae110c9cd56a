import { handleWebhook, toWebResponse, type WebhookHandlerOptions, type WebhookStyle } from '../../handler';

/**
 * A Web `Request` to `Response` handler: Next.js route handlers, Cloudflare Workers, Deno, Bun, Remix.
 * It reads the raw body itself with `request.arrayBuffer()`; do not read the body before it.
 *
 * @example
 * // app/api/webhooks/route.ts (Next.js)
 * export const POST = createFetchWebhookHandler({
 *   style: 'b',
 *   secret: process.env.WEBHOOK_SECRET!,
 *   onEvent: async (event) => { await save(event); },
 * });
 */
export function createFetchWebhookHandler<Style extends WebhookStyle>(
  options: WebhookHandlerOptions<Style>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = new Uint8Array(await request.arrayBuffer());
    const result = await handleWebhook({ body, header: (name) => request.headers.get(name) }, options);
    return toWebResponse(result);
  };
}
