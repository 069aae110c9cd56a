import { hmacSha256 } from '../core';
import { encodeBase64 } from '../encoding';
import { STYLE_B_HEADERS, type StyleBEventType, type StyleBPayloads } from './event-types';

/** Input of `signStyleBWebhook`: the event to send, as a typed payload or an exact `resource` string. */
export type SignStyleBWebhookOptions<Type extends StyleBEventType = StyleBEventType> = {
  /**
   * The `webhookSecret` to sign with; several (new and old, as a sender rotating
   * its key does) give one signature each in the header, separated by spaces.
   */
  secret: string | readonly string[];
  eventType: Type;
  /** The event id. @default crypto.randomUUID() */
  eventId?: string;
  /** When the event was generated, ISO 8601. @default new Date().toISOString() */
  createdAt?: string;
} & (
  | { /** The payload; `resource` becomes `JSON.stringify(payload)`. */ payload: StyleBPayloads[Type] }
  | { /** The exact `resource` string to send (for vectors with unusual encodings). */ resource: string }
);

/** A signed Style B delivery: what the service sends. */
export interface SignedStyleBWebhook {
  /** The raw body: `{eventId, eventType, createdAt, apiVersion: 'v1', resource}` as JSON. */
  body: string;
  /** The `Signature` header value: Base64(HMAC-SHA256(secret, resource)). */
  signature: string;
  /** The delivery headers: `Content-Type`, `Signature`, `Event-Id` (E-5). */
  headers: Record<string, string>;
}

/**
 * Builds and signs a Style B delivery exactly as the service (and the mock) sends it, for tests of your
 * receiver.
 *
 * @example
 * const { body, headers } = await signStyleBWebhook({
 *   secret: 'whsec_test',
 *   eventType: 'CARD.UPDATED',
 *   payload: card,
 * });
 * await fetch('http://127.0.0.1:3000/hooks', { method: 'POST', headers, body });
 */
export async function signStyleBWebhook<Type extends StyleBEventType>(
  options: SignStyleBWebhookOptions<Type>,
): Promise<SignedStyleBWebhook> {
  const resource = 'resource' in options ? options.resource : JSON.stringify(options.payload);
  const eventId = options.eventId ?? globalThis.crypto.randomUUID();
  const body = JSON.stringify({
    eventId,
    eventType: options.eventType,
    createdAt: options.createdAt ?? new Date().toISOString(),
    apiVersion: 'v1',
    resource,
  });
  const secrets = typeof options.secret === 'string' ? [options.secret] : options.secret;
  const signatures = await Promise.all(
    secrets.map(async (secret) => encodeBase64(await hmacSha256(secret, resource))),
  );
  const signature = signatures.join(' ');
  return {
    body,
    signature,
    headers: {
      'Content-Type': 'application/json',
      [STYLE_B_HEADERS.signature]: signature,
      [STYLE_B_HEADERS.eventId]: eventId,
    },
  };
}
