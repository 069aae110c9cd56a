import {
  loadOpenTelemetry,
  type OpenTelemetry,
  openTelemetry,
  parseTraceparent,
  type TraceParent,
} from '@card-issuance/webhook-verifier/tracing';
import type { Tracer, TracerProvider } from '@opentelemetry/api';
import { isoTime } from '../domain';
import { type RequestTrace, traceRequest } from '../http/request-trace';
import type { Sandbox } from './open-sandbox';

let cached: { provider: TracerProvider; tracer: Tracer } | undefined;

/**
 * The mock's tracer, got once per global provider: the API's proxy provider stays the same object when an
 * SDK registers later (its tracers find the SDK then), and is replaced by `trace.disable()`.
 */
function tracerOf(otel: OpenTelemetry): Tracer {
  const provider = otel.trace.getTracerProvider();
  if (cached?.provider !== provider)
    cached = { provider, tracer: provider.getTracer('@card-issuance/mock-server') };
  return cached.tracer;
}

/** The span of one request, when OpenTelemetry records: ended with the answer or the failure. */
interface RequestSpan {
  end(status: number | null, error?: unknown): void;
}

/** Where a request goes: the sandbox, the face's name (`a`, `b`, `b-production`, `control`) and its path. */
export interface RequestTarget {
  sandbox: Sandbox;
  face: string;
  path: string;
}

/**
 * The recording SERVER span of a request, a child of the caller's `traceparent` (`sent`), or `undefined`
 * when the API has no SDK behind it (nothing records).
 */
function startRequestSpan(
  otel: OpenTelemetry,
  target: RequestTarget,
  request: Request,
  sent: TraceParent | null,
): RequestSpan | undefined {
  const { trace, SpanKind, SpanStatusCode, ROOT_CONTEXT, TraceFlags } = otel;
  const parent = sent
    ? trace.setSpanContext(ROOT_CONTEXT, {
        traceId: sent.traceId,
        spanId: sent.spanId,
        traceFlags: sent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
        isRemote: true,
      })
    : ROOT_CONTEXT;
  const { sandbox, face, path } = target;
  const span = tracerOf(otel).startSpan('request', { kind: SpanKind.SERVER }, parent);
  if (!span.isRecording()) return undefined;
  span.updateName(`${request.method} ${path}`);
  span.setAttributes({
    'http.request.method': request.method,
    'url.path': path,
    'card_issuance.face': face,
    'card_issuance.sandbox_id': sandbox.id,
    'card_issuance.virtual_time': isoTime(sandbox.ctx.clock.now()),
  });
  const { traceId, spanId, traceFlags } = span.spanContext();
  const recorded: RequestTrace = { cause: { traceId, spanId, sampled: (traceFlags & 1) === 1 } };
  traceRequest(request, recorded);
  return {
    end(status, error) {
      if (recorded.operationId) {
        span.updateName(recorded.operationId);
        span.setAttribute('card_issuance.operation_id', recorded.operationId);
      }
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (error !== undefined || status === null || status >= 400) {
        const code = recorded.errorCode ?? (error instanceof Error ? error.name : String(status));
        span.setAttribute('error.type', code);
        span.setAttribute('card_issuance.error_code', code);
        // A refusal in the face's envelope is the caller's error, not the server's (HTTP conventions).
        if (error !== undefined || status === null || status >= 500) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: code });
        }
      }
      span.end();
    },
  };
}

async function endWith(span: RequestSpan, answer: Response | Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await answer;
  } catch (error) {
    span.end(null, error);
    throw error;
  }
  span.end(response.status);
  return response;
}

/**
 * Serves a request to a face or the control API in its trace (DECISIONS.md G-146); `serve` gets the
 * caller's trace id for the request log. With OpenTelemetry recording, a SERVER span per request, a child
 * of the caller's `traceparent`, named after the operation once the binder knows it, with the face, the
 * operation id, the sandbox id, the virtual time, the status and the face's error code; what the request
 * causes (its events, their webhook deliveries, its jobs) continues that span. Without it, what the
 * request causes continues the caller's trace, and a request with no `traceparent` is served as before,
 * in the same call. `@opentelemetry/api` is looked for once, by the first request (and by `createMock`).
 *
 * @example
 * return serveTraced({ sandbox, face: 'control', path }, request, () => sandbox.control().fetch(request));
 */
export function serveTraced(
  target: RequestTarget,
  request: Request,
  serve: (traceId: string | null) => Response | Promise<Response>,
): Response | Promise<Response> {
  const otel = openTelemetry();
  if (otel === undefined) {
    return (loadOpenTelemetry() ?? Promise.resolve()).then(() => serveTraced(target, request, serve));
  }
  const sent = parseTraceparent(request.headers.get('traceparent'));
  const span = otel ? startRequestSpan(otel, target, request, sent) : undefined;
  if (span) return endWith(span, serve(sent?.traceId ?? null));
  if (sent) traceRequest(request, { cause: sent });
  return serve(sent?.traceId ?? null);
}
