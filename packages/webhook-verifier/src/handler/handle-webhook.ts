import type { RawBody, WebhookSecret } from '../core';
import type { Deduplicator } from '../dedupe';
import {
  DeliveryInProgressError,
  SourceNotAllowedError,
  UnknownEventTypeError,
  WebhookVerificationError,
} from '../errors';
import { type SourceAllowlistOptions, sourceCheckFor } from '../source-allowlist';
import { STYLE_A_HEADERS, type StyleAWebhookEvent, verifyStyleAWebhook } from '../style-a';
import { STYLE_B_HEADERS, type StyleBWebhookEvent, verifyStyleBWebhook } from '../style-b';
import { type DeliveryTrace, loadOpenTelemetry, receiveDeliveryTrace } from '../tracing';

/** Which style's deliveries a handler receives. */
export type WebhookStyle = 'a' | 'b';

/** What a handler adds to the verified event it hands to `onEvent`. */
export interface DeliveredEventFields {
  /**
   * The trace id (32 lowercase hex digits) of the delivery's trace: from its `traceparent` header (the mock
   * sends one with every delivery, in the trace of the request that caused the event), or the handler's
   * span's when `@opentelemetry/api` is installed. Absent when the delivery carried no valid `traceparent`
   * and OpenTelemetry is not there. Not part of the signed body.
   */
  traceId?: string;
}

/** The verified event type of a style, as a handler hands it to `onEvent`. */
export type WebhookEventOf<Style extends WebhookStyle> = (Style extends 'a'
  ? StyleAWebhookEvent
  : StyleBWebhookEvent) &
  DeliveredEventFields;

/** Options every framework adapter takes. */
export interface WebhookHandlerOptions<Style extends WebhookStyle = WebhookStyle> {
  /** `'b'`: Style B (`Signature`, Base64 over `resource`); `'a'`: Style A (`x-webhook-signature`, hex). */
  style: Style;
  /** The secret, or several while rotating. */
  secret: WebhookSecret;
  /** Does the work for a verified event; throwing answers 500 so the service retries. */
  onEvent: (event: WebhookEventOf<Style>) => unknown;
  /**
   * Handles a verified event of a type this version does not know. Without it the handler answers 422 with
   * the error message, so the delivery is retried and ends in the dead-letter queue, from where it can be
   * replayed after an upgrade. @default undefined (answer 422)
   */
  onUnknownEvent?: (error: UnknownEventTypeError) => unknown;
  /**
   * Skips events already handled (`onEvent` runs once per event: Style B's `dedupeKey`, Style A's `id`; and an event counts as handled only once
   * `onEvent` succeeded); a delivery that arrives while another delivery's `onEvent` still runs answers 409,
   * so the service retries it. @default undefined (no de-duplication)
   */
  deduplicator?: Deduplicator;
  /**
   * Accept deliveries only from these source ranges (part 6.1: production sends from
   * `PRODUCTION_SOURCE_RANGES`), on top of the signature; a refused source answers 403 before any
   * signature work. Behind your own proxies, set `trustedProxies`. @default undefined (no source check)
   * @example
   * { sourceAllowlist: { ranges: PRODUCTION_SOURCE_RANGES, trustedProxies: 1 } }
   */
  sourceAllowlist?: SourceAllowlistOptions;
  /**
   * Style A only: refuse events whose signed `createdAt` is older than this (answered 400). Off by default:
   * the service replays dead deliveries for up to 30 days. @default undefined (no age check)
   */
  toleranceSeconds?: number | undefined;
}

/** A request as every adapter sees it: the raw body and a header lookup. */
export interface WebhookRequest {
  body: RawBody;
  /** The value of a header by name (case-insensitive), or `null`/`undefined` when absent. */
  header: (name: string) => string | null | undefined;
  /** The socket peer's address, for `sourceAllowlist`; adapters fill it where the runtime tells it. */
  remoteAddress?: string | null | undefined;
}

/** What to answer: `status` and a plain-text `body` (empty on success). */
export interface WebhookResponse {
  status: number;
  body: string;
}

const STATUS: Record<string, number> = {
  missing_signature: 400,
  malformed_event: 400,
  event_type_mismatch: 400,
  stale_event: 400,
  signature_mismatch: 401,
  unknown_event_type: 422,
};

/** The source check of `sourceAllowlist`: a refusal as a response, `undefined` to go on. */
function refusedSource(
  request: WebhookRequest,
  options: SourceAllowlistOptions,
): WebhookResponse | undefined {
  try {
    sourceCheckFor(options)({
      remoteAddress: request.remoteAddress,
      forwardedFor: request.header('x-forwarded-for'),
    });
    return undefined;
  } catch (error) {
    if (error instanceof SourceNotAllowedError) return { status: 403, body: error.message };
    throw error;
  }
}

/**
 * The framework-neutral core of every adapter: checks the source when `sourceAllowlist` is set (403),
 * verifies, de-duplicates, runs `onEvent`, and says what to answer. Verification failures answer 400/401/422 with the error message; configuration mistakes
 * (`InvalidSecretError`, `BodyAlreadyParsedError`) and errors of `onEvent` are thrown, so the framework
 * answers 500 and logs them. It continues the delivery's trace (its `traceparent` header): the event's
 * `traceId`, and a `receive webhook` span around `onEvent` when `@opentelemetry/api` is installed.
 *
 * @example
 * const { status, body } = await handleWebhook(
 *   { body: rawBody, header: (name) => request.headers.get(name) },
 *   { style: 'b', secret, onEvent: (event) => queue.push(event) },
 * );
 */
export async function handleWebhook<Style extends WebhookStyle>(
  request: WebhookRequest,
  options: WebhookHandlerOptions<Style>,
): Promise<WebhookResponse> {
  if (options.style !== 'a' && options.toleranceSeconds !== undefined) {
    throw new RangeError("toleranceSeconds applies to style 'a' only: Style B's createdAt is unsigned");
  }
  // The optional peer is looked for once, on the first delivery; absent, nothing more is done.
  const loading = loadOpenTelemetry();
  if (loading) await loading;
  const trace = receiveDeliveryTrace(request.header('traceparent'), options.style);
  let response: WebhookResponse;
  try {
    response = await answerDelivery(request, options, trace);
  } catch (error) {
    trace.end(500, error);
    throw error;
  }
  trace.end(response.status);
  return response;
}

async function answerDelivery<Style extends WebhookStyle>(
  request: WebhookRequest,
  options: WebhookHandlerOptions<Style>,
  trace: DeliveryTrace,
): Promise<WebhookResponse> {
  const refused = options.sourceAllowlist && refusedSource(request, options.sourceAllowlist);
  if (refused) return refused;
  let event: StyleAWebhookEvent | StyleBWebhookEvent;
  try {
    event =
      options.style === 'a'
        ? await verifyStyleAWebhook({
            body: request.body,
            signature: request.header(STYLE_A_HEADERS.signature),
            secret: options.secret,
            toleranceSeconds: options.toleranceSeconds,
          })
        : await verifyStyleBWebhook({
            body: request.body,
            signature: request.header(STYLE_B_HEADERS.signature),
            secret: options.secret,
          });
  } catch (error) {
    if (error instanceof UnknownEventTypeError && options.onUnknownEvent) {
      await options.onUnknownEvent(error);
      return { status: 204, body: '' };
    }
    const status = error instanceof WebhookVerificationError ? STATUS[error.code] : undefined;
    if (status === undefined) throw error;
    return { status, body: (error as Error).message };
  }
  if ('eventId' in event) trace.verified(event.eventId, event.eventType);
  else trace.verified(event.id, event.type);
  const handed = (
    trace.traceId === undefined ? event : { ...event, traceId: trace.traceId }
  ) as WebhookEventOf<Style>;
  const run = () => trace.within(() => options.onEvent(handed));
  if (!options.deduplicator) {
    await run();
    return { status: 204, body: '' };
  }
  try {
    await options.deduplicator.run(handed, run);
  } catch (error) {
    // Another delivery is still doing the work: a retryable refusal, never a 2xx before the work committed.
    if (error instanceof DeliveryInProgressError) return { status: 409, body: error.message };
    throw error;
  }
  return { status: 204, body: '' };
}
