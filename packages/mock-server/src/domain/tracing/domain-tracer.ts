import {
  formatTraceparent,
  newSpanId,
  newTraceId,
  type OpenTelemetry,
  openTelemetry,
} from '@card-issuance/webhook-verifier/tracing';
import type { Link, Span, Tracer } from '@opentelemetry/api';

/**
 * The trace a piece of work belongs to (W3C ids): a request's, or the one a clock task started. Events
 * and jobs keep the one that caused them, so it survives a restart with the store. The fields of the
 * verifier's `TraceParent`, declared here so the mock's published types need nothing of the verifier
 * (which it bundles).
 */
export interface TraceCause {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** The span that caused the work: 16 lowercase hex digits. */
  spanId: string;
  sampled: boolean;
}

/** What a webhook attempt's trace needs to know of its delivery. */
export interface AttemptTraceInput {
  deliveryId: string;
  eventId: string;
  eventType: string;
  url: string;
  attempt: number;
  /** The trace of the event's cause, when it had one. */
  cause: TraceCause | undefined;
  /** The first attempt of a delivery continues the cause's trace; a retry or a replay starts its own. */
  continues: boolean;
}

/** The trace of one webhook attempt: the `traceparent` it sends, and how it ends. */
export interface AttemptTrace {
  traceparent: string;
  end(status: number | null, error: string | null): void;
}

const TRACER_NAME = '@card-issuance/mock-server';

function remoteContext(otel: OpenTelemetry, cause: TraceCause) {
  return {
    traceId: cause.traceId,
    spanId: cause.spanId,
    traceFlags: cause.sampled ? otel.TraceFlags.SAMPLED : otel.TraceFlags.NONE,
    isRemote: true,
  };
}

const linksTo = (otel: OpenTelemetry, cause: TraceCause | undefined): Link[] =>
  cause ? [{ context: remoteContext(otel, cause) }] : [];

/** The cause of the work a recording span covers; `undefined` when OpenTelemetry records nothing. */
function causeOf(span: Span): TraceCause | undefined {
  if (!span.isRecording()) return undefined;
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { traceId, spanId, sampled: (traceFlags & 1) === 1 };
}

const freshCause = (): TraceCause => ({ traceId: newTraceId(), spanId: newSpanId(), sampled: true });

/**
 * The trace of the work a domain context is doing now, and the traces of the work its clock starts
 * (DECISIONS.md G-146, G-147). The request path sets {@link DomainTracer.current} around a handler, so every
 * event it emits (and every job it schedules) remembers the request's trace; a job, and every retry or
 * replay of a webhook delivery, starts a trace of its own, linked to the one that scheduled it (a span link
 * when `@opentelemetry/api` is loaded; without it, a new trace id). Without OpenTelemetry nothing here
 * loads anything; ids come from Web Crypto, never from the context's (seeded) random source.
 *
 * @example
 * ctx.tracer.within(cause, () => handler(input)); // events emitted meanwhile carry `trace: cause`
 */
export class DomainTracer {
  /** The trace of the work running now: a request's while its handler runs, a job's while it runs. */
  current: TraceCause | undefined = undefined;

  /**
   * Runs `work` (synchronous: what it does after an await is outside) as the work of `cause`.
   *
   * @example
   * tracer.within({ traceId, spanId, sampled: true }, () => issueCard(ctx, scope, input));
   */
  within<T>(cause: TraceCause | undefined, work: () => T): T {
    return cause === undefined ? work() : this.as(cause, work);
  }

  /** Runs `work` with `cause` as the current trace, none when `undefined`. */
  private as<T>(cause: TraceCause | undefined, work: () => T): T {
    const before = this.current;
    this.current = cause;
    try {
      return work();
    } finally {
      this.current = before;
    }
  }

  /**
   * Runs clock-started work (a job) in a trace of its own, linked to `link`, the trace that scheduled it:
   * a span `run <name>` when OpenTelemetry records, else a new trace id. Work that nothing traced
   * scheduled stays untraced without a recording span, so a seeded sandbox's stored state stays the same
   * run after run (its deliveries still start a trace each).
   *
   * @example
   * tracer.scheduled('card.expire', record.trace, () => job.run(ctx, record.payload));
   */
  scheduled<T>(name: string, link: TraceCause | undefined, work: () => T): T {
    const otel = openTelemetry();
    const span = otel
      ? tracerOf(otel).startSpan(`run ${name}`, {
          kind: otel.SpanKind.INTERNAL,
          root: true,
          links: linksTo(otel, link),
          attributes: { 'card_issuance.job': name },
        })
      : undefined;
    const cause = (span && causeOf(span)) ?? (link ? freshCause() : undefined);
    const run = () => this.as(cause, work);
    try {
      return otel && span ? otel.context.with(otel.trace.setSpan(otel.ROOT_CONTEXT, span), run) : run();
    } catch (error) {
      if (otel) span?.setStatus({ code: otel.SpanStatusCode.ERROR, message: String(error) });
      throw error;
    } finally {
      span?.end();
    }
  }

  /**
   * The trace of one webhook attempt: a CLIENT span `webhook delivery` when OpenTelemetry records (a child
   * of the cause on a first attempt, else a root linked to it); without it, the cause's trace id (first
   * attempt) or a new one, and a span id of the attempt's own.
   *
   * @example
   * const trace = tracer.attempt({ deliveryId, eventId, eventType, url, attempt: 1, cause, continues: true });
   * headers.traceparent = trace.traceparent;
   */
  attempt(input: AttemptTraceInput): AttemptTrace {
    const { cause, continues } = input;
    const otel = openTelemetry();
    const span = otel ? startAttemptSpan(otel, input) : undefined;
    // Without a recording span, the first attempt keeps the cause's trace id and sampling decision.
    const own =
      (span && causeOf(span)) ?? (continues && cause ? { ...cause, spanId: newSpanId() } : freshCause());
    return {
      traceparent: formatTraceparent(own),
      end(status, error) {
        if (!span || !otel) return;
        if (status !== null) span.setAttribute('http.response.status_code', status);
        if (error !== null) {
          span.setAttribute('error.type', status === null ? 'network' : String(status));
          span.setStatus({ code: otel.SpanStatusCode.ERROR, message: error });
        }
        span.end();
      },
    };
  }
}

const tracerOf = (otel: OpenTelemetry): Tracer => otel.trace.getTracer(TRACER_NAME);

function startAttemptSpan(otel: OpenTelemetry, input: AttemptTraceInput): Span {
  const { cause, continues } = input;
  const parent =
    continues && cause
      ? otel.trace.setSpanContext(otel.ROOT_CONTEXT, remoteContext(otel, cause))
      : otel.ROOT_CONTEXT;
  return tracerOf(otel).startSpan(
    'webhook delivery',
    {
      kind: otel.SpanKind.CLIENT,
      root: !(continues && cause),
      links: continues ? [] : linksTo(otel, cause),
      attributes: {
        'http.request.method': 'POST',
        'url.full': input.url,
        'card_issuance.webhook.delivery_id': input.deliveryId,
        'card_issuance.webhook.event_id': input.eventId,
        'card_issuance.webhook.event_type': input.eventType,
        'card_issuance.webhook.attempt': input.attempt,
      },
    },
    parent,
  );
}
