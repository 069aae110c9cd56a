import { takeFault } from '../control/faults';
import { logRequest } from '../control/request-log';
import { isoTime, uuid } from '../domain';
import { requestIdOf } from '../http/answer-tag';
import type { StyleName } from '../http/style-of-path';
import { traceIdOf } from '../http/trace-id';
import { injectedResponse } from './injected-responses';
import type { Sandbox } from './open-sandbox';
import { rateLimited } from './rate-limiter';

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Serves a request to one of a sandbox's style faces through that sandbox's own middleware: its rate
 * limit, its injected faults and its request log, in that order (G-7, G-31).
 *
 * @example
 * const response = await serveFace(sandbox, 'b', '/v1/card-list', request);
 */
export async function serveFace(sandbox: Sandbox, style: StyleName, path: string, request: Request) {
  const { ctx } = sandbox;
  const started = Date.now();
  const log = (status: number | null, id: string) =>
    logRequest(
      ctx,
      {
        id,
        at: isoTime(ctx.clock.now()),
        style,
        method: request.method,
        path,
        status,
        durationMs: Date.now() - started,
        traceId: traceIdOf(request.headers.get('traceparent')),
      },
      sandbox.requestLogLimit,
    );

  if (sandbox.rateLimit !== undefined) {
    const caller =
      request.headers.get('x-access-token') ?? request.headers.get('authorization') ?? 'anonymous';
    const wait = rateLimited(ctx, sandbox.rateLimit, `${style}:${caller}`);
    if (wait !== undefined) {
      const limited = injectedResponse(style, 429, wait);
      log(429, requestIdOf(limited) ?? '');
      return limited;
    }
  }

  const effect = takeFault(ctx, style, request.method, path);
  if (effect?.type === 'network-error') {
    log(null, uuid());
    throw new TypeError('fetch failed: connection dropped (fault injected by the mock)');
  }
  if (effect?.type === 'status') {
    const injected = injectedResponse(style, effect.status, effect.retryAfterSeconds);
    log(effect.status, requestIdOf(injected) ?? '');
    return injected;
  }
  const response = await sandbox.face(style).fetch(request);
  if (effect?.type === 'timeout') await delay(effect.delayMs, request.signal);
  log(response.status, requestIdOf(response) ?? '');
  return response;
}
