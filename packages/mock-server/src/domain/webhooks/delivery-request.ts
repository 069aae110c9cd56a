import type { DomainEvent } from '../context';
import { WEBHOOK_FORMATS } from './webhook-format';

/**
 * The raw body of an event's delivery in its style's format ({@link WEBHOOK_FORMATS}). Style B: the
 * envelope `{eventId, eventType, createdAt, apiVersion, resource}` with `resource = JSON.stringify(payload)`
 * (part 6.1, E-1); Style A: `{id, type, createdAt, data}` (part 6.2). Computed once per delivery so every
 * attempt sends the same bytes.
 *
 * @example
 * const body = deliveryBody(event); // '{"eventId":"…","eventType":"CARD.CREATED",…}'
 */
export function deliveryBody(event: DomainEvent): string {
  return WEBHOOK_FORMATS[event.style].body(event);
}

/**
 * The headers of one attempt, signed with the endpoint's secret by the verifier's signers. Style B (E-5):
 * `Content-Type`, `Signature` (Base64 HMAC of `resource`), `Event-Id`, `User-Agent`. Style A (E-3):
 * `Content-Type`, `x-webhook-signature` (hex HMAC of the raw body), `User-Agent`.
 *
 * @example
 * const headers = await deliveryHeaders('b', body, secret, 'card-issuance-mock/1.0.0');
 */
export async function deliveryHeaders(
  style: DomainEvent['style'],
  body: string,
  secret: string,
  userAgent: string,
): Promise<Record<string, string>> {
  return { ...(await WEBHOOK_FORMATS[style].headers(body, secret)), 'User-Agent': userAgent };
}
