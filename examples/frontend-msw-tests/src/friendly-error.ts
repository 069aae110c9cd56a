import { StyleBApiError, StyleBConnectionError } from '@card-issuance/sdk-style-b';

// Match on the code, never on the message (the service may reword it). Codes not listed here fall back
// to a generic message that carries the request id, which is what support asks for.
const MESSAGES: Record<string, string> = {
  '020012': 'This card is closed and can no longer be changed.',
  '030001': 'There is not enough money in the budget for this.',
  '40101': 'Your session has expired. Please sign in again.',
  '40399': 'You do not have access to this card.',
  '40404': 'This card no longer exists. Refresh the list.',
  '42901': 'Too many changes at once. Please wait a moment and try again.',
  '50000': 'The card service had a problem. Please try again.',
  '50301': 'The card service is unavailable right now. Please try again in a moment.',
};

/**
 * The sentence a user sees for a failed call: one per Style B error code the card screens can meet.
 *
 * @example
 * try { await client.cards.freeze(cardId, { accountId }); }
 * catch (error) { banner.textContent = friendlyMessage(error); }
 */
export function friendlyMessage(error: unknown): string {
  if (error instanceof StyleBApiError) {
    const known = MESSAGES[error.code];
    if (known) return known;
    const reference = error.requestId ? ` (reference ${error.requestId})` : '';
    return `Something went wrong${reference}. Please try again or contact support.`;
  }
  if (error instanceof StyleBConnectionError) {
    return error.timedOut
      ? 'The card service took too long to answer. Please try again.'
      : 'Cannot reach the card service. Check your connection and try again.';
  }
  return 'Something went wrong. Please try again.';
}
