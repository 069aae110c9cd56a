import type { Delivery, RawBody, SignatureFormat, WebhookSecret } from '../core';
import { parseJsonObject, readDelivery, requireSignedBy, requireStrings, signatureEntries } from '../core';
import { MalformedEventError, UnknownEventTypeError } from '../errors';
import { checkEventAge, readTolerance } from './check-event-age';
import {
  isStyleAEventType,
  STYLE_A_EVENT_TYPES,
  STYLE_A_HEADERS,
  type StyleAWebhookEvent,
} from './event-types';

/** Input of `verifyStyleAWebhook`. */
export interface VerifyStyleAWebhookOptions extends Delivery {
  /** The raw request body, exactly as received (never a parsed object). */
  body: RawBody;
  /**
   * The value of the `x-webhook-signature` header; `null`/`undefined` when absent. It may carry several
   * signatures separated by spaces (a sender rotating its key): accepted when any of them matches.
   */
  signature: string | null | undefined;
  /** The subscription secret, or several while rotating: accepted when any of them signed it. */
  secret: WebhookSecret;
  /**
   * Refuse events whose signed `createdAt` is more than this many seconds old (`StaleEventError`), against
   * replays of old deliveries. Off by default: the service replays dead deliveries for up to 30 days, and a
   * tolerance refuses those too; de-duplicate on the event id instead, or set it above your replay window.
   * @default undefined (no age check)
   */
  toleranceSeconds?: number | undefined;
  /** The clock `toleranceSeconds` is checked against, in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/** One signature as it must be written: 64 hex digits (either case). */
const SIGNATURE = /^[0-9a-fA-F]{64}$/;

/** How the `x-webhook-signature` header writes each of its signatures. */
const FORMAT: SignatureFormat = {
  header: STYLE_A_HEADERS.signature,
  wellFormed: (entry) => SIGNATURE.test(entry),
  hint(entry) {
    if (/^sha256=/i.test(entry)) return 'drop the `sha256=` prefix: the header is bare hex (E-3)';
    if (/^[A-Za-z0-9+/]{43}=$/.test(entry)) {
      return 'it looks like Base64, the Style B format: use verifyStyleBWebhook for Style B deliveries';
    }
    return 'it must be 64 hex digits (HMAC-SHA256), with no prefix';
  },
};

/**
 * Verifies a Style A delivery and returns its typed event. Checks the secret(s), that `body` is raw and the
 * `x-webhook-signature` header, compares hex HMAC-SHA256 of the raw body bytes with it in constant time,
 * and only then parses `{id, type, createdAt, data}` (part 6.2, E-3). Async; HMAC as `hmacSha256` does it.
 *
 * @throws `InvalidSecretError`, `BodyAlreadyParsedError`, `MissingSignatureError`, `SignatureMismatchError`,
 * `MalformedEventError`, `StaleEventError` (with `toleranceSeconds`: older than it), or
 * `UnknownEventTypeError` (valid signature, type this version does not know).
 * @example
 * const event = await verifyStyleAWebhook({
 *   body: await request.arrayBuffer(),
 *   signature: request.headers.get('x-webhook-signature'),
 *   secret: [process.env.WEBHOOK_SECRET, process.env.WEBHOOK_SECRET_PREVIOUS],
 * });
 * if (event.type === 'card.frozen') await markFrozen(event.data.id);
 */
export async function verifyStyleAWebhook(options: VerifyStyleAWebhookOptions): Promise<StyleAWebhookEvent> {
  const { secrets, signed, text, signature } = readDelivery(options, STYLE_A_HEADERS.signature);
  const toleranceSeconds = readTolerance(options.toleranceSeconds);
  const signatures = signatureEntries(signature, FORMAT);
  const pending = requireSignedBy(
    secrets,
    signed,
    signatures,
    'hex',
    (under) =>
      `hex(HMAC-SHA256(secret, raw body)) differs from the \`x-webhook-signature\` header under ${under}: check the subscription secret and that the body is the exact bytes received (not re-serialized JSON)`,
  );
  // Synchronous where the runtime hashes so: no turn of the event loop on the hot path.
  if (pending) await pending;
  const event = parseJsonObject(text, 'the body (a Style A event)');
  requireStrings(event, ['id', 'type', 'createdAt'], 'a Style A event');
  const { data } = event;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new MalformedEventError('a Style A event needs an object `data`');
  }
  if (toleranceSeconds !== undefined) {
    checkEventAge(event.createdAt as string, toleranceSeconds, (options.now ?? Date.now)());
  }
  const type = event.type as string;
  if (!isStyleAEventType(type)) throw new UnknownEventTypeError(type, event, STYLE_A_EVENT_TYPES);
  return event as unknown as StyleAWebhookEvent;
}
