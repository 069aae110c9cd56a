import type { Delivery, RawBody, WebhookSecret } from '../core';
import { parseJsonObject, readDelivery, requireSignedBy, requireStrings } from '../core';
import { MalformedEventError, SignatureMismatchError, UnknownEventTypeError } from '../errors';
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
  /** The value of the `x-webhook-signature` header; `null`/`undefined` when absent. */
  signature: string | null | undefined;
  /** The subscription secret, or several while rotating: accepted when any of them signed it. */
  secret: WebhookSecret;
}

/** The header as it must be written: 64 hex digits (either case). */
const SIGNATURE = /^[0-9a-fA-F]{64}$/;

function checkSignature(signature: string): void {
  if (SIGNATURE.test(signature)) return;
  let hint = 'it must be 64 hex digits (HMAC-SHA256), with no prefix';
  if (/^sha256=/i.test(signature)) hint = 'drop the `sha256=` prefix: the header is bare hex (E-3)';
  else if (decodeBase64Length(signature) === 32) {
    hint = 'it looks like Base64, the Style B format: use verifyStyleBWebhook for Style B deliveries';
  }
  throw new SignatureMismatchError(`the \`x-webhook-signature\` header is malformed: ${hint}`);
}

function decodeBase64Length(text: string): number {
  return /^[A-Za-z0-9+/]{43}=$/.test(text) ? 32 : 0;
}

/**
 * Verifies a Style A delivery and returns its typed event. Checks the secret(s), that `body` is raw and the
 * `x-webhook-signature` header, compares hex HMAC-SHA256 of the raw body bytes with it in constant time,
 * and only then parses `{id, type, createdAt, data}` (part 6.2, E-3). Async; HMAC as `hmacSha256` does it.
 *
 * @throws `InvalidSecretError`, `BodyAlreadyParsedError`, `MissingSignatureError`, `SignatureMismatchError`,
 * `MalformedEventError`, or `UnknownEventTypeError` (valid signature, type this version does not know).
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
  checkSignature(signature);
  const pending = requireSignedBy(
    secrets,
    signed,
    signature,
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
  const type = event.type as string;
  if (!isStyleAEventType(type)) throw new UnknownEventTypeError(type, event, STYLE_A_EVENT_TYPES);
  return event as unknown as StyleAWebhookEvent;
}
