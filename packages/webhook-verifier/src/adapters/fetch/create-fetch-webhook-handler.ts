import { handleWebhook, toWebResponse, type WebhookHandlerOptions, type WebhookStyle } from '../../handler';
import { sourceCheckFor } from '../../source-allowlist';

/** Options of the fetch handler. */
export interface FetchWebhookHandlerOptions<Style extends WebhookStyle> extends WebhookHandlerOptions<Style> {
  /**
   * The socket peer's address, for `sourceAllowlist`, from the request and the handler's second argument
   * (Bun: `(request) => server.requestIP(request)?.address`). @default Deno.serve's
   * `info.remoteAddr.hostname` when given, else unknown (refused by the allowlist)
   */
  remoteAddress?: (request: Request, context: unknown) => string | null | undefined;
}

// Deno.serve passes `{ remoteAddr: { hostname } }` as the handler's second argument.
const denoPeer = (_request: Request, context: unknown): string | undefined =>
  (context as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname;

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
  options: FetchWebhookHandlerOptions<Style>,
): (request: Request, context?: unknown) => Promise<Response> {
  if (options.sourceAllowlist) sourceCheckFor(options.sourceAllowlist);
  const peer = options.remoteAddress ?? denoPeer;
  return async (request, context) => {
    const body = new Uint8Array(await request.arrayBuffer());
    const header = (name: string) => request.headers.get(name);
    const remoteAddress = options.sourceAllowlist ? peer(request, context) : undefined;
    const result = await handleWebhook({ body, header, remoteAddress }, options);
    return toWebResponse(result);
  };
}
