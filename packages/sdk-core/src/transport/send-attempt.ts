import type { FetchLike } from './fetch-like';
import type { OutgoingRequest } from './outgoing-request';

/**
 * What an attempt that got no answer within its timeout rejects with (its name is the reason logs and
 * `onRetry` give).
 *
 * @example
 * if (error instanceof TimeoutError) console.warn('no answer in time');
 */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Sends one attempt through `fetch` and answers its Response, or rejects with a {@link TimeoutError} after
 * `timeoutMs` (the attempt aborted), with the caller's `signal`'s reason once it aborts, or with what
 * `fetch` threw. A method's request goes out as the URL and a `RequestInit`, as stripe-node and
 * lithic-node send theirs: no `Request` is built here, only by a `fetch` that needs one (DECISIONS.md
 * S-46); a `client.raw` `Request` is re-made with the attempt's signal.
 *
 * @example
 * const response = await sendAttempt(fetch, { url, method: 'GET', headers: {} }, 30_000, signal);
 */
export function sendAttempt(
  fetch: FetchLike,
  request: Request | OutgoingRequest,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Response> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const controller = new AbortController();
  let sent: Promise<Response>;
  try {
    sent =
      request instanceof Request
        ? fetch(new Request(request, { signal: controller.signal }))
        : fetch(request.url, toInit(request, controller.signal));
  } catch (error) {
    return Promise.reject(error);
  }
  const follow = signal && (() => controller.abort(signal.reason));
  if (follow) signal.addEventListener('abort', follow, { once: true });
  return new Promise((resolve, reject) => {
    // Called only once the timer below exists: when the attempt settles, or by the timer itself.
    const settle = () => {
      clearTimeout(timer);
      if (follow) signal.removeEventListener('abort', follow);
    };
    // The attempt gives up at the deadline even if `fetch` ignores the abort (a canned or custom fetch).
    const timer = setTimeout(() => {
      settle();
      controller.abort();
      reject(new TimeoutError(`No answer within ${timeoutMs} ms`));
    }, timeoutMs);
    sent.then(
      (response) => {
        settle();
        resolve(response);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}

function toInit(request: OutgoingRequest, signal: AbortSignal): RequestInit {
  const init: RequestInit = { method: request.method, headers: request.headers, signal };
  if (request.body !== undefined) init.body = request.body;
  return init;
}
