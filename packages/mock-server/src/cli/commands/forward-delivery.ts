import type { IncomingHttpHeaders } from 'node:http';

/** Headers that describe one hop, not the delivery: the forwarding request sets its own. */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'expect',
]);

/** What the receiver answered a forwarded delivery (status null: it could not be reached in time). */
export interface ForwardResult {
  status: number | null;
  body: string;
  latencyMs: number;
  error: string | null;
}

/**
 * Sends a delivery on to `url` as the mock sent it: the same method, the same signature and other headers,
 * and the same body bytes, so the receiver verifies the signature with the mock's secret. Waits 10 s at
 * most, the delivery timeout of E-8.
 *
 * @example
 * const { status } = await forwardDelivery('http://localhost:3000/hooks', req.headers, rawBody);
 */
export async function forwardDelivery(
  url: string,
  headers: IncomingHttpHeaders,
  body: Uint8Array,
  timeoutMs = 10_000,
): Promise<ForwardResult> {
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) forwarded.append(name, one);
  }
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: forwarded,
      // A copy typed as the fetch body it is (a Buffer's backing store may be shared).
      body: new Uint8Array(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: text, latencyMs: latency(), error: null };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message =
      (error as Error).name === 'TimeoutError'
        ? `timeout after ${timeoutMs / 1000} s`
        : (cause ?? (error as Error).message);
    return { status: null, body: '', latencyMs: latency(), error: message };
  }
}
