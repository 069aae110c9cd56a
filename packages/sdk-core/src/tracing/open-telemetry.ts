import { loadOpenTelemetry, openTelemetry } from '@card-issuance/webhook-verifier/tracing';
import type { OperationDef } from '../operations/operation-def';

/**
 * What a call's span needs from the runner: the headers to send (with `traceparent` added when a trace is
 * active) and how to end the span.
 *
 * @example
 * const trace = startCallTrace(op, 'getCard', headers);
 * trace?.end(0, response, body); // or trace?.end(retries, undefined, error) when no answer came
 */
export interface CallTrace {
  headers: Record<string, string>;
  end(retries: number, response: Response | undefined, bodyOrError: unknown): void;
}

// The code a span records for a failed answer: Style A's `error.code`, Style B's envelope `code`, else the
// status; the error's name when no answer came. (A Style B 200 carrying an error code is not seen here.)
function errorCodeOf(response: Response | undefined, bodyOrError: unknown): string | undefined {
  if (!response) return bodyOrError instanceof Error ? bodyOrError.name : 'Error';
  if (response.ok) return undefined;
  const answer = bodyOrError as { code?: unknown; error?: { code?: unknown } } | undefined;
  const code = answer?.error?.code ?? answer?.code;
  return typeof code === 'string' ? code : String(response.status);
}

/**
 * The SDK file `internal/tracing.js`, loaded on a client's first call (kept out of the client entry).
 *
 * @example
 * createCoreClient({ ..., loadTracing: () => import('../internal/tracing.js') });
 */
export interface TracingModule {
  loadOpenTelemetry: typeof loadOpenTelemetry;
  startCallTrace: typeof startCallTrace;
  /** The generated operation table (`import * as OPS`): its export names are the operations' ids. */
  operations: Readonly<Record<string, unknown>>;
}

// The workspace's one loader of the optional peer (the verifier's handlers and the mock use it too).
export { loadOpenTelemetry };

/**
 * Starts the span of one call when OpenTelemetry is there: a CLIENT span named after the operation
 * (`getCard`), with its id and URL template; `traceparent` (and whatever the registered propagator adds)
 * goes into the headers only while a span or a propagated context is active. `undefined` otherwise.
 *
 * @example
 * const trace = startCallTrace(OPS.getCard, 'getCard', {});
 */
export function startCallTrace(
  op: OperationDef,
  operationId: string | undefined,
  headers: Record<string, string>,
): CallTrace | undefined {
  const api = openTelemetry();
  if (!api) return undefined;
  const { trace, context, propagation, SpanKind, SpanStatusCode } = api;
  const parent = context.active();
  const name = operationId ?? `${op.method} ${op.path}`;
  const span = trace.getTracer('@card-issuance/sdk').startSpan(
    name,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'card_issuance.operation_id': name,
        'url.template': op.path,
        'http.request.method': op.method,
      },
    },
    parent,
  );
  const spanContext = span.spanContext();
  if (!trace.isSpanContextValid(spanContext)) return undefined;
  const sent = { ...headers };
  propagation.inject(trace.setSpan(parent, span), sent);
  if (!Object.keys(sent).some((key) => key.toLowerCase() === 'traceparent')) {
    const flags = spanContext.traceFlags.toString(16).padStart(2, '0');
    sent.traceparent = `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`;
  }
  return {
    headers: sent,
    end(retries, response, bodyOrError) {
      if (span.isRecording()) {
        const status = response?.status;
        const requestId = response?.headers.get('request-id');
        const errorCode = errorCodeOf(response, bodyOrError);
        if (status !== undefined) span.setAttribute('http.response.status_code', status);
        if (requestId) span.setAttribute('card_issuance.request_id', requestId);
        span.setAttribute('card_issuance.retry_count', retries);
        if (retries > 0) span.setAttribute('http.request.resend_count', retries);
        if (errorCode) {
          span.setAttribute('error.type', errorCode);
          span.setAttribute('card_issuance.error_code', errorCode);
          span.setStatus({ code: SpanStatusCode.ERROR, message: errorCode });
        }
      }
      span.end();
    },
  };
}
