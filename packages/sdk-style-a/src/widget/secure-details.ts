import type { components } from '@card-issuance/contracts/style-a-types';
import { CardWidgetError } from './card-widget-error';

/**
 * The answer of `client.cards.getSecureDetailsToken(cardId)` (`GET /v1/cards/{id}/secure-details`, A-14):
 * what the browser needs to mount the hosted widget. Fetch it on your server, hand it to the page.
 *
 * @example
 * const details: SecureDetails = await client.cards.getSecureDetailsToken(cardId);
 */
export type SecureDetails = components['schemas']['SecureDetails'];

const httpUrl = (value: unknown): URL | undefined => {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Checks that `details` is a secure-details answer: a token, a positive `expires_in`, an http(s)
 * `script_url` and an `iframe_origin` that is an origin. Throws `INVALID_DETAILS` naming the field.
 *
 * @example
 * checkSecureDetails(await response.json()); // throws CardWidgetError INVALID_DETAILS when a field is off
 */
export function checkSecureDetails(details: SecureDetails): void {
  const d = (details ?? {}) as Partial<Record<keyof SecureDetails, unknown>>;
  const origin = httpUrl(d.iframe_origin);
  const wrong =
    typeof d.token !== 'string' || d.token === ''
      ? 'token'
      : typeof d.expires_in !== 'number' || !(d.expires_in > 0)
        ? 'expires_in'
        : !httpUrl(d.script_url)
          ? 'script_url'
          : origin?.origin !== d.iframe_origin
            ? 'iframe_origin'
            : undefined;
  if (wrong) {
    throw new CardWidgetError(
      'INVALID_DETAILS',
      `${wrong} is missing or malformed: pass the answer of client.cards.getSecureDetailsToken(cardId) as it is`,
    );
  }
}

const firstSeen = new WeakMap<object, number>();

/**
 * When the token of `details` stops opening the card (epoch ms): `expires_in` after `receivedAt`, or
 * after the first time these details were seen here when the caller does not say when it received them.
 *
 * @example
 * if (now() >= tokenExpiresAt(details, undefined, now())) throw new CardWidgetError('TOKEN_EXPIRED', '...');
 */
export function tokenExpiresAt(details: SecureDetails, receivedAt: number | undefined, now: number): number {
  let from = receivedAt ?? firstSeen.get(details);
  if (from === undefined) {
    from = now;
    firstSeen.set(details, now);
  }
  return from + details.expires_in * 1000;
}
