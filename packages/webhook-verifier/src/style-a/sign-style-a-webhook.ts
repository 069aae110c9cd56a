import { hmacSha256 } from '../core';
import { encodeHex } from '../encoding';
import { STYLE_A_HEADERS, type StyleAData, type StyleAEventType } from './event-types';

/** Input of `signStyleAWebhook`: a typed event, or an exact raw `body` to sign. */
export type SignStyleAWebhookOptions<Type extends StyleAEventType = StyleAEventType> = {
  /**
   * The subscription secret to sign with; several (new and old, as a sender rotating
   * its key does) give one signature each in the header, separated by spaces.
   */
  secret: string | readonly string[];
} & (
  | {
      type: Type;
      data: StyleAData[Type];
      /** The event id. @default `evt_` + a random UUID without dashes */
      id?: string;
      /** When the event was created, ISO 8601. @default new Date().toISOString() */
      createdAt?: string;
    }
  | { /** The exact raw body to sign (for vectors with unusual encodings). */ body: string }
);

/** A signed Style A delivery: what the service sends. */
export interface SignedStyleAWebhook {
  /** The raw body `{id, type, createdAt, data}` as JSON. */
  body: string;
  /** The `x-webhook-signature` value: lowercase hex HMAC-SHA256 of the body. */
  signature: string;
  /** The delivery headers: `Content-Type`, `x-webhook-signature` (E-3). */
  headers: Record<string, string>;
}

/**
 * Builds and signs a Style A delivery exactly as the service (and the mock) sends it, for tests of your
 * receiver.
 *
 * @example
 * const { body, signature } = await signStyleAWebhook({
 *   secret: 'whsec_test',
 *   type: 'card.frozen',
 *   data: card,
 * });
 */
export async function signStyleAWebhook<Type extends StyleAEventType>(
  options: SignStyleAWebhookOptions<Type>,
): Promise<SignedStyleAWebhook> {
  const body =
    'body' in options
      ? options.body
      : JSON.stringify({
          id: options.id ?? `evt_${globalThis.crypto.randomUUID().replaceAll('-', '')}`,
          type: options.type,
          createdAt: options.createdAt ?? new Date().toISOString(),
          data: options.data,
        });
  const secrets = typeof options.secret === 'string' ? [options.secret] : options.secret;
  const signatures = await Promise.all(
    secrets.map(async (secret) => encodeHex(await hmacSha256(secret, body))),
  );
  const signature = signatures.join(' ');
  return {
    body,
    signature,
    headers: { 'Content-Type': 'application/json', [STYLE_A_HEADERS.signature]: signature },
  };
}
