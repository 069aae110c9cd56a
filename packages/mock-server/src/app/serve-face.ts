import { takeFault } from '../control/faults';
import { answerParts, recordExchange, sentBody, withLazyExchange } from '../control/request-exchange';
import { logRequest } from '../control/request-log';
import { isoTime, uuid } from '../domain';
import { type Face, refusalResponse } from '../http';
import { requestIdOf } from '../http/answer-tag';
import type { StyleName } from '../http/style-of-path';
import type { Sandbox } from './open-sandbox';
import { rateLimited } from './rate-limiter';
import type { RequestAddress } from './request-address';
import { serveTraced } from './request-span';

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
 * limit, its injected faults and its request log, in that order (G-7, G-31), each answered in the face's
 * envelope. The request's trace (its `traceparent`, and a span when OpenTelemetry is installed) goes
 * with what it causes (`startRequestSpan`).
 *
 * @example
 * const response = await serveFace(sandbox, addressOf('/style-b/v1/card-list'), request);
 */
export function serveFace(sandbox: Sandbox, address: RequestAddress, request: Request): Promise<Response> {
  const target = { sandbox, face: (address.face as Face).name, path: address.path };
  return Promise.resolve(
    serveTraced(target, request, (traceId) => serveFaceUntraced(sandbox, address, request, traceId)),
  );
}

async function serveFaceUntraced(
  sandbox: Sandbox,
  address: RequestAddress,
  request: Request,
  traceId: string | null,
) {
  const { ctx } = sandbox;
  const face = address.face as Face;
  const style = face.name as StyleName;
  const { path } = address;
  const started = Date.now();
  // What was sent and answered, redacted, for the log's HAR view: read once the answer is known.
  const log = async (response: Response | null, id: string) => {
    const durationMs = Date.now() - started;
    // Awaited only when it is a promise: most answers hand their parts over at once.
    const sent = sentBody(request);
    const answer = response && answerParts(response);
    const sentText = sent instanceof Promise ? await sent : sent;
    const parts = answer instanceof Promise ? await answer : answer;
    const entry = {
      id,
      at: isoTime(ctx.clock.now()),
      style,
      method: request.method,
      path,
      status: response?.status ?? null,
      durationMs,
      traceId,
    };
    // Redacted when first read (the HAR view, a snapshot, a --data-dir write), not on the request path.
    const logged = withLazyExchange(entry, () => recordExchange(request, address.pathname, sentText, parts), [
      sentText,
      parts?.text ?? null,
    ]);
    logRequest(ctx, logged, sandbox.requestLogLimit);
  };

  if (sandbox.rateLimit !== undefined) {
    const caller =
      request.headers.get('x-access-token') ?? request.headers.get('authorization') ?? 'anonymous';
    const wait = rateLimited(ctx, sandbox.rateLimit, `${style}:${caller}`);
    if (wait !== undefined) {
      const limited = refusalResponse(face, { kind: 'rate_limited', retryAfterSeconds: wait });
      await log(limited, requestIdOf(limited) ?? '');
      return limited;
    }
  }

  const effect = takeFault(ctx, style, request.method, path);
  if (effect?.type === 'network-error') {
    await log(null, uuid());
    throw new TypeError('fetch failed: connection dropped (fault injected by the mock)');
  }
  if (effect?.type === 'status') {
    const kind = effect.status === 429 ? 'rate_limited' : effect.status === 500 ? 'internal' : 'unavailable';
    const injected = refusalResponse(face, {
      kind,
      ...(effect.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: effect.retryAfterSeconds }),
    });
    await log(injected, requestIdOf(injected) ?? '');
    return injected;
  }
  const response = await sandbox.face(style).fetch(request);
  if (effect?.type === 'timeout') await delay(effect.delayMs, request.signal);
  await log(response, requestIdOf(response) ?? '');
  return response;
}
