import {
  loadOpenTelemetry,
  openTelemetry,
  parseTraceparent,
  type TraceParent,
} from '@card-issuance/webhook-verifier/tracing';
import { isoTime } from '../domain';
import { type RequestTrace, traceRequest } from '../http/request-trace';
import type { Sandbox } from './open-sandbox';

/** The span of one request, when OpenTelemetry records: ended with the answer or the failure. */
export interface RequestSpan {
  end(status: number | null, error?: unknown): void;
}

const NO_SPAN: RequestSpan = { end: () => undefined };

/** Where a request goes: the sandbox, the face's name (`a`, `b`, `b-production`, `control`) and its path. */
export interface RequestTarget {
  sandbox: Sandbox;
  face: string;
  path: string;
}

/**
 * Starts the trace of a request to a face or the control API (DECISIONS.md (pending)): with OpenTelemetry
 * loaded, a SERVER span, a child of the caller's `traceparent` (`sent`), named after the operation once
 * the binder knows it, with the face, the operation id, the sandbox id, the virtual time, the status and
 * the face's error code; what the request causes (its events, their webhook deliveries, its jobs)
 * continues that span's trace. Without OpenTelemetry it continues the caller's trace, and a request with
 * no `traceparent` is not traced at all (and costs nothing more).
 *
 * @example
 * const span = startRequestSpan({ sandbox, face: 'b', path }, request, parseTraceparent(header));
 * span.end(response.status);
 */
export function startRequestSpan(
  target: RequestTarget,
  request: Request,
  sent: TraceParent | null,
): RequestSpan {
  const otel = openTelemetry();
  if (!otel) {
    if (sent) traceRequest(request, { cause: sent });
    return NO_SPAN;
  }
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
  const span = trace.getTracer('@card-issuance/mock-server').startSpan(
    `${request.method} ${path}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': request.method,
        'url.path': path,
        'card_issuance.face': face,
        'card_issuance.sandbox_id': sandbox.id,
        'card_issuance.virtual_time': isoTime(sandbox.ctx.clock.now()),
      },
    },
    parent,
  );
  const { traceId, spanId, traceFlags } = span.spanContext();
  const recorded: RequestTrace = {
    cause: span.isRecording() ? { traceId, spanId, sampled: (traceFlags & 1) === 1 } : (sent ?? undefined),
  };
  traceRequest(request, recorded);
  return {
    end(status, error) {
      if (recorded.operationId) {
        span.updateName(recorded.operationId);
        span.setAttribute('card_issuance.operation_id', recorded.operationId);
      }
      if (status !== null) span.setAttribute('http.response.status_code', status);
      const failed = error !== undefined || status === null || status >= 400;
      if (failed) {
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

/**
 * Serves a request to a face or the control API in its trace ({@link startRequestSpan}); `serve` gets the
 * caller's trace id for the request log. `@opentelemetry/api` is looked for once, by the first request.
 *
 * @example
 * return serveTraced({ sandbox, face: 'control', path }, request, () => sandbox.control().fetch(request));
 */
export async function serveTraced(
  target: RequestTarget,
  request: Request,
  serve: (traceId: string | null) => Response | Promise<Response>,
): Promise<Response> {
  const loading = loadOpenTelemetry();
  if (loading) await loading;
  const sent = parseTraceparent(request.headers.get('traceparent'));
  const span = startRequestSpan(target, request, sent);
  let response: Response;
  try {
    response = await serve(sent?.traceId ?? null);
  } catch (error) {
    span.end(null, error);
    throw error;
  }
  span.end(response.status);
  return response;
}
