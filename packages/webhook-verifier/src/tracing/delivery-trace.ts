import { openTelemetry } from './open-telemetry';
import { parseTraceparent } from './traceparent';

/** The trace a webhook handler continues: the delivery's, from its `traceparent` header. */
export interface DeliveryTrace {
  /** The trace id of the delivery (of the handler's span when OpenTelemetry is there), if there is one. */
  readonly traceId: string | undefined;
  /** Runs `work` (the `onEvent` call) inside the handler's span, so spans it starts are its children. */
  within<T>(work: () => T): T;
  /** Names the verified event on the span. */
  verified(eventId: string, eventType: string): void;
  /** Ends the span with the handler's answer, or with what it threw. */
  end(status: number, error?: unknown): void;
}

const UNTRACED: DeliveryTrace = {
  traceId: undefined,
  within: (work) => work(),
  verified: () => undefined,
  end: () => undefined,
};

/**
 * Continues a delivery's trace in a webhook handler. Without OpenTelemetry it only reads the trace id of
 * the `traceparent` header. With it (loaded by `loadOpenTelemetry`), it starts a CONSUMER span `receive
 * webhook`: a child of the active span when the framework's instrumentation already continued the trace,
 * else of the header's.
 *
 * @example
 * const trace = receiveDeliveryTrace(request.header('traceparent'), 'b');
 * await trace.within(() => onEvent({ ...event, traceId: trace.traceId }));
 * trace.end(204);
 */
export function receiveDeliveryTrace(
  traceparent: string | null | undefined,
  style: 'a' | 'b',
): DeliveryTrace {
  const otel = openTelemetry();
  const sent = parseTraceparent(traceparent);
  if (!otel) return sent ? { ...UNTRACED, traceId: sent.traceId } : UNTRACED;
  const { trace, context, SpanKind, SpanStatusCode, TraceFlags } = otel;
  let parent = context.active();
  if (!trace.getSpan(parent) && sent) {
    parent = trace.setSpanContext(parent, {
      traceId: sent.traceId,
      spanId: sent.spanId,
      traceFlags: sent.sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
      isRemote: true,
    });
  }
  const span = trace
    .getTracer('@card-issuance/webhook-verifier')
    .startSpan(
      'receive webhook',
      { kind: SpanKind.CONSUMER, attributes: { 'card_issuance.webhook.style': style } },
      parent,
    );
  const spanContext = span.spanContext();
  const active = trace.setSpan(parent, span);
  return {
    traceId: trace.isSpanContextValid(spanContext) ? spanContext.traceId : sent?.traceId,
    within: (work) => context.with(active, work),
    verified(eventId, eventType) {
      span.setAttribute('card_issuance.webhook.event_id', eventId);
      span.setAttribute('card_issuance.webhook.event_type', eventType);
    },
    end(status, error) {
      span.setAttribute('http.response.status_code', status);
      if (error !== undefined || status >= 400) {
        const type = error instanceof Error ? error.name : String(status);
        span.setAttribute('error.type', type);
        span.setStatus({ code: SpanStatusCode.ERROR, message: type });
        if (error instanceof Error) span.recordException(error);
      }
      span.end();
    },
  };
}
