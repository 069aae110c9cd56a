import { type StyleBEnvelope, signStyleAWebhook, signStyleBWebhook } from '@card-issuance/webhook-verifier';
import { isoTime } from '../clock';
import type { DomainEvent } from '../context';

/**
 * How one face's webhooks travel: the raw body of an event's delivery, and the signed headers of one
 * attempt of it. Signing is the verifier's (`signStyleAWebhook`, `signStyleBWebhook`), so the mock signs
 * exactly as a receiver verifies; the body is built here, synchronously and once per delivery, so every
 * attempt sends the same bytes (the signers' bodies are the same, checked by the format's test).
 */
export interface WebhookFormat {
  /** The raw body of the event's delivery. */
  body(event: DomainEvent): string;
  /** `Content-Type` and the style's signature headers of one attempt, signed with `secret`. */
  headers(body: string, secret: string): Promise<Record<string, string>>;
}

const STYLE_A_FORMAT: WebhookFormat = {
  // `{id, type, createdAt, data}` (part 6.2).
  body: (event) =>
    JSON.stringify({ id: event.id, type: event.type, createdAt: isoTime(event.at), data: event.payload }),
  // `x-webhook-signature`: lowercase hex HMAC-SHA256 of the raw body (E-3).
  headers: async (body, secret) => (await signStyleAWebhook({ secret, body })).headers,
};

const STYLE_B_FORMAT: WebhookFormat = {
  body: (event) =>
    // `{eventId, eventType, createdAt, apiVersion, resource}`: `resource` is the payload as JSON (6.1, E-1).
    JSON.stringify({
      eventId: event.id,
      eventType: event.type,
      createdAt: isoTime(event.at),
      apiVersion: 'v1',
      resource: JSON.stringify(event.payload),
    }),
  // `Signature`: Base64 HMAC-SHA256 of `resource`; `Event-Id` (E-5). The signer rebuilds the same body.
  async headers(body, secret) {
    const { eventId, eventType, createdAt, resource } = JSON.parse(body) as StyleBEnvelope;
    return (await signStyleBWebhook({ secret, eventId, eventType, createdAt, resource })).headers;
  },
};

/**
 * Each face's webhook format: the policy that says how its events are enveloped and signed.
 *
 * @example
 * const format = WEBHOOK_FORMATS[event.style];
 * const headers = await format.headers(format.body(event), endpoint.secret);
 */
export const WEBHOOK_FORMATS: Readonly<Record<DomainEvent['style'], WebhookFormat>> = {
  a: STYLE_A_FORMAT,
  b: STYLE_B_FORMAT,
};
