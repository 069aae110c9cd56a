import { escapeHtml } from './escape-html';

/** What a card-details page shows; `undefined` renders the expired-or-invalid page. */
export interface CardDetails {
  number: string;
  /** `MM/YYYY`. */
  expiry: string;
  cvv: string;
}

/**
 * Headers of every card-details page: never cached, nothing loaded from anywhere, and never readable by
 * another origin: no CORS header (G-24), and `Cross-Origin-Resource-Policy: same-origin`, which keeps it out
 * of a foreign page's process through `no-cors` loads (an `<iframe>` navigation still embeds it).
 */
export const CARD_DETAILS_HEADERS = {
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/**
 * The page both styles' widgets open (Style B B-40, Style A A-46): one of the three places a full card number
 * may appear (G-60). Answer it with {@link CARD_DETAILS_HEADERS}, 200 with details, 401 without.
 *
 * @example
 * c.html(cardDetailsPage(details), details ? 200 : 401);
 */
export function cardDetailsPage(details: CardDetails | undefined): string {
  const body = details
    ? `<dl><dt>Card number</dt><dd data-field="number">${escapeHtml(details.number)}</dd>` +
      `<dt>Expiry</dt><dd data-field="expiry">${escapeHtml(details.expiry)}</dd>` +
      `<dt>CVV</dt><dd data-field="cvv">${escapeHtml(details.cvv)}</dd></dl>`
    : '<p role="alert" data-field="error">This card link has expired or is not valid. Ask the app for a new one.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${details ? 'Card details' : 'Card details unavailable'}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-family:ui-monospace,monospace;font-size:1.1rem}</style>
</head><body>${body}</body></html>`;
}
