import type { TraceCause } from '../domain/tracing';

/**
 * What the edge and the operation binder share of a traced request: the trace its work belongs to (set
 * by the edge), and what the binder and the failure envelope learn of it for the request's span.
 */
export interface RequestTrace {
  /** The trace of what the request causes: the mock's span when OpenTelemetry records, else the caller's. */
  readonly cause: TraceCause | undefined;
  /** The operation the binder served it with. */
  operationId?: string;
  /** The face's error code, when it answered an error in its envelope. */
  errorCode?: string;
}

// Keyed by the request a face receives, so no signature between the edge and the binder changes, and an
// untraced request costs one failed lookup.
const traces = new WeakMap<Request, RequestTrace>();

/**
 * Marks `request` as traced, before a face serves it.
 *
 * @example
 * traceRequest(request, { cause: { traceId, spanId, sampled: true } });
 */
export function traceRequest(request: Request, trace: RequestTrace): void {
  traces.set(request, trace);
}

/**
 * The {@link RequestTrace} of a request, or `undefined` when it is not traced.
 *
 * @example
 * const traced = requestTraceOf(c.req.raw);
 * if (traced) traced.operationId = 'createCard';
 */
export function requestTraceOf(request: Request): RequestTrace | undefined {
  return traces.get(request);
}
