import type { Clock } from '../clock';
import { isoTime } from '../clock';
import type { DeliveryAttempt } from './deliveries';
import { deliveryHeaders } from './delivery-request';
import { DELIVERY_DEADLINE_MS, TIMEOUT_ERROR } from './retry-schedule';

/**
 * The HTTP client the engine posts with: `globalThis.fetch`, or an in-process receiver in tests. Only the
 * response's `status` is read; its body, when there is one, is cancelled.
 *
 * @example
 * const receiver: WebhookFetch = async (url, init) => new Response(null, { status: 204 });
 */
export type WebhookFetch = (
  url: string,
  init: RequestInit,
) => Promise<{ status: number; body?: ReadableStream | null }>;

/** What one attempt sends, and where. */
export interface AttemptRequest {
  attempt: number;
  url: string;
  style: 'a' | 'b';
  body: string;
  secret: string;
  userAgent: string;
  /** The attempt's W3C `traceparent` header, when it sends one. */
  traceparent?: string;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Makes one attempt and resolves with its log entry; never rejects. The start time and the 10 s deadline
 * are taken synchronously on the mock's clock: an abort is scheduled at start + 10 s, and a receiver that
 * has not answered by then (even one that ignores the signal) fails with `timeout after 10 s`. Any non-2xx
 * status (redirects are not followed) or network error fails too.
 *
 * @example
 * const logged = await performAttempt(ctx.clock, fetch, { attempt: 1, url, style: 'b', body, secret, userAgent });
 * logged.error === null; // delivered
 */
export function performAttempt(
  clock: Clock,
  fetch: WebhookFetch,
  request: AttemptRequest,
): Promise<DeliveryAttempt> {
  const start = clock.now();
  const controller = new AbortController();
  let timedOut = false;
  const deadline = clock.schedule(start + DELIVERY_DEADLINE_MS, () => {
    timedOut = true;
    controller.abort(new Error(TIMEOUT_ERROR));
  });
  const expired = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  const send = async () => {
    const headers = await deliveryHeaders(request.style, request.body, request.secret, request.userAgent);
    if (request.traceparent !== undefined) headers.traceparent = request.traceparent;
    return fetch(request.url, {
      method: 'POST',
      headers,
      body: request.body,
      signal: controller.signal,
      redirect: 'manual',
    });
  };
  const entry = (status: number | null, latencyMs: number, error: string | null): DeliveryAttempt => ({
    attempt: request.attempt,
    at: isoTime(start),
    status,
    latencyMs,
    error,
  });
  return Promise.race([send(), expired])
    .then(
      (response) => {
        response.body?.cancel().catch(() => undefined);
        const ok = response.status >= 200 && response.status < 300;
        return entry(
          response.status,
          clock.now() - start,
          ok ? null : `unexpected status ${response.status}`,
        );
      },
      (error: unknown) =>
        timedOut
          ? entry(null, DELIVERY_DEADLINE_MS, TIMEOUT_ERROR)
          : entry(null, clock.now() - start, `network error: ${describe(error)}`),
    )
    .finally(() => deadline.cancel());
}
