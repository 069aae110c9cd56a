import { syncSha256Hex } from '../core';
import { encodeHex } from '../encoding';
import type { StyleBEventType } from './event-types';

const encoder = new TextEncoder();

/**
 * Event types whose payload can repeat byte for byte as a new event: a Card has no timestamp, so a card
 * frozen, unfrozen and frozen again sends the same `resource` twice. A digest would drop the second
 * freeze; these are keyed by `eventId` instead (DECISIONS.md S-16). Every other payload changes with each
 * event: a new `caseId` per KYC and KYB case, cardholder statuses only move forward, and transactions carry
 * `updatedAt`.
 */
const REPEATING_PAYLOADS: ReadonlySet<StyleBEventType> = new Set(['CARD.CREATED', 'CARD.UPDATED']);

/**
 * The de-duplication key of a verified Style B event. `sha256:` + the hex SHA-256 of the
 * exact `resource` string as signed: the same for every delivery of one event, different for every
 * change, and out of reach of whoever rewrites the unsigned `eventId` (a replay under a new id is still a
 * duplicate). Card events, whose payload can repeat as a new event, are keyed `event:` + `eventId`.
 *
 * @example
 * await styleBDedupeKey('CARD_TRANSACTION.UPDATED', eventId, resource); // 'sha256:9f86d0...'
 * styleBDedupeKey('CARD.UPDATED', 'c3f1...', resource); // 'event:c3f1...' (a string: nothing to await)
 */
export function styleBDedupeKey(
  eventType: StyleBEventType,
  eventId: string,
  resource: string,
): string | Promise<string> {
  if (REPEATING_PAYLOADS.has(eventType)) return `event:${eventId}`;
  // Synchronous where the runtime hashes so (Node, Bun, Deno): no turn of the event loop per event.
  if (syncSha256Hex) return `sha256:${syncSha256Hex(resource)}`;
  return webCryptoSha256Hex(resource).then((hex) => `sha256:${hex}`);
}

/**
 * SHA-256 of a string (as UTF-8) in hex through Web Crypto: browsers and edge runtimes.
 *
 * @example
 * await webCryptoSha256Hex("{}"); // "44136fa3..."
 */
export async function webCryptoSha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text));
  return encodeHex(new Uint8Array(digest));
}
