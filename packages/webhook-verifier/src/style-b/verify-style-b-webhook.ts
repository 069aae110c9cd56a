import type { Delivery, RawBody, SignatureFormat, WebhookSecret } from '../core';
import { parseJsonObject, readDelivery, requireSignedBy, requireStrings, signatureEntries } from '../core';
import { UnknownEventTypeError } from '../errors';
import { checkStyleBPayload } from './check-style-b-payload';
import {
  isStyleBEventType,
  STYLE_B_EVENT_TYPES,
  STYLE_B_HEADERS,
  type StyleBWebhookEvent,
} from './event-types';
import { styleBDedupeKey } from './style-b-dedupe-key';

/** Input of `verifyStyleBWebhook`. */
export interface VerifyStyleBWebhookOptions extends Delivery {
  /** The raw request body, exactly as received (never a parsed object). */
  body: RawBody;
  /**
   * The value of the `Signature` header; `null`/`undefined` when absent (gives `MissingSignatureError`). It
   * may carry several signatures separated by spaces (a sender rotating its key): accepted when any of them
   * matches.
   */
  signature: string | null | undefined;
  /** The `webhookSecret`, or several while rotating: the event is accepted when any of them signed it. */
  secret: WebhookSecret;
}

/** One signature as it must be written: Base64 of 32 bytes is 43 characters and one `=`. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** How the `Signature` header writes each of its signatures. */
const FORMAT: SignatureFormat = {
  header: STYLE_B_HEADERS.signature,
  wellFormed: (entry) => SIGNATURE.test(entry),
  hint: (entry) =>
    /^(sha256=)?[0-9a-f]{64}$/i.test(entry)
      ? 'it looks like hex, the Style A format: use verifyStyleAWebhook for Style A deliveries'
      : 'it must be standard Base64 (with padding) of a 32-byte HMAC-SHA256',
};

/**
 * Verifies a Style B delivery and returns its typed event. Checks, in order: the secret(s), that `body`
 * is raw, the `Signature` header, the envelope `{eventId, eventType, createdAt, apiVersion, resource}`
 * (E-1); then compares Base64(HMAC-SHA256(secret, resource)) with the header in constant time, and only
 * then parses `resource` into `payload`, checks that it is the payload `eventType` claims (the envelope is
 * unsigned) and derives `dedupeKey` from the signed `resource`. Async, and runs on any runtime (HMAC as
 * `hmacSha256` does it).
 *
 * @throws `InvalidSecretError`, `BodyAlreadyParsedError`, `MissingSignatureError`, `MalformedEventError`,
 * `SignatureMismatchError`, `UnknownEventTypeError` (valid signature, type this version does not know), or
 * `EventTypeMismatchError` (valid signature, payload not of the claimed type).
 * @example
 * const event = await verifyStyleBWebhook({
 *   body: await request.text(),
 *   signature: request.headers.get('Signature'),
 *   secret: process.env.WEBHOOK_SECRET,
 * });
 * if (event.eventType === 'CARD_TRANSACTION.UPDATED') await upsert(event.payload);
 */
export async function verifyStyleBWebhook(options: VerifyStyleBWebhookOptions): Promise<StyleBWebhookEvent> {
  const { secrets, text, signature } = readDelivery(options, STYLE_B_HEADERS.signature);
  const envelope = parseJsonObject(text, 'the body (a Style B envelope)');
  if (!('resource' in envelope) && 'data' in envelope) {
    requireStrings(envelope, ['resource'], 'a Style B envelope (this body looks like Style A)');
  }
  requireStrings(
    envelope,
    ['eventId', 'eventType', 'createdAt', 'apiVersion', 'resource'],
    'a Style B envelope',
  );
  const resource = envelope.resource as string;
  const signatures = signatureEntries(signature, FORMAT);
  const pending = requireSignedBy(
    secrets,
    resource,
    signatures,
    'base64',
    (under) =>
      `Base64(HMAC-SHA256(secret, resource)) differs from the \`Signature\` header under ${under}: check the webhookSecret of this environment (sandbox and production differ) and that the body is unmodified`,
  );
  // Synchronous where the runtime hashes so: no turn of the event loop on the hot path.
  if (pending) await pending;
  const payload = parseJsonObject(resource, '`resource`');
  const eventType = envelope.eventType as string;
  if (!isStyleBEventType(eventType)) {
    throw new UnknownEventTypeError(eventType, { ...envelope, payload }, STYLE_B_EVENT_TYPES);
  }
  // The envelope is unsigned: its type must agree with the signed payload, and the key of the event
  // comes from the signed bytes, not from the rewritable `eventId`.
  checkStyleBPayload(eventType, payload);
  const key = styleBDedupeKey(eventType, envelope.eventId as string, resource);
  // The envelope is this call's own parse: completed in place rather than copied.
  envelope.payload = payload;
  envelope.dedupeKey = typeof key === 'string' ? key : await key;
  return envelope as unknown as StyleBWebhookEvent;
}
