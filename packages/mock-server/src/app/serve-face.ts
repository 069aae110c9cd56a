import { takeFault } from '../control/faults';
import { LoggedRequest } from '../control/logged-request';
import { type AnswerParts, answerParts, captureExchange, sentBody } from '../control/request-exchange';
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

/** One request a face serves, as its log entry is made of it. */
interface Served {
  sandbox: Sandbox;
  address: RequestAddress;
  request: Request;
  traceId: string | null;
  started: number;
}

/**
 * Logs a served request with what was sent and answered, kept as strings and redacted when first read
 * (`LoggedRequest`): in the same turn when both bodies are at hand (a GET, an answer `jsonResponse` made),
 * else once they are read.
 */
function logServed(served: Served, response: Response | null, id: string): Promise<void> | undefined {
  const durationMs = Date.now() - served.started;
  const sent = sentBody(served.request);
  const parts = response && answerParts(response);
  if (sent instanceof Promise || parts instanceof Promise) {
    return Promise.all([sent, parts]).then(([text, answer]) =>
      keepServed(served, { response, id, durationMs }, text, answer),
    );
  }
  keepServed(served, { response, id, durationMs }, sent, parts);
  return undefined;
}

function keepServed(
  { sandbox, address, request, traceId }: Served,
  { response, id, durationMs }: { response: Response | null; id: string; durationMs: number },
  sent: string | null,
  parts: AnswerParts | null,
): void {
  const { ctx } = sandbox;
  const fields = {
    id,
    at: isoTime(ctx.clock.now()),
    style: (address.face as Face).name as StyleName,
    method: request.method,
    path: address.path,
    status: response?.status ?? null,
    durationMs,
    traceId,
  };
  const capture = captureExchange(request, address.pathname, sent, parts);
  logRequest(ctx, new LoggedRequest(fields, capture), sandbox.requestLogLimit);
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
  const served: Served = { sandbox, address, request, traceId, started: Date.now() };

  if (sandbox.rateLimit !== undefined) {
    const caller =
      request.headers.get('x-access-token') ?? request.headers.get('authorization') ?? 'anonymous';
    const wait = rateLimited(ctx, sandbox.rateLimit, `${style}:${caller}`);
    if (wait !== undefined) {
      const limited = refusalResponse(face, { kind: 'rate_limited', retryAfterSeconds: wait });
      await logServed(served, limited, requestIdOf(limited) ?? '');
      return limited;
    }
  }

  const effect = takeFault(ctx, style, request.method, path);
  if (effect?.type === 'network-error') {
    await logServed(served, null, uuid());
    throw new TypeError('fetch failed: connection dropped (fault injected by the mock)');
  }
  if (effect?.type === 'status') {
    const kind = effect.status === 429 ? 'rate_limited' : effect.status === 500 ? 'internal' : 'unavailable';
    const injected = refusalResponse(face, {
      kind,
      ...(effect.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: effect.retryAfterSeconds }),
    });
    await logServed(served, injected, requestIdOf(injected) ?? '');
    return injected;
  }
  const response = await sandbox.face(style).fetch(request);
  if (effect?.type === 'timeout') await delay(effect.delayMs, request.signal);
  const logged = logServed(served, response, requestIdOf(response) ?? '');
  if (logged !== undefined) await logged;
  return response;
}
