import type { DomainEvent } from '../context';
import { isoTime } from '../programs';
import { signStyleA, signStyleB } from './signing';

/**
 * The raw body of an event's delivery. Style B: the envelope `{eventId, eventType, createdAt, apiVersion,
 * resource}` with `resource = JSON.stringify(payload)` (part 6.1, E-1); Style A: `{id, type, createdAt,
 * data}` (part 6.2). Computed once per delivery so every attempt sends the same bytes.
 *
 * @example
 * const body = deliveryBody(event); // '{"eventId":"…","eventType":"CARD.CREATED",…}'
 */
export function deliveryBody(event: DomainEvent): string {
  const createdAt = isoTime(event.at);
  if (event.style === 'a') {
    return JSON.stringify({ id: event.id, type: event.type, createdAt, data: event.payload });
  }
  return JSON.stringify({
    eventId: event.id,
    eventType: event.type,
    createdAt,
    apiVersion: 'v1',
    resource: JSON.stringify(event.payload),
  });
}

/**
 * The headers of one attempt, signed with the endpoint's secret. Style B (E-5): `Content-Type`,
 * `Signature` (Base64 HMAC of `resource`), `Event-Id`, `User-Agent`. Style A (E-3): `Content-Type`,
 * `x-webhook-signature` (hex HMAC of the raw body), `User-Agent`.
 *
 * @example
 * const headers = await deliveryHeaders('b', body, secret, 'card-issuance-mock/1.0.0');
 */
export async function deliveryHeaders(
  style: 'a' | 'b',
  body: string,
  secret: string,
  userAgent: string,
): Promise<Record<string, string>> {
  if (style === 'a') {
    return {
      'Content-Type': 'application/json',
      'x-webhook-signature': await signStyleA(secret, body),
      'User-Agent': userAgent,
    };
  }
  const envelope = JSON.parse(body) as { eventId: string; resource: string };
  return {
    'Content-Type': 'application/json',
    Signature: await signStyleB(secret, envelope.resource),
    'Event-Id': envelope.eventId,
    'User-Agent': userAgent,
  };
}
